/**
 * The build step that keeps the JavaScript and the full stylesheets from competing with the first
 * screen for bandwidth (docs/start-up.md). React Router's page asks for every module at once: a
 * `modulepreload` link per chunk in `<head>` and an inline module that imports the route modules,
 * then the entry that hydrates. Here the links keep their kind and address in `data-rel` and
 * `data-href`, as do the
 * stylesheets at the end of `<body>` (the rules the first screen uses are already inlined,
 * server/site/critical-css.ts), the inline module is made inert, and the start script (app/start/,
 * bundled by scripts/start-script.ts) goes at the end of `<head>`: it asks for them once the first
 * screen is painted. The tags are found with an HTML parser; every other byte stays as React wrote it.
 */
import { DEFERRED_HREF_ATTRIBUTE, DEFERRED_REL_ATTRIBUTE, INERT_MODULE_TYPE } from '#contracts/page-markup.ts'
import { readPageMarkup, tagText, type Tag } from '#server/site/page-markup.ts'

const DEFERRED_LINKS = new Set(['modulepreload', 'stylesheet'])

interface Edit {
  start: number
  end: number
  text: string
}

function deferredLink({ attributes }: Tag): string {
  const { rel = '', href = '', ...rest } = attributes
  return tagText('link', { [DEFERRED_REL_ATTRIBUTE]: rel, [DEFERRED_HREF_ATTRIBUTE]: href, ...rest }, true)
}

/**
 * A prerendered page whose modules and stylesheets load once its first screen is painted; a page
 * without React Router's inline module script is refused. Running it twice changes nothing.
 */
export function deferAssets(html: string, startScript: string): string {
  const { tags, headEnd } = readPageMarkup(html)
  if (tags.some((tag) => tag.name === 'script' && tag.attributes.type === INERT_MODULE_TYPE)) return html
  const inlineModules = tags.filter((tag) => tag.name === 'script' && tag.attributes.type === 'module' && tag.attributes.src === undefined)
  if (inlineModules.length !== 1 || headEnd === -1) throw new Error('La página no tiene el script de módulos de React Router.')
  if (startScript.includes('</script')) throw new Error('El script de arranque no puede contener </script.')

  const edits: Edit[] = [
    ...tags
      .filter((tag) => tag.name === 'link' && DEFERRED_LINKS.has(tag.attributes.rel ?? '') && tag.attributes.href !== undefined)
      .map((tag) => ({ start: tag.start, end: tag.end, text: deferredLink(tag) })),
    ...inlineModules.map((tag) => ({ start: tag.start, end: tag.end, text: tagText('script', { type: INERT_MODULE_TYPE }, false) })),
    { start: headEnd, end: headEnd, text: `<script>${startScript}</script>` },
  ].sort((a, b) => b.start - a.start)
  return edits.reduce((page, { start, end, text }) => page.slice(0, start) + text + page.slice(end), html)
}
