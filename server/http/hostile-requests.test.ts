import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { admissionFormSchema } from '#contracts/admission.ts'
import { contactMessageSchema } from '#contracts/contact-message.ts'
import { CERTIFICATE_FIELDS, type Certificate } from '#contracts/certificate.ts'
import { documentRequestSchema } from '#contracts/document-request.ts'
import { becaApplicationSchema } from '#contracts/beca-application.ts'
import { STATUS_MESSAGES } from '#contracts/api-responses.ts'
import { QUEUE_STATUS_LABELS } from '#contracts/queues.ts'
import { STAFF_ROLES } from '#contracts/staff.ts'
import { buildApp } from '#server/app.ts'
import { upsertCertificate } from '#server/db/certificates.ts'
import { createFixtureSite, type FixtureSite } from '#tests/support/server/fixture-site.ts'
import { startFormApp, type FormApp } from '#tests/support/server/form-app.ts'
import { LIVE_SESSION, anyMethod, hostileRequest, unknownUrl, type RouteUnderTest } from '#tests/support/server/hostile-requests.ts'
import { seedQueueItem } from '#tests/support/server/queue-seeds.ts'
import { STAFF_PASSWORD, cookieHeader, createTestStaff } from '#tests/support/server/staff.ts'
import { testConfig } from '#tests/support/server/test-config.ts'
import { describeOnEachDatabase } from '#tests/support/server/test-databases.ts'

/*
 * Issue 16, "Must show": at least 10,000 malformed or hostile requests to every public and staff
 * endpoint, on SQLite and PostgreSQL: no 5xx, no error in the log, and every row stored meanwhile
 * still valid. The requests come from a fixed seed (printed on failure), so a failure replays.
 */

const REQUESTS = 10_000
const SEED = 1_601
const CONCURRENCY = 4
/** A session can be ended by a hostile sign-out: a fresh one is opened this often. */
const REQUESTS_PER_SESSION = 250
const STAFF_EMAIL = 'fuzz.admin@instituto.example'
// The staff's own sign-ins come from an address the hostile ones never use, so their failures do not throttle it.
const STAFF_ADDRESS = '10.255.255.1'
const SEEDED = { contacto: 'CON-FUZZ-1', fichas: 'FIC-FUZZ-1', documentos: 'DOC-FUZZ-1', becas: 'BECA-FUZZ-1', certificado: 'FUZZ-CERT-1' } as const

/** The schema each queue's stored fields must still satisfy, and the statuses a row may be in. */
const STORED_SUBMISSIONS = [
  { table: 'contact_messages', schema: contactMessageSchema, statuses: Object.keys(QUEUE_STATUS_LABELS.contacto) },
  { table: 'admission_forms', schema: admissionFormSchema, statuses: Object.keys(QUEUE_STATUS_LABELS.fichas) },
  { table: 'document_requests', schema: documentRequestSchema, statuses: Object.keys(QUEUE_STATUS_LABELS.documentos) },
  { table: 'beca_applications', schema: becaApplicationSchema, statuses: Object.keys(QUEUE_STATUS_LABELS.becas) },
] as const

interface Answer {
  readonly request: InjectOptions
  readonly statusCode: number
  readonly body: string
}

/** A JSON log line at level error (50) or fatal (60). */
function isErrorLine(line: string): boolean {
  return (JSON.parse(line) as { level?: number }).level! >= 50
}

describeOnEachDatabase('the API under 10,000 hostile requests (issue 16)', (fixture) => {
  let current: FormApp | undefined
  afterEach(async () => {
    await current?.app.close()
    current = undefined
  })

  it(
    'answers every one below 500, logs no error, and leaves every stored row valid with its file',
    async () => {
      const routes: RouteUnderTest[] = []
      const errorLines: string[] = []
      current = await startFormApp(fixture, {
        env: { LOG_LEVEL: 'error', RATE_LIMIT_MAX: '1000000' },
        logStream: { write: (line) => (isErrorLine(line) ? errorLines.push(line) : undefined) },
        onRoute: (route: RouteOptions) => {
          if (!route.url.startsWith('/api/v1/')) return
          for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url })
        },
      })
      const form = current
      const staff = await createTestStaff(form, STAFF_EMAIL, STAFF_ROLES)
      await seedQueueItem(form, 'contacto', SEEDED.contacto)
      await seedQueueItem(form, 'fichas', SEEDED.fichas)
      await seedQueueItem(form, 'documentos', SEEDED.documentos, { withReceiptFile: true })
      await seedQueueItem(form, 'becas', SEEDED.becas, { withReceiptFile: true })
      const certificate = Object.fromEntries(CERTIFICATE_FIELDS.map((field) => [field, field === 'Folio' ? SEEDED.certificado : 'x'])) as Certificate
      await upsertCertificate(form.db, certificate, new Date())

      const context = {
        knownParams: [...Object.values(SEEDED), staff.id, 'svg', 'png', 'entregado-1', `${SEEDED.becas}-doc-1`],
        ownOrigin: 'https://www.instituto-ejemplo.edu.mx',
      }
      // Every route gets its share: the requests go round the routes, each drawn for its route.
      const perRoute = Math.ceil(REQUESTS / routes.length)
      const requests = routes.flatMap((route, index) => fc.sample(hostileRequest(route, context), { numRuns: perRoute, seed: SEED + index }))
      expect(requests.length).toBeGreaterThanOrEqual(REQUESTS)

      const answers: Answer[] = []
      for (let start = 0; start < requests.length; start += REQUESTS_PER_SESSION) {
        const cookie = await signInFrom(form, staff.email)
        const batch = requests.slice(start, start + REQUESTS_PER_SESSION).map((request) => withLiveCookie(request, cookie))
        answers.push(...(await sendAll(form, batch)))
      }
      // Whatever the requests stored, its e-mails must still be built and written.
      const delivery = await form.app.outbox.deliverDue()

      const serverErrors = answers.filter((answer) => answer.statusCode >= 500)
      expect(serverErrors.slice(0, 5).map(describeAnswer), `seed ${SEED}`).toEqual([])
      expect(errorLines.slice(0, 5), `seed ${SEED}`).toEqual([])
      expect(delivery.failed).toBe(0)
      expect(new Set(answers.map((answer) => answer.statusCode)).size).toBeGreaterThan(8)
      // Some hostile requests were valid enough to be stored: the checks below are not empty.
      expect(answers.filter((answer) => answer.statusCode === 201).length).toBeGreaterThan(0)

      for (const { table, schema, statuses } of STORED_SUBMISSIONS) {
        const rows = await form.db.selectFrom(table).selectAll().execute()
        for (const row of rows) {
          expect(statuses, `${table} ${row.folio}`).toContain(row.status)
          if (Object.values(SEEDED).includes(row.folio as never)) continue
          const fields = Object.fromEntries(Object.entries(row).filter(([key, value]) => key in schema.shape && value !== null))
          expect(schema.safeParse(fields).error?.issues, `${table} ${row.folio}`).toBeUndefined()
        }
      }
      const receipts = await form.db.selectFrom('document_requests').select(['folio', 'comprobante_archivo']).execute()
      for (const { folio, comprobante_archivo: file } of receipts) {
        expect(existsSync(join(form.uploadDir, file)), `receipt of ${folio}`).toBe(true)
      }
      expect(receipts.some((row) => row.folio !== SEEDED.documentos)).toBe(true)
      const becaDocuments = await form.db.selectFrom('beca_documents').select(['folio', 'stored_name']).execute()
      for (const { folio, stored_name: file } of becaDocuments) {
        expect(existsSync(join(form.uploadDir, file)), `document of ${folio}`).toBe(true)
      }
    },
    600_000,
  )
})

