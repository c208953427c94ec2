import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import { BUILD_RECORD_FILE, buildRecordSchema, type BuildRecord } from '#server/site/build-record.ts'
import { brotliMax, gzipMax } from '#server/site/compress.ts'
import { contentSecurityPolicy } from '#server/site/content-security-policy.ts'
import { hashInlineScriptsOf, inlineScriptHashes, listHtmlFiles } from '#server/site/inline-scripts.ts'
import { noindexPagesOf } from '#server/site/robots-meta.ts'
import { StartupError } from '#server/startup-error.ts'

/** The not-found page, kept in memory in each encoding it is sent in, with its own CSP. */
export interface NotFoundDocument {
  readonly identity: Buffer
  readonly br: Buffer
  readonly gzip: Buffer
  readonly contentSecurityPolicy: string
}

/** What the server needs from the React Router build, read once at start. */
export interface Site {
  /** The public folder (`<SITE_DIR>/client`), or `null` when there is no build: API only. */
  readonly clientDir: string | null
  readonly notFound: NotFoundDocument
  /** The Content-Security-Policy of each HTML file of the public folder, by absolute path. */
  readonly pagePolicies: ReadonlyMap<string, string>
  /** The HTML files whose meta says `noindex` (a lookup, a screen), by absolute path. */
  readonly noindexPages: ReadonlySet<string>
}

export const NOT_FOUND_FILE = 'not-found.html'

/** The start script the build puts in each page's head, for the pages the server renders (docs/decisions/055). */
export const START_SCRIPT_FILE = 'start-script.js'

// Used only when the build lacks its not-found page (no build, or postbuild not run):
// a plain page with the spec's link home and no script.
const FALLBACK_NOT_FOUND_HTML =
  '<!DOCTYPE html><html lang="es"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Página no encontrada</title></head><body><main><h1>Página no encontrada</h1>' +
  '<p><a href="/inicio">Volver al inicio</a></p></main></body></html>'

function notFoundDocument(html: Buffer): NotFoundDocument {
  return {
    identity: html,
    br: brotliMax(html),
    gzip: gzipMax(html),
    contentSecurityPolicy: contentSecurityPolicy(inlineScriptHashes(html.toString('utf8'))),
  }
}

/** The values the build compiled into the pages, or undefined when it recorded none (a build older than the record). */
async function readBuildRecord(siteDir: string): Promise<BuildRecord | undefined> {
  const path = join(siteDir, BUILD_RECORD_FILE)
  if (!existsSync(path)) return undefined
  const parsed = buildRecordSchema.safeParse(JSON.parse(await readFile(path, 'utf8')))
  return parsed.success ? parsed.data : undefined
}

/**
 * Refuses a build whose pages state other values than the server's configuration: the privacy
 * notice would promise one retention period while the retention job deletes by another.
 *
 * @throws {StartupError} saying how to rebuild.
 */
async function checkBuildRecord(siteDir: string, expected: BuildRecord): Promise<void> {
  const built = await readBuildRecord(siteDir)
  const rebuild = `compila el sitio de nuevo con el mismo RETENTION_MONTHS que el servidor (RETENTION_MONTHS=${expected.retentionMonths} npm run build)`
  if (built === undefined) {
    throw new StartupError(`El sitio compilado en ${siteDir} no dice con qué valores se compiló (falta ${BUILD_RECORD_FILE}): ${rebuild}.`)
  }
  if (built.retentionMonths !== expected.retentionMonths) {
    throw new StartupError(
      `El aviso de privacidad del sitio compilado en ${siteDir} dice que los datos se conservan ${built.retentionMonths} meses, ` +
        `pero RETENTION_MONTHS del servidor es ${expected.retentionMonths}: ${rebuild}, ` +
        `o arranca el servidor con RETENTION_MONTHS=${built.retentionMonths}.`,
    )
  }
}

/**
 * Reads the build under `siteDir`: checks for the public folder, loads the not-found page
 * and works out each HTML file's Content-Security-Policy from the hashes of its inline
 * scripts. A missing build or page is logged and replaced (API-only deployments have no
 * site), never fatal. Pages added after start get no inline-script allowance: restart on
 * deploy.
 *
 * @throws {StartupError} when the build was made with other values than `expected` (the server's configuration).
 */
export async function loadSite(siteDir: string, log: Pick<FastifyBaseLogger, 'warn' | 'debug'>, expected: BuildRecord): Promise<Site> {
  const clientDir = join(siteDir, 'client')
  const notFoundPath = join(siteDir, NOT_FOUND_FILE)
  const hasClient = existsSync(clientDir)
  const hasNotFound = existsSync(notFoundPath)

  if (hasClient) await checkBuildRecord(siteDir, expected)
  if (!hasClient) {
    log.warn({ siteDir }, 'No hay sitio compilado en SITE_DIR: solo se atiende la API.')
  } else if (!hasNotFound) {
    log.warn({ notFoundPath }, 'Falta la página de no encontrado; ¿se ejecutó scripts/postbuild.ts?')
  }

  const htmlFiles = hasClient ? await listHtmlFiles(clientDir) : []
  const pageHashes = await hashInlineScriptsOf(htmlFiles)
  const pagePolicies = new Map([...pageHashes].map(([file, hashes]) => [file, contentSecurityPolicy(hashes)]))
  const notFoundHtml = hasNotFound ? await readFile(notFoundPath) : Buffer.from(FALLBACK_NOT_FOUND_HTML)
  log.debug({ pages: pagePolicies.size }, 'Sitio cargado')

  const noindexPages = await noindexPagesOf(htmlFiles)
  return { clientDir: hasClient ? clientDir : null, notFound: notFoundDocument(notFoundHtml), pagePolicies, noindexPages }
}
