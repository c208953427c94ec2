import { text } from 'node:stream/consumers'
import { prerenderToNodeStream } from 'react-dom/static'
import type { EntryContext } from 'react-router'
import { ServerRouter } from 'react-router'

/**
 * React streams a Suspense boundary larger than this many bytes after the rest of the page, to be
 * moved into place by an inline script; a prerendered page has no reason to, so no boundary is.
 */
const NEVER_OUTLINED = Number.MAX_SAFE_INTEGER

/**
 * Renders each page at build time (`ssr: false` with `prerender`) with React's static renderer,
 * which waits for everything suspended: the page holds every section in place (docs/start-up.md).
 * An error in any part fails the build instead of leaving that part to the browser.
 */
export default async function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext) {
  const errors: unknown[] = []
  const { prelude } = await prerenderToNodeStream(<ServerRouter context={routerContext} url={request.url} />, {
    progressiveChunkSize: NEVER_OUTLINED,
    onError: (error) => {
      errors.push(error)
    },
  })
  const html = await text(prelude)
  if (errors.length > 0) throw new AggregateError(errors, `No se pudo prerenderizar ${request.url}`)
  headers.set('Content-Type', 'text/html; charset=utf-8')
  return new Response(html, { status, headers })
}
