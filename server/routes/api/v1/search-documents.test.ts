import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import Fastify from 'fastify'
import { expect, it, vi } from 'vitest'
import { API_PATHS } from '#contracts/api-paths.ts'
import { SINGLE_RECORD_KEY } from '#contracts/content/content-kinds.ts'
import type { SearchDocuments } from '#contracts/search.ts'
import { paths } from '#contracts/site-paths.ts'
import { CONTENT_SEED } from '#content/content-seed.ts'
import { publishContent } from '#server/content/content-publishing.ts'
import { seedContent } from '#server/content/content-seed.ts'
import { migrateToLatest } from '#server/db/migrate.ts'
import searchDocumentsRoutes from '#server/routes/api/v1/search-documents.ts'
import type { BuiltSite } from '#server/search/site-pages.ts'
import { listHtmlFiles } from '#server/site/inline-scripts.ts'
import { noindexPagesOf } from '#server/site/robots-meta.ts'
import { describeOnEachDatabase } from '#tests/support/server/test-databases.ts'

const ANA = { id: 'staff-ana', email: 'ana@instituto.example', ip: '203.0.113.7' }
const NOW = new Date('2026-11-30T18:00:00.000Z')
const POLL_MS = 20

/** A build's public folder with one indexable page, one noindex page and a programme page. */
function clientDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'instituto-search-'))
  const write = (path: string, head: string) => {
    mkdirSync(join(dir, path), { recursive: true })
    writeFileSync(join(dir, path, 'index.html'), `<!DOCTYPE html><html lang="es"><head>${head}</head><body></body></html>`)
  }
  write('inicio/deportes', '<title>Deportes | IES</title><meta name="description" content="Equipos de fútbol y básquetbol &amp; más."/>')
  write('inicio/mantenimiento', '<title>Mantenimiento | IES</title><meta name="robots" content="noindex"/>')
  write('inicio/licenciatura/derecho', '<title>Licenciatura en Derecho | IES</title><meta name="description" content="Del build"/>')
  return dir
}

/** The build as server/site/load-site.ts reads it: the folder's HTML files (their policies do not matter here) and the noindex ones. */
async function builtSite(dir: string): Promise<BuiltSite> {
  const files = await listHtmlFiles(dir)
  return { clientDir: dir, pagePolicies: new Map(files.map((file) => [file, ''])), noindexPages: await noindexPagesOf(files) }
}

describeOnEachDatabase('GET /api/v1/buscar', (fixture) => {
  async function searchApp() {
    const { handle } = await fixture.fresh()
    await migrateToLatest(handle)
    await seedContent(handle.db, NOW)
    const app = Fastify()
    app.decorate('db', handle.db)
    await app.register(searchDocumentsRoutes, { prefix: '/api/v1', site: await builtSite(clientDir()), pollMs: POLL_MS, now: () => NOW })
    return { app, db: handle.db }
  }
  const url = `/api/v1${API_PATHS.searchDocuments}`

  it('answers the published documents as JSON, the built pages among them, then 304 for the same ETag', async () => {
    const { app } = await searchApp()
    try {
      const response = await app.inject({ url })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8')
      expect(response.headers['cache-control']).toBe('no-cache')
      const { revision, documents } = response.json<SearchDocuments>()
      expect(revision).toBeGreaterThan(0)
      expect(documents).toContainEqual({ path: paths.deportes, kind: 'pagina', title: 'Deportes', summary: 'Equipos de fútbol y básquetbol & más.', text: '' })
      expect(documents.some((document) => document.path === paths.mantenimiento)).toBe(false)
      // The programme's page is its record's document, not the built page's.
      const derecho = documents.filter((document) => document.path === '/inicio/licenciatura/derecho')
      expect(derecho).toHaveLength(1)
      expect(derecho[0]).toMatchObject({ kind: 'programa', title: CONTENT_SEED.programa.derecho?.page.title })
      // A question leads to its answer's anchor on the questions' page (the id app/features/faq/faq-view.ts gives it).
      expect(documents.find((document) => document.title === '¿Cómo me inscribo?')).toMatchObject({
        kind: 'pregunta',
        path: '/inicio/preguntas-frecuentes#pregunta-como-me-inscribo',
      })

      const again = await app.inject({ url, headers: { 'if-none-match': String(response.headers.etag) } })
      expect(again.statusCode).toBe(304)
      expect(again.body).toBe('')

      const compressed = await app.inject({ url, headers: { 'accept-encoding': 'br' } })
      expect(compressed.headers['content-encoding']).toBe('br')
      expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString('utf8'))).toEqual(response.json())
    } finally {
      await app.close()
    }
  })

  it('follows a publish within the revision poll: the new news post is found, under a new ETag', async () => {
    const { app, db } = await searchApp()
    try {
      const before = await app.inject({ url })
      const post = { slug: 'becas-2027', title: 'Nuevas becas deportivas 2027', date: '2026-11-30', summary: 'Hasta 50 % para atletas.', body: 'Consulta la **convocatoria**.' }
      await publishContent(db, { kind: 'noticias', key: SINGLE_RECORD_KEY, expectedVersion: 1, data: [post] }, ANA, NOW)

      await vi.waitFor(async () => {
        const after = await app.inject({ url, headers: { 'if-none-match': String(before.headers.etag) } })
        expect(after.statusCode).toBe(200)
        expect(after.headers.etag).not.toBe(before.headers.etag)
        expect(after.json<SearchDocuments>().documents).toContainEqual({
          path: '/inicio/noticias/becas-2027',
          kind: 'noticia',
          title: post.title,
          summary: post.summary,
          text: 'Consulta la convocatoria .',
        })
      }, { timeout: 2_000, interval: POLL_MS })
    } finally {
      await app.close()
    }
  })
})
