/**
 * Reads a prerendered page with an HTML parser (htmlparser2): where each tag the build changes
 * starts and ends in the text, so that the build can rewrite those tags and keep every other byte.
 */
import { Parser } from 'htmlparser2'

export interface Tag {
  name: string
  attributes: Readonly<Record<string, string>>
  /** Offsets of the tag's own text (`<name ...>`), end excluded. */
  start: number
  end: number
  /** For a `<script>` or `<style>`: its text. */
  text: string
}

export interface PageMarkup {
  tags: Tag[]
  /** Offset of `</head>`, or -1. */
  headEnd: number
}

const WATCHED = new Set(['link', 'script', 'style', 'form'])
const WITH_TEXT = new Set(['script', 'style'])

/** The page's `<link>`, `<script>`, `<style>` and `<form>` tags in document order, and where `</head>` is. */
export function readPageMarkup(html: string): PageMarkup {
  const tags: Tag[] = []
  let headEnd = -1
  let withText: Tag | undefined
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (!WATCHED.has(name)) return
        const tag = { name, attributes, start: parser.startIndex, end: parser.endIndex + 1, text: '' }
        tags.push(tag)
        if (WITH_TEXT.has(name)) withText = tag
      },
      ontext(text) {
        if (withText) withText.text += text
      },
      onclosetag(name) {
        if (WITH_TEXT.has(name)) withText = undefined
        if (name === 'head' && headEnd === -1) headEnd = parser.startIndex
      },
    },
  )
  parser.end(html)
  return { tags, headEnd }
}

/** A tag's text from its name and attributes (`<link .../>` for a void element). */
export function tagText(name: string, attributes: Readonly<Record<string, string>>, selfClosing: boolean): string {
  const written = Object.entries(attributes).map(([key, value]) => (value === '' ? key : `${key}="${value.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"`))
  return `<${[name, ...written].join(' ')}${selfClosing ? '/>' : '>'}`
}
