import { afterEach, expect, it } from 'vitest'
import { STATUS_MESSAGES } from '#contracts/api-responses.ts'
import { STAFF_MESSAGES } from '#contracts/staff.ts'
import { SIGN_IN_MAX_FAILURES_PER_ACCOUNT } from '#contracts/limits.ts'
import { disableStaffAccount } from '#server/auth/staff-accounts.ts'
import { listAuditEvents } from '#server/db/audit-events.ts'
import { startFormApp, type FormApp } from '#tests/support/server/form-app.ts'
import { STAFF_PASSWORD, createTestStaff, signIn, staffAuthOf } from '#tests/support/server/staff.ts'
import { describeOnEachDatabase } from '#tests/support/server/test-databases.ts'

const ME = '/api/v1/panel/me'
const SESSION = '/api/v1/panel/sesion'

describeOnEachDatabase('staff sign-in and sessions', (fixture) => {
  let current: FormApp | undefined
  afterEach(async () => {
    await current?.app.close()
    current = undefined
  })

  it('signs in with e-mail and password: an HttpOnly, Secure, SameSite=Lax cookie for the whole site (content previews, ADR 056), then /me answers who', async () => {
    current = await startFormApp(fixture)
    await createTestStaff(current, 'ana@instituto.example', ['admisiones'])

    const response = await current.app.inject({ method: 'POST', url: SESSION, payload: { email: 'ANA@instituto.example ', contrasena: STAFF_PASSWORD } })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ email: 'ana@instituto.example', nombre: 'Persona ana@instituto.example', roles: ['admisiones'], dosPasos: false })
    const session = response.cookies.find((cookie) => cookie.name.endsWith('panel.session_token'))
    expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' })
    expect(response.headers['cache-control']).toBe('no-store')

    const me = await current.app.inject({ method: 'GET', url: ME, headers: { cookie: `${session?.name}=${session?.value}` } })
    expect(me.statusCode).toBe(200)
    expect(me.json()).toEqual({ email: 'ana@instituto.example', nombre: 'Persona ana@instituto.example', roles: ['admisiones'], dosPasos: false })
  })

  it('answers a wrong password and an unknown e-mail alike', async () => {
    current = await startFormApp(fixture)
    await createTestStaff(current, 'ana@instituto.example', ['admin'])
    const wrongPassword = await current.app.inject({ method: 'POST', url: SESSION, payload: { email: 'ana@instituto.example', contrasena: 'otra-contrasena-larga' } })
    const unknown = await current.app.inject({ method: 'POST', url: SESSION, payload: { email: 'nadie@instituto.example', contrasena: STAFF_PASSWORD } })
    for (const response of [wrongPassword, unknown]) {
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ mensaje: STAFF_MESSAGES.wrongCredentials })
      expect(response.headers['set-cookie']).toBeUndefined()
    }
  })

  it('refuses sign-in after 5 failures for an account, counted in the database across two servers, and records each try', async () => {
    current = await startFormApp(fixture)
    const first = current
    const second = await startFormApp({ ...fixture, fresh: async () => ({ handle: fixture.open(first.databaseConfig), config: first.databaseConfig }) })
    try {
      await createTestStaff(first, 'ana@instituto.example', ['contacto'])
      const attempt = (form: FormApp, contrasena: string) =>
        form.app.inject({ method: 'POST', url: SESSION, payload: { email: 'ana@instituto.example', contrasena } })
      for (let failure = 0; failure < SIGN_IN_MAX_FAILURES_PER_ACCOUNT; failure++) {
        expect((await attempt(failure % 2 === 0 ? first : second, 'no-es-la-contrasena')).statusCode).toBe(401)
      }
      for (const form of [first, second]) {
        const refused = await attempt(form, STAFF_PASSWORD)
        expect(refused.statusCode).toBe(429)
        expect(refused.json()).toEqual({ mensaje: STAFF_MESSAGES.tooManyAttempts })
      }
      // Another account from the same address still signs in.
      await createTestStaff(first, 'beto@instituto.example', ['contacto'])
      expect((await second.app.inject({ method: 'POST', url: SESSION, payload: { email: 'beto@instituto.example', contrasena: STAFF_PASSWORD } })).statusCode).toBe(200)

      const trail = await listAuditEvents(first.db, { pagina: 1 })
      expect(trail.items.map((event) => [event.action, event.actorEmail])).toEqual([
        ['sign-in', 'beto@instituto.example'],
        ...Array.from({ length: SIGN_IN_MAX_FAILURES_PER_ACCOUNT + 2 }, () => ['sign-in-failed', 'ana@instituto.example']),
      ])
    } finally {
      await second.app.close()
    }
  })

  it('answers 401 without a session, and 403 with spec §8 text once the session has ended', async () => {
    current = await startFormApp(fixture)
    await createTestStaff(current, 'ana@instituto.example', ['contacto'])
    expect((await current.app.inject({ method: 'GET', url: ME })).json()).toEqual({ mensaje: STATUS_MESSAGES[401] })

    const cookie = await signIn(current.app, 'ana@instituto.example')
    const signOut = await current.app.inject({ method: 'DELETE', url: SESSION, headers: { cookie } })
    expect(signOut.statusCode).toBe(204)
    const after = await current.app.inject({ method: 'GET', url: ME, headers: { cookie } })
    expect(after.statusCode).toBe(403)
    expect(after.json()).toEqual({ mensaje: STATUS_MESSAGES[403] })
  })

  it('ends a session idle for 8 hours, and any session 7 days after its sign-in', async () => {
    current = await startFormApp(fixture)
    await createTestStaff(current, 'ana@instituto.example', ['contacto'])
    const idle = await signIn(current.app, 'ana@instituto.example')
    await current.db.updateTable('staff_sessions').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).execute()
    expect((await current.app.inject({ method: 'GET', url: ME, headers: { cookie: idle } })).statusCode).toBe(403)

    const old = await signIn(current.app, 'ana@instituto.example')
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000).toISOString()
    await current.db.updateTable('staff_sessions').set({ created_at: eightDaysAgo }).execute()
    const answer = await current.app.inject({ method: 'GET', url: ME, headers: { cookie: old } })
    expect(answer.statusCode).toBe(403)
    expect(answer.json()).toEqual({ mensaje: STATUS_MESSAGES[403] })
    expect(await current.db.selectFrom('staff_sessions').select('id').execute()).toEqual([])
  })

  it('stops a disabled account at once: its live session, and the right password afterwards', async () => {
    current = await startFormApp(fixture)
    const ana = await createTestStaff(current, 'ana@instituto.example', ['contacto'])
    const cookie = await signIn(current.app, ana.email)
    await disableStaffAccount(await staffAuthOf(current), current.db, ana.id, new Date())

    expect((await current.app.inject({ method: 'GET', url: ME, headers: { cookie } })).statusCode).toBe(403)
    const again = await current.app.inject({ method: 'POST', url: SESSION, payload: { email: ana.email, contrasena: STAFF_PASSWORD } })
    expect(again.statusCode).toBe(403)
    expect(again.json()).toEqual({ mensaje: STAFF_MESSAGES.accountDisabled })
  })

  it('signs out every browser at once', async () => {
    current = await startFormApp(fixture)
    await createTestStaff(current, 'ana@instituto.example', ['contacto'])
    const phone = await signIn(current.app, 'ana@instituto.example')
    const desk = await signIn(current.app, 'ana@instituto.example')
    expect((await current.app.inject({ method: 'DELETE', url: '/api/v1/panel/sesiones', headers: { cookie: desk } })).statusCode).toBe(204)
    for (const cookie of [phone, desk]) expect((await current.app.inject({ method: 'GET', url: ME, headers: { cookie } })).statusCode).toBe(403)
  })

  it('refuses a cross-site state change even with a valid cookie, and the session lives on', async () => {
    current = await startFormApp(fixture)
    await createTestStaff(current, 'ana@instituto.example', ['contacto'])
    const cookie = await signIn(current.app, 'ana@instituto.example')
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }]) {
      const answer = await current.app.inject({ method: 'DELETE', url: SESSION, headers: { cookie, ...headers } })
      expect(answer.statusCode).toBe(403)
      expect(answer.json()).toEqual({ mensaje: STAFF_MESSAGES.crossSite })
    }
    const sameSite = await current.app.inject({ method: 'GET', url: ME, headers: { cookie, 'sec-fetch-site': 'same-origin' } })
    expect(sameSite.statusCode).toBe(200)
  })
})
