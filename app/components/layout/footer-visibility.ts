import { paths } from '#contracts/site-paths.ts'

/**
 * spec §2.2, §2.11: the footer is hidden on the culture page. Routes match without regard to
 * letter case or a trailing slash, so neither changes the answer.
 */
export function isFooterHidden(pathname: string): boolean {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return normalized.toLowerCase() === paths.cultura.toLowerCase()
}