/** Signs in again (a hostile request may have signed every session out). */
async function signInFrom(form: FormApp, email: string): Promise<string> {
  const payload = { email, contrasena: STAFF_PASSWORD }
  const response = await form.app.inject({ method: 'POST', url: '/api/v1/panel/sesion', payload, remoteAddress: STAFF_ADDRESS })
  expect(response.statusCode).toBe(200)
  return cookieHeader(response)
}

/** Puts this batch's live session where the generator asked for one. */
function withLiveCookie(request: InjectOptions, cookie: string): InjectOptions {
  return request.headers?.cookie === LIVE_SESSION ? { ...request, headers: { ...request.headers, cookie } } : request
}

/** Sends the requests a few at a time, as concurrent clients would. */
async function sendAll(form: FormApp, requests: readonly InjectOptions[]): Promise<Answer[]> {
  const answers: Answer[] = []
  let next = 0
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++]!
      const response = await form.app.inject(request)
      answers.push({ request, statusCode: response.statusCode, body: response.body.slice(0, 300) })
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return answers
}

function describeAnswer(answer: Answer): string {
  return `${answer.request.method} ${String(answer.request.url).slice(0, 200)} → ${answer.statusCode} ${answer.body}`
}

/*
 * Issue 34: URLs no route takes crashed the not-found handler (a path with NUL, or longer than a
 * file name may be, reached `statSync`). Only with a built site, which the API-only app above has not.
 */
describe('unknown URLs against the built site (issue 34)', () => {
  const UNKNOWN_URL_RUNS = 400
  const UNKNOWN_URL_SEED = 3_402
  let site: FixtureSite
  let app: FastifyInstance
  const errorLines: string[] = []
  beforeAll(async () => {
    site = createFixtureSite()
    const logStream = { write: (line: string) => (isErrorLine(line) ? errorLines.push(line) : undefined) }
    app = await buildApp(testConfig(site.siteDir, { LOG_LEVEL: 'error' }), { logStream })
  })
  afterAll(async () => {
    await app.close()
    site.remove()
  })
  afterEach(() => {
    expect(errorLines.splice(0).slice(0, 3).map((line) => line.slice(0, 400))).toEqual([])
  })

  /** The headers every answer carries, errors included. */
  function expectSecurityHeaders(response: LightMyRequestResponse): void {
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(response.headers['content-security-policy']).toBeDefined()
  }

  it.each([
    ['POST /%00', 'POST', '/%00', 'json'],
    ['GET / and 300 × a', 'GET', `/${'a'.repeat(300)}`, 'page'],
    ['GET /api/v1/certificates/ and 5,000 × a', 'GET', `/api/v1/certificates/${'a'.repeat(5_000)}`, 'json'],
  ] as const)('answers %s with 404 and the security headers', async (_name, method, url, kind) => {
    const response = await app.inject({ method, url })
    expect(response.statusCode).toBe(404)
    expectSecurityHeaders(response)
    if (kind === 'json') expect(response.json()).toEqual({ mensaje: STATUS_MESSAGES[404] })
    else expect(response.body).toContain(site.notFoundText)
  })

  it(`answers ${UNKNOWN_URL_RUNS} drawn URLs and methods below 500, with the security headers`, async () => {
    await fc.assert(
      fc.asyncProperty(anyMethod, unknownUrl, async (method, url) => {
        const response = await app.inject({ method, url })
        expect(response.statusCode, `${method} ${url.slice(0, 200)}`).toBeLessThan(500)
        expectSecurityHeaders(response)
      }),
      { numRuns: UNKNOWN_URL_RUNS, seed: UNKNOWN_URL_SEED },
    )
  })
})
