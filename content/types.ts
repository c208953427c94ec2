/** What every page declares about itself for `<title>`, description and Open Graph (DESIGN.md quality floor). */
export interface PageMetaContent {
  title: string
  description: string
  /** Path of the page, for the canonical URL; absent on the not-found screen, which has none. */
  path?: string
  /** Open Graph image under /media, when the page has one of its own. */
  image?: string
  /**
   * A screen, not something to find through a search engine (a lookup, a maintenance notice): the
   * page says `noindex` and the sitemap leaves it out (scripts/crawler-files.ts).
   */
  noindex?: true
}

/** Labels of a pause/play toggle: the accessible name while moving and while paused. */
export interface PlaybackLabels {
  pause: string
  resume: string
}

/** One block of a long text: a paragraph, a list, or a paragraph with one link. */
export type TextBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: readonly string[] }
  | { type: 'link'; before: string; label: string; href: string; after: string }

export interface TextSection {
  heading: string
  blocks: readonly TextBlock[]
}

/** A page of long text (the privacy notice, the accessibility statement), shown by one component. */
export interface TextDocumentContent {
  heading: string
  /** The line under the heading that dates the text: its last update or review. */
  updated: string
  intro: string
  sections: readonly TextSection[]
}
