/**
 * `npm run bench:search [-- --postgres URL] [-- --libs DIR]`: the site search's options (issue 39,
 * docs/decisions/063) over the real corpus: the documents server/search writes from the seed (every
 * programme with its subjects, campus, question and page) plus a year of news and events. Times 200
 * queries typed as people type them (folded or not, plurals, prefixes of two to all letters) on:
 * MiniSearch (the project's), FlexSearch and Orama when `--libs DIR` holds them (a node_modules
 * folder: `npm install --prefix DIR flexsearch @orama/orama`), SQLite FTS5 in memory, and PostgreSQL's
 * text search ('spanish' with unaccent) at `--postgres URL`, in a table it drops. Prints the median and
 * 95th percentile per query, the time to build each index, and the bytes the browser would fetch
 * (brotli): the documents, MiniSearch's serialized index and each library bundled by esbuild.
 * Loopback only; it stops by itself.
 */
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import Database from 'better-sqlite3'
import { build } from 'esbuild'
import MiniSearch from 'minisearch'
import pg from 'pg'
import { buildSearchIndex } from '#app/features/site-search/search-index.ts'
import { SINGLE_RECORD_KEY, type ContentData, type ContentKind } from '#contracts/content/content-kinds.ts'
import type { ContentSource } from '#contracts/content/content-source.ts'
import { foldText, searchTerms, type SearchDocument } from '#contracts/search.ts'
import { CONTENT_SEED } from '#content/content-seed.ts'
import { brotliMax } from '#server/site/compress.ts'
import { median } from './median.ts'
import { searchCorpus } from './search-corpus.ts'
import { generator, runBench } from './seeded-bench.ts'

const QUERIES = 200
const NEWS_POSTS = 40
const EVENTS = 20
/** A mid-range phone runs JavaScript about this many times slower than this machine (Lighthouse's mobile throttling). */
const PHONE_SLOWDOWN = 4
const TARGET_MS = 100

const { values: args } = parseArgs({ options: { postgres: { type: 'string' }, libs: { type: 'string' } } })

/* ---------- The corpus ---------- */

const PARAGRAPH =
  'Las fichas de admisión para el ciclo escolar ya se pueden generar en línea, desde cualquier campus y en todas las modalidades. ' +
  'El examen de ubicación se aplica cada sábado; consulta los costos, las becas y los documentos que necesitas.'

/** The seed, with a year of news and events as staff would publish them. */
function benchContent(): ContentSource {
  const random = generator(39)
  const campuses = Object.keys(CONTENT_SEED.campus)
  const programs = Object.values(CONTENT_SEED.programa).map((program) => program.page.title)
  const news = Array.from({ length: NEWS_POSTS }, (_, index) => ({
    slug: `noticia-${index}`,
    title: `${random.pick(['Conferencia', 'Graduación', 'Torneo', 'Convocatoria', 'Taller'])} de ${random.pick(programs)}`,
    date: '2026-11-20',
    summary: `En el campus ${random.pick(campuses)}: ${PARAGRAPH.slice(0, 90)}`,
    body: [PARAGRAPH, `## ${random.pick(programs)}`, PARAGRAPH, PARAGRAPH].join('\n\n'),
  }))
  const events = Array.from({ length: EVENTS }, (_, index) => ({
    slug: `evento-${index}`,
    title: `${random.pick(['Puertas abiertas', 'Sesión informativa', 'Visita guiada'])} en ${random.pick(campuses)}`,
    kind: 'sesion-informativa' as const,
    venue: 'en-linea' as const,
    place: 'Auditorio principal',
    start: '2027-01-15T10:00',
    end: '2027-01-15T12:00',
    summary: PARAGRAPH.slice(0, 120),
    description: [PARAGRAPH, PARAGRAPH].join('\n\n'),
  }))
  const records = { ...CONTENT_SEED, noticias: { [SINGLE_RECORD_KEY]: news }, eventos: { [SINGLE_RECORD_KEY]: events } }
  return {
    record<Kind extends ContentKind>(kind: Kind, key = SINGLE_RECORD_KEY) {
      return Promise.resolve((records[kind] as Record<string, unknown>)[key] as ContentData<Kind>)
    },
    publishedAt: () => Promise.resolve(null),
  }
}

