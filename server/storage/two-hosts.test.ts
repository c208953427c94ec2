import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { API_PATHS, PANEL_API_PATHS, QUEUE_API_PATHS } from '#contracts/api-paths.ts'
import { CERTIFICATE_LOOKUPS_PER_IP, CERTIFICATE_LOOKUP_WINDOW_SECONDS } from '#contracts/limits.ts'
import { createStaffAuth } from '#server/auth/auth.ts'
import { createStaffAccount } from '#server/auth/staff-accounts.ts'
import { createDatabase, type DatabaseHandle } from '#server/db/database.ts'
import { multipartBody, pdfBytes } from '#tests/support/server/multipart.ts'
import { startServerProcess, type ServerProcess } from '#tests/support/server/server-process.ts'
import { startSmtpSink, type SmtpSink } from '#tests/support/server/smtp-sink.ts'
import { TEST_POSTGRES_URL, databaseUrlOf, postgresSchemas } from '#tests/support/server/test-databases.ts'

/*
 * Issue 16, item 7: two API hosts behind a balancer, as two real server processes on one
 * PostgreSQL database, each with its own UPLOAD_DIR (its own disk). A receipt uploaded through
 * the first is attached by the second's outbox once the first is gone; a staff session and a
 * database-counted limit hold across both. The same scenario on the local driver shows why the
 * database driver exists: the second host cannot attach a file that lives on the first's disk.
 */

const AUTH_SECRET = 'una-clave-compartida-por-los-dos-servidores-0123'
const STAFF = { email: 'escolares@example.com', password: 'faro-nogal-sierra-84' }
const DOCUMENTS_TO = 'servicios@example.com'
const STAFF_SUBJECT = /^Nueva solicitud de documento DOC-/
/** Ceilings for a busy machine (the outbox polls every 5 s), not speed checks. */
const WAIT = { timeout: 20_000, interval: 100 }
const WINDOW_MS = CERTIFICATE_LOOKUP_WINDOW_SECONDS * 1000
/** Room left in the limit's window for every lookup of the test (they take well under a second). */
const WINDOW_MARGIN_MS = 10_000

const requestFields = {
  nombre_completo: 'María Fernanda López Ruiz',
  correo: 'maria.lopez@example.com',
  telefono: '+528711234567',
  nivel_estudios: 'lic-derecho',
  especificaciones: 'Constancia de estudios',
}

const schemas = TEST_POSTGRES_URL ? postgresSchemas(TEST_POSTGRES_URL) : undefined
afterAll(() => schemas?.dropAll())
const cleanups: Array<() => unknown> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

interface Hosts {
  readonly first: ServerProcess
  readonly second: ServerProcess
  readonly firstSink: SmtpSink
  readonly secondSink: SmtpSink
  readonly handle: DatabaseHandle
}

/** Two hosts on one database, each its own folder and mail server; both mail servers refuse for now. */
async function startTwoHosts(driver: string): Promise<Hosts> {
  const config = await schemas!.fresh()
  const handle = createDatabase(config)
  cleanups.push(() => handle.destroy())
  const host = async (name: string) => {
    const dir = mkdtempSync(join(tmpdir(), `instituto-host-${name}-`))
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
    const sink = await startSmtpSink()
    sink.refuse(true)
    cleanups.push(() => sink.close())
    const server = await startServerProcess({
      DATABASE_URL: databaseUrlOf(config),
      STORAGE_DRIVER: driver,
      UPLOAD_DIR: join(dir, 'uploads'),
      SMTP_URL: sink.url,
      DOCUMENTS_MAIL_TO: DOCUMENTS_TO,
      AUTH_SECRET,
    })
    cleanups.push(() => server.stop())
    return { server, sink }
  }
  // One after the other: the first runs the migrations alone.
  const first = await host('a')
  const second = await host('b')
  return { first: first.server, second: second.server, firstSink: first.sink, secondSink: second.sink, handle }
}

async function postRequest(origin: string, content: Buffer): Promise<Response> {
  const body = multipartBody(requestFields, [{ field: 'comprobante_pago', filename: 'recibo.pdf', contentType: 'application/pdf', content }])
  return fetch(`${origin}/api/v1${API_PATHS.documentRequest}`, {
    method: 'POST',
    headers: { 'content-type': body.contentType },
    body: new Uint8Array(body.payload),
  })
}

function staffMessage(handle: DatabaseHandle) {
  return handle.db.selectFrom('outbox_messages').selectAll().where('recipients', '=', DOCUMENTS_TO).executeTakeFirstOrThrow()
}

/**
 * Posts a request with a receipt to the first host, whose mail server refuses (451), and stops
 * that host once the staff e-mail has been tried and left pending; then lets the second host's
 * mail server accept, and moves the message's retry time to now in the database, standing for the
 * minute of back-off passing.
 */
