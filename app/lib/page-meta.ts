import { identity } from '#content/identity.ts'
import type { PageMetaContent } from '#content/types.ts'

/** The `<title>`, description, canonical and Open Graph tags of one page. */
export function pageMeta(page: PageMetaContent) {
  const title = `${page.title} | ${identity.acronym}`
  const url = page.path === undefined ? undefined : new URL(page.path, identity.siteUrl).href
  const image = new URL(page.image ?? identity.defaultShareImage, identity.siteUrl).href
  return [
    { title },
    { name: 'description', content: page.description },
    ...(url ? [{ tagName: 'link', rel: 'canonical', href: url }, { property: 'og:url', content: url }] : []),
    { property: 'og:type', content: 'website' },
    { property: 'og:locale', content: 'es_MX' },
    { property: 'og:site_name', content: identity.name },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    { property: 'og:image', content: image },
  ]
}
