/**
 * The build's JavaScript budget (issues 17 and 35, docs/start-up.md): what each public page loads
 * is the list of modules React Router's manifest gives it: the entry, its route modules and their
 * imports (scripts/page-modules.ts); a page with a form may load more. Each is counted as sent: the `.br` sibling the build wrote, or the file
 * itself when it is too small to compress. A plain size check, not a timing.
 */
import { existsSync, statSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The most JavaScript one public page may load, in KB as sent (brotli). React 19 and React Router
 * are about 90 KB of it; a page with a form carries its schema (Zod Mini) and React Hook Form besides.
 */
export const PUBLIC_PAGE_JS_BUDGET_KB = { withForm: 146, withoutForm: 125 } as const

export type JsBudget = { readonly withForm: number; readonly withoutForm: number }

export interface PageScripts {
  /** The page's file, for the message. */
  page: string
  urls: readonly string[]
  budgetKb: number
}

/** KB a URL under the client folder costs on the wire. */
function sentKb(clientDir: string, url: string): number {
  const file = join(clientDir, url)
  return statSync(existsSync(`${file}.br`) ? `${file}.br` : file).size / 1024
}

/** Each page's JavaScript in KB as sent, heaviest first. */
export function pageScriptSizes(clientDir: string, pages: readonly PageScripts[]): PageScriptSize[] {
  return pages
    .map(({ page, urls, budgetKb }) => ({ page, budgetKb, kb: urls.reduce((total, url) => total + sentKb(clientDir, url), 0) }))
    .sort((a, b) => b.kb - a.kb)
}

export interface PageScriptSize {
  page: string
  kb: number
  budgetKb: number
}

/** The pages over their budget, as one Spanish message per page (empty when every page fits). */
export function overBudget(sizes: readonly PageScriptSize[]): string[] {
  return sizes
    .filter(({ kb, budgetKb }) => kb > budgetKb)
    .map(({ page, kb, budgetKb }) => `${page}: ${kb.toFixed(1)} KB de JavaScript, más que el presupuesto de ${budgetKb} KB`)
}
