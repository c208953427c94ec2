import { afterEach, expect, it } from 'vitest'
import { STAFF_MESSAGES } from '#contracts/staff.ts'
import { listAuditEvents } from '#server/db/audit-events.ts'
import { startFormApp, type FormApp } from '#tests/support/server/form-app.ts'
import { STAFF_PASSWORD, cookieHeader, createTestStaff, signIn } from '#tests/support/server/staff.ts'
import { describeOnEachDatabase } from '#tests/support/server/test-databases.ts'
import { totpCode } from '#tests/support/totp.ts'

const SESSION = '/api/v1/panel/sesion'
const CODE = '/api/v1/panel/sesion/codigo'

describeOnEachDatabase('two-factor sign-in and one\'s own password', (fixture) => {
  let current: FormApp | undefined
  afterEach(async () => {
    await current?.app.close()
    current = undefined
  })

  it('turns two-factor on with a QR and a first code; sign-in then asks for the app\'s code, or a recovery code once', async () => {
    current = await startFormApp(fixture)
    await createTestStaff(current, 'ana@instituto.example', ['admin'])
    const cookie = await signIn(current.app, 'ana@instituto.example')
    const post = (url: string, payload: object, headers: Record<string, string> = { cookie }) => current!.app.inject({ method: 'POST', url, payload, headers })

    expect((await post('/api/v1/panel/cuenta/dos-pasos', { contrasena: 'no-es' })).json()).toEqual({ errors: { contrasena: [STAFF_MESSAGES.wrongCurrentPassword] } })
    const started = await post('/api/v1/panel/cuenta/dos-pasos', { contrasena: STAFF_PASSWORD })
    const { uri, qrSvg, codigosRespaldo } = started.json<{ uri: string; qrSvg: string; codigosRespaldo: string[] }>()
    expect(uri).toMatch(/^otpauth:\/\/totp\/Panel%20del%20instituto:ana%40instituto\.example\?secret=/)
    expect(qrSvg).toMatch(/^<svg /)
    expect(codigosRespaldo).toHaveLength(10)
    expect((await post('/api/v1/panel/cuenta/dos-pasos/confirmar', { codigo: '000000' === totpCode(uri) ? '111111' : '000000' })).statusCode).toBe(422)
    expect((await post('/api/v1/panel/cuenta/dos-pasos/confirmar', { codigo: totpCode(uri) })).statusCode).toBe(204)

    const first = await current.app.inject({ method: 'POST', url: SESSION, payload: { email: 'ana@instituto.example', contrasena: STAFF_PASSWORD } })
    expect(first.json()).toEqual({ requiereCodigo: true })
    const pending = cookieHeader(first)
    const wrong = await post(CODE, { codigo: totpCode(uri, new Date(Date.now() - 10 * 60_000)) }, { cookie: pending })
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json()).toEqual({ mensaje: STAFF_MESSAGES.wrongCode })
    const second = await post(CODE, { codigo: totpCode(uri) }, { cookie: pending })
    expect(second.json()).toEqual({ email: 'ana@instituto.example', nombre: 'Persona ana@instituto.example', roles: ['admin'], dosPasos: true })
    expect((await current.app.inject({ method: 'GET', url: '/api/v1/panel/me', headers: { cookie: cookieHeader(second) } })).statusCode).toBe(200)

    const viaRecovery = cookieHeader(await current.app.inject({ method: 'POST', url: SESSION, payload: { email: 'ana@instituto.example', contrasena: STAFF_PASSWORD } }))
    expect((await post(CODE, { codigo: codigosRespaldo[0]! }, { cookie: viaRecovery })).statusCode).toBe(200)
    const again = cookieHeader(await current.app.inject({ method: 'POST', url: SESSION, payload: { email: 'ana@instituto.example', contrasena: STAFF_PASSWORD } }))
    expect((await post(CODE, { codigo: codigosRespaldo[0]! }, { cookie: again })).json()).toEqual({ mensaje: STAFF_MESSAGES.wrongCode })
    expect((await post(CODE, { codigo: totpCode(uri) }, {})).json()).toEqual({ mensaje: STAFF_MESSAGES.codeExpired })

    const actions = (await listAuditEvents(current.db, { pagina: 1 })).items.map((event) => event.action)
    expect(actions).toContain('two-factor-enabled')
    expect(actions.filter((action) => action === 'sign-in')).toHaveLength(3)
  })

  it('turns two-factor off with the password, and this browser stays signed in', async () => {
    current = await startFormApp(fixture)
    await createTestStaff(current, 'ana@instituto.example', ['contacto'])
    const post = (url: string, payload: object, cookie: string) => current!.app.inject({ method: 'POST', url, payload, headers: { cookie } })
    const signedIn = await signIn(current.app, 'ana@instituto.example')
    const { uri } = (await post('/api/v1/panel/cuenta/dos-pasos', { contrasena: STAFF_PASSWORD }, signedIn)).json<{ uri: string }>()
    const confirmed = await post('/api/v1/panel/cuenta/dos-pasos/confirmar', { codigo: totpCode(uri) }, signedIn)
    const cookie = cookieHeader(confirmed)

    expect((await post('/api/v1/panel/cuenta/dos-pasos/desactivar', { contrasena: 'no-es' }, cookie)).json()).toEqual({ errors: { contrasena: [STAFF_MESSAGES.wrongCurrentPassword] } })
    const disabled = await post('/api/v1/panel/cuenta/dos-pasos/desactivar', { contrasena: STAFF_PASSWORD }, cookie)
    expect(disabled.statusCode).toBe(204)
    const me = await current.app.inject({ method: 'GET', url: '/api/v1/panel/me', headers: { cookie: cookieHeader(disabled) } })
    expect(me.json()).toMatchObject({ email: 'ana@instituto.example', dosPasos: false })

    const again = await current.app.inject({ method: 'POST', url: SESSION, payload: { email: 'ana@instituto.example', contrasena: STAFF_PASSWORD } })
    expect(again.json()).toMatchObject({ email: 'ana@instituto.example', dosPasos: false })
    expect((await listAuditEvents(current.db, { pagina: 1 })).items.map((event) => event.action)).toContain('two-factor-disabled')
  })

  it('changes one\'s own password with the current one, ending the other sessions', async () => {
    current = await startFormApp(fixture)
    await createTestStaff(current, 'ana@instituto.example', ['contacto'])
    const phone = await signIn(current.app, 'ana@instituto.example')
    const desk = await signIn(current.app, 'ana@instituto.example')
    const change = (payload: object) => current!.app.inject({ method: 'POST', url: '/api/v1/panel/cuenta/contrasena', headers: { cookie: desk }, payload })

    expect((await change({ actual: 'no-es-la-actual', nueva: 'marea-cantera-roble-66' })).json()).toEqual({ errors: { actual: [STAFF_MESSAGES.wrongCurrentPassword] } })
    expect((await change({ actual: STAFF_PASSWORD, nueva: 'qwerty123456' })).json()).toEqual({ errors: { nueva: [STAFF_MESSAGES.commonPassword] } })
    const changed = await change({ actual: STAFF_PASSWORD, nueva: 'marea-cantera-roble-66' })
    expect(changed.statusCode).toBe(204)
    expect((await current.app.inject({ method: 'GET', url: '/api/v1/panel/me', headers: { cookie: phone } })).statusCode).toBe(403)
    await signIn(current.app, 'ana@instituto.example', 'marea-cantera-roble-66')
  })
})
