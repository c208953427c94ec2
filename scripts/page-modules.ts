/**
 * What a prerendered page loads and holds, for the JavaScript budget (scripts/js-budget.ts): React
 * Router writes the page's modules from its build manifest as `modulepreload` links (the entry,
 * the route modules and their imports); once the build has deferred them their address is kept
 * in `data-rel` and `data-href` (server/site/defer-assets.ts).
 */
import { DEFERRED_HREF_ATTRIBUTE, DEFERRED_REL_ATTRIBUTE } from '#contracts/page-markup.ts'
import { readPageMarkup } from '#server/site/page-markup.ts'

export interface PageFacts {
  /** The page's module URLs, in order, once each. */
  modules: string[]
  /** Whether it holds a form (its budget is higher). */
  hasForm: boolean
}

export function pageFactsOf(html: string): PageFacts {
  const { tags } = readPageMarkup(html)
  const modules = tags
    .filter((tag) => tag.name === 'link' && (tag.attributes.rel ?? tag.attributes[DEFERRED_REL_ATTRIBUTE]) === 'modulepreload')
    .map((tag) => tag.attributes.href ?? tag.attributes[DEFERRED_HREF_ATTRIBUTE] ?? '')
  // The navigation bar's search box is on every page: only a form that sends what a person fills in counts.
  const hasForm = tags.some((tag) => tag.name === 'form' && tag.attributes.role !== 'search')
  return { modules: [...new Set(modules)], hasForm }
}
