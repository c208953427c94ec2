/** What every page declares about itself for `<title>`, description and Open Graph (DESIGN.md quality floor). */
export interface PageMetaContent {
  title: string
  description: string
  /** Path of the page, used for the canonical URL. */
  path: string
  /** Open Graph image under /media, when the page has one of its own. */
  image?: string
}
