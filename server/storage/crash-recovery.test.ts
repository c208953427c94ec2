import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { connect, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { API_PATHS } from '#contracts/api-paths.ts'
import type { DatabaseConfig } from '#server/config/env.ts'
import { createDatabase, type DatabaseHandle } from '#server/db/database.ts'
import { multipartBody, pdfBytes } from '#tests/support/server/multipart.ts'
import { startServerProcess, type ServerProcess } from '#tests/support/server/server-process.ts'
import { TEST_POSTGRES_URL, databaseUrlOf, postgresSchemas } from '#tests/support/server/test-databases.ts'

/*
 * Issue 16 (Must show): a server killed with SIGKILL during a burst of fichas and uploads keeps
 * every submission it acknowledged, with its file, and once restarted its periodic sweep leaves
 * no stored file without a row and no temp file. Bounded: a fixed number of requests, loopback
 * only, every wait with a ceiling.
 */

const FICHAS = 30
const UPLOADS = 12
/** Uploads that send half their body and then hang: their temp files are certain to be left behind. */
const STALLED = 3
/** The kill comes once this many submissions were acknowledged, with the rest still in flight. */
const KILL_AFTER_ACKS = 10
const UPLOAD_BYTES = 256 * 1024
const TEMP_SUFFIX = '.partial'
const STORED_NAME = /^[0-9a-f-]{36}\.[a-z0-9]+$/
/** Ceilings for a busy machine, not speed checks. */
const WAIT = { timeout: 20_000, interval: 100 }

const ficha = (index: number) => ({
  apellido_paterno: 'García',
  apellido_materno: 'López',
  nombres: `Ana ${String.fromCharCode(65 + (index % 26))}`,
  correo_electronico: `ana${index}@example.com`,
  telefono: '8711234567',
  nivel_estudio: 'licenciatura',
  campus: 'Torreon',
  carrera: 'Derecho',
})

const requestFields = {
  nombre_completo: 'María Fernanda López Ruiz',
  correo: 'maria.lopez@example.com',
  telefono: '+528711234567',
  nivel_estudios: 'lic-derecho',
  especificaciones: 'Constancia de estudios',
}

/** A PDF whose bytes are its own: the number is written into the padding. */
function distinctPdf(index: number): Buffer {
  const bytes = pdfBytes(UPLOAD_BYTES)
  bytes.write(`recibo-${index}-`, 200, 'latin1')
  return bytes
}

interface Acknowledged {
  readonly fichas: string[]
  /** Folio → the receipt sent with it. */
  readonly requests: Map<string, Buffer>
}

async function postFicha(origin: string, index: number): Promise<string | undefined> {
  const response = await fetch(`${origin}/api/v1${API_PATHS.admissionForm}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ficha(index)),
  })
  return response.status === 201 ? ((await response.json()) as { folio: string }).folio : undefined
}

async function postRequest(origin: string, content: Buffer): Promise<string | undefined> {
  const body = multipartBody(requestFields, [{ field: 'comprobante_pago', filename: 'recibo.pdf', contentType: 'application/pdf', content }])
  const response = await fetch(`${origin}/api/v1${API_PATHS.documentRequest}`, {
    method: 'POST',
    headers: { 'content-type': body.contentType },
    body: new Uint8Array(body.payload),
  })
  return response.status === 201 ? ((await response.json()) as { folio: string }).folio : undefined
}

/** Sends the head and half the body of an upload, then nothing: the server holds a temp file open. */
function stallUpload(origin: string, index: number): Socket {
  const body = multipartBody(requestFields, [{ field: 'comprobante_pago', filename: 'lento.pdf', contentType: 'application/pdf', content: distinctPdf(1000 + index) }])
  const { hostname, port } = new URL(origin)
  const socket = connect(Number(port), hostname)
  socket.on('error', () => undefined)
  socket.write(
    `POST /api/v1${API_PATHS.documentRequest} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n` +
      `Content-Type: ${body.contentType}\r\nContent-Length: ${body.payload.length}\r\n\r\n`,
  )
  socket.write(body.payload.subarray(0, body.payload.length / 2))
  return socket
}

function filesIn(dir: string): string[] {
  try {
    return readdirSync(dir).sort()
  } catch {
    return []
  }
}

/** The stored files of one driver: the folder's committed names, or the rows of `stored_files`. */
async function storedNames(handle: DatabaseHandle, driver: string, uploadDir: string): Promise<string[]> {
  if (driver === 'local') return filesIn(uploadDir).filter((name) => STORED_NAME.test(name) && !name.endsWith(TEMP_SUFFIX))
  const rows = await handle.db.selectFrom('stored_files').select('name').execute()
  return rows.map((row) => row.name).sort()
}

async function storedBytes(handle: DatabaseHandle, driver: string, uploadDir: string, name: string): Promise<Buffer | undefined> {
  if (driver === 'local') return filesIn(uploadDir).includes(name) ? readFileSync(join(uploadDir, name)) : undefined
  const row = await handle.db.selectFrom('stored_files').select('content').where('name', '=', name).executeTakeFirst()
  return row === undefined ? undefined : Buffer.from(row.content)
}

async function namedFiles(handle: DatabaseHandle): Promise<Set<string>> {
  const receipts = await handle.db.selectFrom('document_requests').select('comprobante_archivo as file').execute()
  const delivered = await handle.db.selectFrom('delivered_documents').select('stored_name as file').execute()
  return new Set([...receipts, ...delivered].map((row) => row.file))
}

/** Fires the burst and kills the server once enough of it was acknowledged; what came back before the kill. */
async function burstAndKill(server: ServerProcess, uploadDir: string): Promise<Acknowledged> {
  const stalled = Array.from({ length: STALLED }, (_unused, index) => stallUpload(server.origin, index))
  await vi.waitFor(() => expect(filesIn(uploadDir).filter((name) => name.endsWith(TEMP_SUFFIX)).length).toBeGreaterThanOrEqual(STALLED), WAIT)

  const acknowledged: Acknowledged = { fichas: [], requests: new Map() }
  let killed = false
  let acks = 0
  let kill: Promise<void> | undefined
  const onAck = () => {
    acks += 1
    if (acks === KILL_AFTER_ACKS) kill = server.kill().then(() => void (killed = true))
  }
  const record = <T>(sent: Promise<T | undefined>, keep: (value: T) => void) =>
    sent.then(
      (value) => {
        // An answer read after the kill came from nowhere: only what arrived before counts.
        if (value === undefined || killed) return
        keep(value)
        onAck()
      },
      () => undefined,
    )
  const requests: Promise<void>[] = []
  for (let index = 0; index < Math.max(FICHAS, UPLOADS); index += 1) {
    if (index < FICHAS) requests.push(record(postFicha(server.origin, index), (folio) => acknowledged.fichas.push(folio)))
    if (index < UPLOADS) {
      const content = distinctPdf(index)
      requests.push(record(postRequest(server.origin, content), (folio) => acknowledged.requests.set(folio, content)))
    }
  }
  await Promise.all(requests)
  // Every request ended before the count was reached (a fast machine): kill now, the stalled uploads still open.
  kill ??= server.kill()
  await kill
  for (const socket of stalled) socket.destroy()
  return acknowledged
}

const variants: { name: string; driver: string; database: () => Promise<DatabaseConfig> }[] = [
  { name: 'SQLite file, local files', driver: 'local', database: async () => ({ dialect: 'sqlite', filename: join(dataRoot(), 'app.db') }) },
]
const schemas = TEST_POSTGRES_URL ? postgresSchemas(TEST_POSTGRES_URL) : undefined
if (schemas !== undefined) variants.push({ name: 'PostgreSQL, files in the database', driver: 'database', database: () => schemas.fresh() })
afterAll(() => schemas?.dropAll())

let root: string | undefined
function dataRoot(): string {
  root ??= mkdtempSync(join(tmpdir(), 'instituto-crash-'))
  return root
}
const cleanups: Array<() => unknown> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  if (root !== undefined) rmSync(root, { recursive: true, force: true })
  root = undefined
})

describe('a server killed with SIGKILL during a burst of fichas and uploads', () => {
  for (const variant of variants) {
    it(
      `keeps every acknowledged submission with its file; the next sweep leaves no file without a row and no temp file (${variant.name})`,
      async () => {
        const config = await variant.database()
        const uploadDir = join(dataRoot(), 'uploads')
        const env = {
          DATABASE_URL: databaseUrlOf(config),
          UPLOAD_DIR: uploadDir,
          OUTBOX_DIR: join(dataRoot(), 'outbox'),
          STORAGE_DRIVER: variant.driver,
          RATE_LIMIT_MAX: '100000',
        }
        const first = await startServerProcess(env)
        cleanups.push(() => first.kill())
        const acknowledged = await burstAndKill(first, uploadDir)
        expect(acknowledged.fichas.length + acknowledged.requests.size).toBeGreaterThanOrEqual(KILL_AFTER_ACKS)
        // What the crash left: at least the stalled uploads' temp files.
        expect(filesIn(uploadDir).filter((name) => name.endsWith(TEMP_SUFFIX)).length).toBeGreaterThanOrEqual(STALLED)

        // Restarted on the same data, with the sweep's timings made short: a sweep every 300 ms that
        // takes what was untouched for a second (nothing is in flight any more).
        const second = await startServerProcess({ ...env, STORAGE_SWEEP_INTERVAL_MS: '300', STORAGE_SWEEP_MIN_AGE_MS: '1000' })
        cleanups.push(() => second.stop())
        const handle = createDatabase(config)
        cleanups.push(() => handle.destroy())

        const fichaRows = await handle.db.selectFrom('admission_forms').select('folio').execute()
        expect(fichaRows.map((row) => row.folio)).toEqual(expect.arrayContaining(acknowledged.fichas))
        const requestRows = await handle.db.selectFrom('document_requests').select(['folio', 'comprobante_archivo']).execute()
        const fileOf = new Map(requestRows.map((row) => [row.folio, row.comprobante_archivo]))
        for (const [folio, content] of acknowledged.requests) {
          const name = fileOf.get(folio)
          expect(name, `fila de ${folio}`).toBeDefined()
          const stored = await storedBytes(handle, variant.driver, uploadDir, name ?? '')
          expect(stored?.equals(content), `archivo de ${folio}`).toBe(true)
        }

        await vi.waitFor(async () => {
          const named = await namedFiles(handle)
          const leftOver = [
            ...filesIn(uploadDir).filter((name) => name.endsWith(TEMP_SUFFIX)),
            ...(await storedNames(handle, variant.driver, uploadDir)).filter((name) => !named.has(name)),
          ]
          expect(leftOver, 'archivos temporales o sin registro tras el barrido').toEqual([])
        }, WAIT)
        // Nothing a row names was taken.
        for (const name of fileOf.values()) expect(await storedBytes(handle, variant.driver, uploadDir, name)).toBeDefined()
        expect(await second.stop()).toBe(0)
      },
      60_000,
    )
  }
})
