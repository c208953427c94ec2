import { createHash } from 'node:crypto'
import { createRequestHandler, type ServerBuild } from 'react-router'
import type { ContentSource } from '#contracts/content/content-source.ts'
import { brotliMaxOffThread, gzipMaxOffThread } from '#server/site/compress.ts'
import { contentSecurityPolicy } from '#server/site/content-security-policy.ts'
import { criticalCssInliner } from '#server/site/critical-css.ts'
import { deferAssets } from '#server/site/defer-assets.ts'
import { inlineScriptHashes } from '#server/site/inline-scripts.ts'
import { saysNoindex } from '#server/site/robots-meta.ts'

/** A page (or a route's `.data`) as the server answers it. */
export interface RenderedPage {
  readonly status: number
  readonly contentType: string
  readonly identity: Buffer
  /** Only for HTML: the policy that allows its own inline scripts. */
  readonly contentSecurityPolicy: string | null
  readonly noindex: boolean
  readonly etag: string
}

/** A page kept to be answered many times, in each encoding the site serves too. */
export interface KeptPage extends RenderedPage {
  readonly br: Buffer
  readonly gzip: Buffer
}

/** The ETag of a body: its SHA-256 in base64url, cut to 27 characters. */
export function etagOf(identity: Buffer): string {
  return `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`
}

/** Compresses a page once, at the best levels, off the main thread (zlib's asynchronous API). */
export async function compressedPage(page: RenderedPage): Promise<KeptPage> {
  const [br, gzip] = await Promise.all([brotliMaxOffThread(page.identity), gzipMaxOffThread(page.identity)])
  return { ...page, br, gzip }
}

/** Renders one path of the site with the given content, as it shows on the institute's day `today` (`YYYY-MM-DD`). */
export type RenderPage = (path: string, content: ContentSource, today: string) => Promise<RenderedPage>

/**
 * The server's render of a public page (docs/decisions/055): React Router's documented request
 * handler over the build's server bundle, with the published content in its load context, then the
 * build's own page steps on the HTML (critical CSS, the start script, script order).
 */
export function createPageRenderer({ build, clientDir, startScript, origin }: { build: ServerBuild; clientDir: string; startScript: string; origin: string }): RenderPage {
  const handle = createRequestHandler(build, 'production')
  const inlineCriticalCss = criticalCssInliner(clientDir)
  return async (path, content, today) => {
    const response = await handle(new Request(new URL(path, origin)), { content, today })
    const contentType = response.headers.get('content-type') ?? 'application/octet-stream'
    const isHtml = contentType.startsWith('text/html')
    const body = await response.text()
    const text = isHtml ? deferAssets(await inlineCriticalCss(body), startScript) : body
    const identity = Buffer.from(text, 'utf8')
    return {
      status: response.status,
      contentType,
      identity,
      contentSecurityPolicy: isHtml ? contentSecurityPolicy(inlineScriptHashes(text)) : null,
      noindex: isHtml && saysNoindex(text),
      etag: etagOf(identity),
    }
  }
}
