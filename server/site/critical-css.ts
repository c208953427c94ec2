/**
 * The build step that lets a page paint without waiting for a stylesheet (docs/start-up.md):
 * every CSS rule the prerendered document uses goes into one `<style>` at the end of its `<head>`.
 * The stylesheets stay where the root layout puts them, at the end of `<body>`, where they block
 * nothing above them and bring the rules for states the document does not show yet (an open
 * menu, a form error, the next page of a client navigation).
 */
import Beasties from 'beasties'
import { CRITICAL_STYLE_ATTRIBUTE } from '#contracts/page-markup.ts'
import { readPageMarkup } from '#server/site/page-markup.ts'

// The inlined rules' `<style>`, which the start script drops once the stylesheets have arrived.
const MARKER = `<style ${CRITICAL_STYLE_ATTRIBUTE}></style>`
const INLINED = `<style ${CRITICAL_STYLE_ATTRIBUTE}>`

/** The text of the marked `<style>` in beasties' output, read with the HTML parser. */
function markedRules(html: string): string {
  return readPageMarkup(html).tags.find((tag) => tag.name === 'style' && tag.attributes[CRITICAL_STYLE_ATTRIBUTE] !== undefined)?.text ?? ''
}

/**
 * Beasties keeps the rules whose selectors match the document and merges what it inlines into the
 * document's first `<style>`: the empty marker put at the end of `<head>`. Only that text is taken
 * from its output; the rest of the page keeps its own bytes, so nothing React hydrates changes.
 */
export function criticalCssInliner(clientDir: string) {
  const beasties = new Beasties({
    path: clientDir,
    publicPath: '/',
    // Only the inlined rules are taken from beasties' output, so where it would move the links is moot.
    preload: 'body',
    pruneSource: false,
    mergeStylesheets: true,
    keyframes: 'critical',
    compress: true,
    logLevel: 'warn',
  })

  return async function inlineCriticalCss(html: string): Promise<string> {
    if (!html.includes('</head>')) throw new Error('El documento no tiene </head>.')
    if (html.includes(INLINED)) return html
    const marked = html.replace('</head>', `${MARKER}</head>`)
    const rules = markedRules(await beasties.process(marked))
    return rules === '' ? html : html.replace('</head>', () => `${INLINED}${rules}</style></head>`)
  }
}