/** Queries as people type them: a word of the corpus cut after 2 to all its letters, one in three in capitals, some with a second word or a plural. */
function queriesFrom(documents: readonly SearchDocument[]): string[] {
  const random = generator(63)
  const words = [...new Set(documents.flatMap((document) => `${document.title} ${document.summary}`.split(/[^\p{L}]+/u)).filter((word) => word.length >= 4))]
  return Array.from({ length: QUERIES }, () => {
    const word = random.pick(words)
    const typed = word.slice(0, 2 + Math.floor(random.next() * (word.length - 1)))
    const shaped = random.next() < 0.33 ? typed.toUpperCase() : random.next() < 0.5 ? foldText(typed) : typed
    const roll = random.next()
    if (roll < 0.2) return `${random.pick(words)} ${shaped}`
    if (roll < 0.35) return `${word}s`
    return shaped
  })
}

/* ---------- Measuring ---------- */

interface Row {
  option: string
  /** Building the index: cold, then warm. */
  build: number
  rebuild: number
  medianMs: number
  p95Ms: number
  hits: number
}

async function timeQueries(option: string, [buildMs, rebuildMs]: readonly [number, number], queries: readonly string[], search: (query: string) => Promise<number> | number): Promise<Row> {
  for (const query of queries.slice(0, 20)) await search(query)
  const timings: number[] = []
  let hits = 0
  for (const query of queries) {
    const start = performance.now()
    hits += await search(query)
    timings.push(performance.now() - start)
  }
  timings.sort((a, b) => a - b)
  return { option, build: buildMs, rebuild: rebuildMs, medianMs: median(timings), p95Ms: timings[Math.floor(timings.length * 0.95)] ?? Number.NaN, hits }
}

const BUILD_REPEATS = 5

/** The index made once cold (what a page does once) and then {@link BUILD_REPEATS} more times: the cold time, and the median of the others. */
function timeBuild<Value>(make: () => Value): [Value, number, number] {
  let start = performance.now()
  const value = make()
  const cold = performance.now() - start
  const warm: number[] = []
  for (let repeat = 0; repeat < BUILD_REPEATS; repeat++) {
    start = performance.now()
    make()
    warm.push(performance.now() - start)
  }
  return [value, cold, median(warm)]
}

async function bundledBytes(entry: string, resolveDir: string): Promise<number> {
  const result = await build({ stdin: { contents: entry, resolveDir, loader: 'js' }, bundle: true, minify: true, format: 'esm', write: false, logLevel: 'silent' })
  return brotliMax(Buffer.from(result.outputFiles[0]?.contents ?? new Uint8Array())).length
}

/** The library from the project, or from `--libs`; undefined when neither holds it. */
async function optionalLibrary(name: string): Promise<{ module: Record<string, unknown>; dir: string } | undefined> {
  for (const dir of [process.cwd(), ...(args.libs ? [args.libs] : [])]) {
    try {
      const resolved = createRequire(join(dir, 'package.json')).resolve(name)
      return { module: (await import(pathToFileURL(resolved).href)) as Record<string, unknown>, dir }
    } catch {
      continue
    }
  }
  return undefined
}

const stemmedText = (document: SearchDocument) => searchTerms(`${document.title} ${document.summary} ${document.text}`).join(' ')

async function benchMiniSearch(documents: readonly SearchDocument[], queries: readonly string[]): Promise<Row> {
  const [index, cold, warm] = timeBuild(() => buildSearchIndex(documents))
  return timeQueries('MiniSearch 7.2.0 (navegador)', [cold, warm], queries, (query) => index.search(query).length)
}