async function uploadOnFirstThenStopIt(hosts: Hosts, receipt: Buffer): Promise<string> {
  const response = await postRequest(hosts.first.origin, receipt)
  expect(response.status).toBe(201)
  const { folio } = (await response.json()) as { folio: string }
  await vi.waitFor(async () => expect((await staffMessage(hosts.handle)).attempts).toBeGreaterThanOrEqual(1), WAIT)
  expect(await hosts.first.stop()).toBe(0)
  expect(hosts.firstSink.received).toEqual([])
  const pending = await staffMessage(hosts.handle)
  expect(pending.status).toBe('pending')
  hosts.secondSink.refuse(false)
  await hosts.handle.db.updateTable('outbox_messages').set({ next_attempt_at: new Date().toISOString() }).where('id', '=', pending.id).execute()
  return folio
}

/** Waits, within a ceiling, until the current window of the per-minute limit has room for the whole test. */
async function startOfFreshWindow(): Promise<void> {
  const intoWindow = Date.now() % WINDOW_MS
  if (WINDOW_MS - intoWindow < WINDOW_MARGIN_MS) await new Promise((done) => setTimeout(done, WINDOW_MS - intoWindow + 50))
}

async function lookUp(origin: string): Promise<number> {
  const response = await fetch(`${origin}/api/v1${API_PATHS.certificate('NO-EXISTE-1')}`)
  await response.arrayBuffer()
  return response.status
}

describe.skipIf(!TEST_POSTGRES_URL)('two API hosts on one PostgreSQL database', () => {
  it(
    'with STORAGE_DRIVER=database: the second host attaches the receipt uploaded through the first, byte for byte; sessions and limits hold across both',
    async () => {
      const hosts = await startTwoHosts('database')
      const { first, second } = hosts

      // A staff session opened on the first host works on the second (same AUTH_SECRET, sessions in the database).
      const auth = createStaffAuth({ db: hosts.handle.db, dialect: 'postgres', secret: AUTH_SECRET, publicBaseUrl: first.origin, secureCookies: true })
      await createStaffAccount(auth, hosts.handle.db, { email: STAFF.email, nombre: 'Laura Escolares', roles: ['servicios-escolares'] }, STAFF.password)
      const signIn = await fetch(`${first.origin}/api/v1${PANEL_API_PATHS.session}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: STAFF.email, contrasena: STAFF.password }),
      })
      expect(signIn.status).toBe(200)
      const cookie = signIn.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ')
      const me = await fetch(`${second.origin}/api/v1${PANEL_API_PATHS.me}`, { headers: { cookie } })
      expect(me.status).toBe(200)
      expect(await me.json()).toMatchObject({ email: STAFF.email })

      // The certificate lookup's per-address limit counts the requests of both hosts together.
      await startOfFreshWindow()
      const half = Math.floor(CERTIFICATE_LOOKUPS_PER_IP / 2)
      for (let index = 0; index < half; index += 1) expect(await lookUp(first.origin)).toBe(404)
      for (let index = half; index < CERTIFICATE_LOOKUPS_PER_IP; index += 1) expect(await lookUp(second.origin)).toBe(404)
      expect(await lookUp(second.origin)).toBe(429)
      expect(await lookUp(first.origin)).toBe(429)

      const receipt = pdfBytes(400_000)
      const folio = await uploadOnFirstThenStopIt(hosts, receipt)
      await vi.waitFor(() => expect(hosts.secondSink.received.some((mail) => STAFF_SUBJECT.test(mail.headers.get('subject') ?? ''))).toBe(true), WAIT)
      const staffMail = hosts.secondSink.received.find((mail) => STAFF_SUBJECT.test(mail.headers.get('subject') ?? ''))
      expect(staffMail?.envelopeTo).toEqual([DOCUMENTS_TO])
      expect(staffMail?.attachments).toHaveLength(1)
      expect(staffMail?.attachments[0]?.contentType).toBe('application/pdf')
      expect(staffMail?.attachments[0]?.content.equals(receipt)).toBe(true)
      // Recorded just after the mail server accepted it.
      await vi.waitFor(async () => expect((await staffMessage(hosts.handle)).status).toBe('sent'), WAIT)

      // Staff download it from the second host too, with the session the first host opened.
      const download = await fetch(`${second.origin}/api/v1${QUEUE_API_PATHS.receipt(folio)}`, { headers: { cookie } })
      expect(download.status).toBe(200)
      expect(download.headers.get('content-type')).toBe('application/pdf')
      expect(Buffer.from(await download.arrayBuffer()).equals(receipt)).toBe(true)
    },
    60_000,
  )

  it(
    'with STORAGE_DRIVER=local (each host its own disk): the second host cannot attach the receipt, and the e-mail waits',
    async () => {
      const hosts = await startTwoHosts('local')
      await uploadOnFirstThenStopIt(hosts, pdfBytes(50_000))
      const before = (await staffMessage(hosts.handle)).attempts
      // The second host tries, and fails to read the file, which is on the first host's disk.
      await vi.waitFor(async () => expect(await staffMessage(hosts.handle)).toMatchObject({ status: 'pending', attempts: before + 1 }), WAIT)
      const message = await staffMessage(hosts.handle)
      expect(message.last_error).toMatch(/ENOENT|no such file/)
      expect(hosts.secondSink.received.filter((mail) => STAFF_SUBJECT.test(mail.headers.get('subject') ?? ''))).toEqual([])
    },
    60_000,
  )
})
