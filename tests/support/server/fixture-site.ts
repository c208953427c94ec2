import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { BUILD_RECORD_FILE, type BuildRecord } from '#server/site/build-record.ts'
import { RETENTION_MONTHS_DEFAULT } from '#contracts/limits.ts'
import { brotliMax, gzipMax } from '#server/site/compress.ts'

/** A tiny stand-in for a React Router build (`SITE_DIR`), made in a temp folder. */
export interface FixtureSite {
  readonly siteDir: string
  /** The inline script text of the home page, whose hash the CSP must allow. */
  readonly homeInlineScript: string
  readonly notFoundInlineScript: string
  /** URL path of the hashed asset. */
  readonly assetPath: string
  readonly notFoundText: string
  /** URL path of the large file, when one was asked for. */
  readonly largeFilePath: string
  remove(): void
}

export interface FixtureSiteOptions {
  /** Adds `/media/large.bin` of this size, to keep a response in flight. */
  readonly largeFileBytes?: number
  /** What the build records it compiled in (default: the server's defaults); `null` writes no record. */
  readonly record?: BuildRecord | null
}

const HOME_INLINE_SCRIPT = 'window.__reactRouterContext = {"basename":"/","ssr":false,"isSpaMode":false};'
const NOT_FOUND_INLINE_SCRIPT = 'window.__reactRouterContext = {"basename":"/","notFound":true};'
const NOT_FOUND_TEXT = 'Página no encontrada'
const SITEMAP =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
  '  <url><loc>https://www.instituto.example/inicio</loc></url>\n</urlset>\n'
// Enough text for the documents to pass the compression threshold, as real pages do.
const FILLER = `<p>${'Instituto de educación superior en Coahuila. '.repeat(40)}</p>`

function page(title: string, body: string, inlineScript: string, head = ''): string {
  return (
    `<!DOCTYPE html><html lang="es"><head><meta charSet="utf-8"/><title>${title}</title>${head}` +
    '<link rel="stylesheet" href="/assets/root-Ab12Cd34.css"/></head><body>' +
    `${body}${FILLER}<script>${inlineScript}</script>` +
    '<script type="module" src="/assets/entry.client-Zx98Yw76.js"></script></body></html>'
  )
}

function write(root: string, relativePath: string, content: string | Buffer, precompress = false): void {
  const file = join(root, relativePath)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, content)
  if (precompress) {
    const bytes = Buffer.from(content)
    writeFileSync(`${file}.br`, brotliMax(bytes))
    writeFileSync(`${file}.gz`, gzipMax(bytes))
  }
}

/**
 * Writes a fixture build: two prerendered pages (one with precompressed siblings), an SPA
 * fallback and a leftover not-found prerender folder that must never be served, a hashed
 * script asset with siblings, the sitemap (with siblings) and robots.txt, a favicon, and
 * `not-found.html` and the build record beside `client/`.
 */
export function createFixtureSite(options: FixtureSiteOptions = {}): FixtureSite {
  const siteDir = mkdtempSync(join(tmpdir(), 'instituto-site-'))
  const client = join(siteDir, 'client')
  const assetPath = '/assets/entry.client-Zx98Yw76.js'
  const largeFilePath = '/media/large.bin'

  write(client, 'inicio/index.html', page('Inicio', '<h1>Bienvenido al instituto</h1>', HOME_INLINE_SCRIPT), true)
  write(
    client,
    'inicio/mantenimiento/index.html',
    page('Mantenimiento', '<h1>Sitio en mantenimiento</h1>', HOME_INLINE_SCRIPT, '<meta name="robots" content="noindex"/>'),
  )
  write(client, 'index.html', page('Cargando', '<p>SPA FALLBACK</p>', 'window.spaFallback = true;'))
  write(client, 'panel.html', page('Panel del instituto', '<div id="panel">PANEL DOCUMENT</div>', 'window.panel = true;'))
  write(client, '__no-encontrado/index.html', page('No encontrado', '<p>PRERENDER LEFTOVER</p>', 'window.leftover = true;'))
  write(client, assetPath.slice(1), `export const message = ${JSON.stringify('hola '.repeat(400))};\n`, true)
  write(client, 'assets/root-Ab12Cd34.css', 'body { margin: 0; }\n')
  write(client, 'sitemap.xml', SITEMAP, true)
  write(client, 'robots.txt', 'User-agent: *\nDisallow: /api/\n')
  write(client, 'favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"></svg>')
  const record = options.record === undefined ? { retentionMonths: RETENTION_MONTHS_DEFAULT } : options.record
  if (record !== null) write(siteDir, BUILD_RECORD_FILE, JSON.stringify(record))
  write(siteDir, 'not-found.html', page(NOT_FOUND_TEXT, `<h1>${NOT_FOUND_TEXT}</h1><a href="/inicio">Volver al inicio</a>`, NOT_FOUND_INLINE_SCRIPT))
  if (options.largeFileBytes !== undefined) {
    write(client, largeFilePath.slice(1), Buffer.alloc(options.largeFileBytes, 'a'))
  }

  return {
    siteDir,
    homeInlineScript: HOME_INLINE_SCRIPT,
    notFoundInlineScript: NOT_FOUND_INLINE_SCRIPT,
    assetPath,
    notFoundText: NOT_FOUND_TEXT,
    largeFilePath,
    remove: () => rmSync(siteDir, { recursive: true, force: true }),
  }
}