interface FlexDocument {
  add(id: number, text: string): void
  search(query: string, options: { limit: number; suggest?: boolean }): number[]
}

async function benchFlexSearch(documents: readonly SearchDocument[], queries: readonly string[]): Promise<Row | undefined> {
  const library = await optionalLibrary('flexsearch')
  if (!library) return undefined
  const Index = (library.module.Index ?? (library.module.default as Record<string, unknown>).Index) as new (options: object) => FlexDocument
  const [index, cold, warm] = timeBuild(() => {
    const flex = new Index({ tokenize: 'forward', encode: (text: string) => searchTerms(text) })
    documents.forEach((document, id) => flex.add(id, stemmedText(document)))
    return flex
  })
  return timeQueries('FlexSearch (navegador)', [cold, warm], queries, (query) => index.search(query, { limit: 50 }).length)
}

async function benchOrama(documents: readonly SearchDocument[], queries: readonly string[]): Promise<Row | undefined> {
  const library = await optionalLibrary('@orama/orama')
  if (!library) return undefined
  const { create, insertMultiple, search } = library.module as {
    create: (options: object) => unknown
    insertMultiple: (db: unknown, docs: object[]) => unknown
    search: (db: unknown, params: object) => { count: number } | Promise<{ count: number }>
  }
  const makeIndex = async () => {
    const db = create({ schema: { text: 'string' }, components: { tokenizer: { language: 'spanish', normalizationCache: new Map(), tokenize: (text: string) => searchTerms(text) } } })
    await insertMultiple(db, documents.map((document) => ({ text: stemmedText(document) })))
    return db
  }
  let start = performance.now()
  const db = await makeIndex()
  const cold = performance.now() - start
  start = performance.now()
  await makeIndex()
  return timeQueries('Orama (navegador)', [cold, performance.now() - start], queries, async (query) => (await search(db, { term: query, limit: 50 })).count)
}

/** FTS5 over the stemmed words (FTS5 has no Spanish stemmer); each query word as a prefix. */
async function benchSqlite(documents: readonly SearchDocument[], queries: readonly string[]): Promise<Row> {
  const databases: Database.Database[] = []
  const [insert, cold, warm] = timeBuild(() => {
    const db = new Database(':memory:')
    databases.push(db)
    db.exec("CREATE VIRTUAL TABLE documents USING fts5(body, tokenize = 'unicode61 remove_diacritics 2')")
    const statement = db.prepare('INSERT INTO documents (rowid, body) VALUES (?, ?)')
    db.transaction(() => documents.forEach((document, id) => statement.run(id, stemmedText(document))))()
    return db.prepare('SELECT rowid FROM documents WHERE documents MATCH ? ORDER BY rank LIMIT 50')
  })
  const row = await timeQueries('SQLite FTS5 (servidor, sin la red)', [cold, warm], queries, (query) => {
    const words = searchTerms(query)
    return words.length === 0 ? 0 : insert.all(words.map((word) => `"${word}"*`).join(' AND ')).length
  })
  for (const db of databases) db.close()
  return row
}

/** PostgreSQL's 'spanish' configuration over unaccented text; each query word as a prefix. */
async function benchPostgres(url: string, documents: readonly SearchDocument[], queries: readonly string[]): Promise<Row> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query('CREATE EXTENSION IF NOT EXISTS unaccent')
    const start = performance.now()
    await client.query('CREATE TABLE bench_search_documents (id integer PRIMARY KEY, body tsvector NOT NULL)')
    for (const [id, document] of documents.entries()) {
      await client.query("INSERT INTO bench_search_documents VALUES ($1, to_tsvector('spanish', unaccent($2)))", [id, `${document.title} ${document.summary} ${document.text}`])
    }
    await client.query('CREATE INDEX ON bench_search_documents USING gin (body)')
    const buildMs = performance.now() - start
    return await timeQueries('PostgreSQL «spanish» + unaccent (servidor, sin la red)', [buildMs, buildMs], queries, async (query) => {
      const words = foldText(query).split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '')
      if (words.length === 0) return 0
      const tsquery = words.map((word) => `${word}:*`).join(' & ')
      const result = await client.query(
        "SELECT id FROM bench_search_documents WHERE body @@ to_tsquery('spanish', $1) ORDER BY ts_rank(body, to_tsquery('spanish', $1)) DESC LIMIT 50",
        [tsquery],
      )
      return result.rowCount ?? 0
    })
  } finally {
    await client.query('DROP TABLE IF EXISTS bench_search_documents')
    await client.end()
  }
}

