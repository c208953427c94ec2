import { createServer, request } from 'node:http'
import { brotliCompressSync } from 'node:zlib'
import { SCRIPT_ELEMENT } from '#server/site/inline-scripts.ts'
import { withoutModulePreloads } from '../page-modules.ts'

const STRUCTURED_DATA = /type="application\/ld\+json"/
/** The full stylesheets, which the boot script loads later from `data-href` (scripts/defer-assets.ts). */
const DEFERRED_STYLESHEETS = /<link\b[^>]*\bdata-href=[^>]*>/g

/**
 * A prerendered page as it would be without code: its HTML, its inlined critical rules, its images
 * and its structured data, without any script, module or deferred stylesheet. What such a page
 * costs the browser is the floor its blocking time is judged against (docs/decisions/041, 044).
 */
export function withoutCode(html: string): string {
  const scriptless = html.replace(SCRIPT_ELEMENT, (script, attributes: string) => (STRUCTURED_DATA.test(attributes) ? script : ''))
  return withoutModulePreloads(scriptless).replace(DEFERRED_STYLESHEETS, '')
}

/** What describes the original body or its connection, not the page: the copy sends its own. */
const BODY_AND_CONNECTION_HEADERS = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'etag', 'last-modified', 'date', 'connection', 'keep-alive'])

/**
 * The page's own response headers for its copy: its security policy among them. Its
 * Cross-Origin-Opener-Policy puts the page in a new renderer process, whose start the floor pays
 * too (docs/decisions/050).
 */
export function pageHeadersOf(headers: Headers): Record<string, string> {
  const kept: Record<string, string> = {}
  headers.forEach((value, name) => {
    if (!BODY_AND_CONNECTION_HEADERS.has(name)) kept[name] = value
  })
  return kept
}

export interface CodeFreeCopy {
  url: string
  stop(): Promise<void>
}

/**
 * Serves `path` of `origin` without its code (compressed, with the headers the server sends with
 * it) on loopback at `port`, and passes every other request (its images, its stylesheets) to
 * `origin` unchanged.
 */
export async function startCodeFreeCopy(origin: string, path: string, port: number): Promise<CodeFreeCopy> {
  const response = await fetch(`${origin}${path}`)
  if (!response.ok) throw new Error(`${path} respondió ${response.status}.`)
  const page = brotliCompressSync(withoutCode(await response.text()))
  const headers = { ...pageHeadersOf(response.headers), 'content-encoding': 'br' }
  const originHost = new URL(origin).host
  const server = createServer((incoming, outgoing) => {
    if (incoming.url === path) {
      outgoing.writeHead(200, headers)
      outgoing.end(page)
      return
    }
    const passed = request(`${origin}${incoming.url}`, { method: incoming.method, headers: { ...incoming.headers, host: originHost } }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(outgoing)
    })
    passed.on('error', () => outgoing.writeHead(502).end())
    incoming.pipe(passed)
  })
  await new Promise<void>((listening) => server.listen(port, '127.0.0.1', listening))
  return {
    url: `http://127.0.0.1:${port}${path}`,
    stop: () => new Promise<void>((closed) => server.close(() => closed())),
  }
}
