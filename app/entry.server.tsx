import '#app/lib/preact-props.ts'
import { renderToStringAsync } from 'preact-render-to-string'
import type { EntryContext } from 'react-router'
import { ServerRouter } from 'react-router'

/**
 * Renders each page at build time (`ssr: false` with `prerender`), with the same renderer that
 * hydrates it in the browser (docs/decisions/033): the whole page, waiting for anything suspended.
 */
export default async function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext) {
  const html = await renderToStringAsync(<ServerRouter context={routerContext} url={request.url} />)
  headers.set('Content-Type', 'text/html; charset=utf-8')
  return new Response(`<!DOCTYPE html>${html}`, { status, headers })
}