/* ---------- Report ---------- */

const ms = (value: number) => value.toFixed(3)

runBench(async () => {
  const documents = await searchCorpus(benchContent())
  const queries = queriesFrom(documents)
  const json = Buffer.from(JSON.stringify({ revision: 1, documents }))
  console.log(`Corpus: ${documents.length} documentos, ${json.length} B en JSON, ${brotliMax(json).length} B con brotli; ${QUERIES} consultas.`)

  const rows = [
    await benchMiniSearch(documents, queries),
    await benchFlexSearch(documents, queries),
    await benchOrama(documents, queries),
    await benchSqlite(documents, queries),
    ...(args.postgres ? [await benchPostgres(args.postgres, documents, queries)] : []),
  ].filter((row): row is Row => row !== undefined)

  console.log(`\n| opción | índice en frío (ms) | índice de nuevo (ms) | mediana (ms) | p95 (ms) | p95 × ${PHONE_SLOWDOWN} (teléfono) | resultados |`)
  console.log('|---|---:|---:|---:|---:|---:|---:|')
  for (const row of rows) {
    console.log(`| ${row.option} | ${ms(row.build)} | ${ms(row.rebuild)} | ${ms(row.medianMs)} | ${ms(row.p95Ms)} | ${ms(row.p95Ms * PHONE_SLOWDOWN)} | ${row.hits} |`)
  }
  const slowest = Math.max(...rows.filter((row) => row.option.includes('navegador')).map((row) => row.p95Ms * PHONE_SLOWDOWN))
  console.log(`\nMeta: < ${TARGET_MS} ms por consulta en el teléfono; la más lenta de las bibliotecas: ${ms(slowest)} ms.`)

  const libraries: [string, string][] = [
    ['minisearch', "import MiniSearch from 'minisearch'; export default new MiniSearch({ fields: ['t'] })"],
    ['flexsearch', "import { Index } from 'flexsearch'; export default new Index()"],
    ['@orama/orama', "import { create, insert, search } from '@orama/orama'; export { create, insert, search }"],
  ]
  console.log('\n| biblioteca | JS (brotli) |\n|---|---:|')
  for (const [name, entry] of libraries) {
    const library = await optionalLibrary(name)
    if (library) console.log(`| ${name} | ${await bundledBytes(entry, library.dir)} B |`)
  }
  const built = serializedIndex(documents)
  console.log(
    `\nÍndice de MiniSearch serializado: ${built.json} B, ${built.br} B con brotli (los documentos: ${brotliMax(json).length} B); ` +
      `cargarlo: ${ms(built.loadMs)} ms (indexar los documentos: ${ms(rows[0]?.rebuild ?? Number.NaN)} ms).`,
  )
})

/** What serving MiniSearch's built index instead of the documents would cost: its bytes, and loading it against indexing the documents. */
function serializedIndex(documents: readonly SearchDocument[]): { json: number; br: number; loadMs: number } {
  const options = { fields: ['title', 'summary', 'text'], tokenize: searchTerms, processTerm: (term: string) => term }
  const index = new MiniSearch(options)
  index.addAll(documents.map((document, id) => ({ ...document, id })))
  const json = JSON.stringify(index)
  const [, , loadMs] = timeBuild(() => MiniSearch.loadJSON(json, options))
  return { json: Buffer.byteLength(json), br: brotliMax(Buffer.from(json)).length, loadMs }
}
