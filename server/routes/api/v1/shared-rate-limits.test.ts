import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterEach, expect, it } from 'vitest'
import { API_PATHS } from '#contracts/api-paths.ts'
import { CERTIFICATE_LOOKUPS_PER_IP, TRACKING_MAX_REQUESTS_PER_IP } from '#contracts/limits.ts'
import { buildApp } from '#server/app.ts'
import { startFormApp, testClock, type FormApp } from '#tests/support/server/form-app.ts'
import { testConfig } from '#tests/support/server/test-config.ts'
import { describeOnEachDatabase, type DatabaseFixture } from '#tests/support/server/test-databases.ts'

/*
 * Issue 16 (3): every limit is counted in the database, so all the processes sharing it count
 * together and a restart forgets nothing, and an IPv6 client is counted by its /64.
 */

const LIMIT = 2
const ENV = { RATE_LIMIT_MAX: String(LIMIT) }
const UNKNOWN_FOLIO = '00000000-0000-0000-0000-000000000000'
const MULTIPART = 'multipart/form-data; boundary=x'

/** Each form POST with a body it refuses (`4xx`, never stored): refused bodies count too. */
const FORMS = [
  { name: 'the contact form', url: `/api/v1${API_PATHS.contactMessage}`, payload: {}, headers: {} },
  { name: 'the ficha', url: `/api/v1${API_PATHS.admissionForm}`, payload: {}, headers: {} },
  { name: 'the document request', url: `/api/v1${API_PATHS.documentRequest}`, payload: '--x--\r\n', headers: { 'content-type': MULTIPART } },
  { name: 'the beca application', url: `/api/v1${API_PATHS.becaApplication}`, payload: '--x--\r\n', headers: { 'content-type': MULTIPART } },
] as const

let apps: FastifyInstance[] = []
afterEach(async () => {
  for (const app of apps.splice(0).reverse()) await app.close()
})

async function first(fixture: DatabaseFixture): Promise<FormApp> {
  const form = await startFormApp(fixture, { env: ENV })
  apps.push(form.app)
  return form
}

/** Another server process on the same database (or the same one restarted). */
async function another(fixture: DatabaseFixture, form: FormApp): Promise<FastifyInstance> {
  const app = await buildApp(testConfig(join(tmpdir(), 'instituto-no-site'), ENV), {
    database: fixture.open(form.databaseConfig),
    outbox: { autoStart: false },
  })
  apps.push(app)
  return app
}

function send(app: FastifyInstance, form: (typeof FORMS)[number], remoteAddress = '203.0.113.7') {
  return app.inject({ method: 'POST', url: form.url, payload: form.payload, headers: form.headers, remoteAddress })
}

describeOnEachDatabase('rate limits shared by every process (issue 16)', (fixture) => {
  it.each(FORMS)('$name: two servers on one database together allow the limit, not twice it', async (form) => {
    const one = await first(fixture)
    const two = await another(fixture, one)
    const statuses = []
    for (const app of [one.app, two, one.app, two]) statuses.push((await send(app, form)).statusCode)
    expect(statuses.slice(0, LIMIT).every((status) => status !== 429)).toBe(true)
    expect(statuses.slice(LIMIT)).toEqual([429, 429])
    const refused = await send(two, form)
    expect(refused.json()).toEqual({ mensaje: expect.stringMatching(/^Hiciste demasiadas/) })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
  })

  it.each(FORMS)('$name: a restarted server still refuses a client that reached the limit', async (form) => {
    const one = await first(fixture)
    for (let index = 0; index < LIMIT; index += 1) expect((await send(one.app, form)).statusCode).not.toBe(429)
    await one.app.close()
    apps = apps.filter((app) => app !== one.app)
    const restarted = await another(fixture, one)
    expect((await send(restarted, form)).statusCode).toBe(429)
  })

  it.each(FORMS)('$name: addresses of one IPv6 /64 share a limit, another /64 has its own', async (form) => {
    const { app } = await first(fixture)
    expect((await send(app, form, '2001:db8:7:1::a')).statusCode).not.toBe(429)
    expect((await send(app, form, '2001:db8:7:1:ffff::b')).statusCode).not.toBe(429)
    expect((await send(app, form, '2001:db8:7:1:1234:5678:9abc:def0')).statusCode).toBe(429)
    expect((await send(app, form, '2001:db8:7:2::a')).statusCode).not.toBe(429)
    // An IPv4 client on a dual-stack socket is the same client as on IPv4.
    expect((await send(app, form, '198.51.100.4')).statusCode).not.toBe(429)
    expect((await send(app, form, '::ffff:198.51.100.4')).statusCode).not.toBe(429)
    expect((await send(app, form, '198.51.100.4')).statusCode).toBe(429)
  })

  it('the certificate lookup and the tracking page count an IPv6 client by its /64 too', async () => {
    const clock = testClock('2026-03-05T16:00:10Z')
    const form = await startFormApp(fixture, { clock })
    apps.push(form.app)
    const lookup = (remoteAddress: string) => form.app.inject({ method: 'GET', url: `/api/v1${API_PATHS.certificate(UNKNOWN_FOLIO)}`, remoteAddress })
    for (let index = 0; index < CERTIFICATE_LOOKUPS_PER_IP; index += 1) {
      expect((await lookup(`2001:db8:9:1::${(index + 1).toString(16)}`)).statusCode).toBe(404)
    }
    expect((await lookup('2001:db8:9:1:aaaa::1')).statusCode).toBe(429)
    expect((await lookup('2001:db8:9:2::1')).statusCode).toBe(404)

    const track = (remoteAddress: string) =>
      form.app.inject({ method: 'POST', url: `/api/v1${API_PATHS.tracking}`, payload: {}, remoteAddress })
    for (let index = 0; index < TRACKING_MAX_REQUESTS_PER_IP; index += 1) {
      expect((await track(`2001:db8:9:1::${(index + 1).toString(16)}`)).statusCode).toBe(422)
    }
    expect((await track('2001:db8:9:1:bbbb::1')).statusCode).toBe(429)
    expect((await track('2001:db8:9:2::1')).statusCode).toBe(422)
  })
})
