import { afterEach, expect, it, vi } from 'vitest'
import { STATUS_MESSAGES } from '#contracts/api-responses.ts'
import { STAFF_MESSAGES } from '#contracts/staff.ts'
import { listAuditEvents } from '#server/db/audit-events.ts'
import { startFormApp, type FormApp } from '#tests/support/server/form-app.ts'
import { STAFF_PASSWORD, createTestStaff, signIn } from '#tests/support/server/staff.ts'
import { describeOnEachDatabase } from '#tests/support/server/test-databases.ts'

const NEW_PASSWORD = 'brujula-mezquite-lluvia-31'

/** The set-password link of the last e-mail the outbox holds for this address. */
async function linkSentTo(form: FormApp, email: string): Promise<{ subject: string; token: string }> {
  const mail = await form.db.selectFrom('outbox_messages').select(['subject', 'text_body']).where('recipients', '=', email).orderBy('created_at', 'desc').executeTakeFirstOrThrow()
  const link = /https?:\/\/\S+\/panel\/contrasena\?token=(\S+)/.exec(mail.text_body)
  if (!link?.[1]) throw new Error(`No link in: ${mail.text_body}`)
  return { subject: mail.subject, token: decodeURIComponent(link[1]) }
}

describeOnEachDatabase('staff accounts from the panel', (fixture) => {
  let current: FormApp | undefined
  afterEach(async () => {
    await current?.app.close()
    current = undefined
  })

  it('invites someone by e-mail; the link sets their password once, and they sign in with their role only', async () => {
    current = await startFormApp(fixture)
    await createTestStaff(current, 'admin@instituto.example', ['admin'])
    const admin = await signIn(current.app, 'admin@instituto.example')

    const invited = await current.app.inject({ method: 'POST', url: '/api/v1/panel/personal', headers: { cookie: admin }, payload: { email: 'Beto@Instituto.example', nombre: 'Beto Ruiz', roles: ['admisiones'] } })
    expect(invited.statusCode).toBe(201)
    const { subject, token } = await linkSentTo(current, 'beto@instituto.example')
    expect(subject).toBe('Invitación al Panel del instituto')

    const weak = await current.app.inject({ method: 'POST', url: '/api/v1/panel/contrasena', payload: { token, contrasena: 'password1234' } })
    expect(weak.json()).toEqual({ errors: { contrasena: [STAFF_MESSAGES.commonPassword] } })
    expect((await current.app.inject({ method: 'POST', url: '/api/v1/panel/contrasena', payload: { token, contrasena: NEW_PASSWORD } })).statusCode).toBe(204)
    const reused = await current.app.inject({ method: 'POST', url: '/api/v1/panel/contrasena', payload: { token, contrasena: NEW_PASSWORD } })
    expect(reused.statusCode).toBe(400)
    expect(reused.json()).toEqual({ mensaje: STAFF_MESSAGES.invalidLink })

    const beto = await signIn(current.app, 'beto@instituto.example', NEW_PASSWORD)
    const list = await current.app.inject({ method: 'GET', url: '/api/v1/panel/personal', headers: { cookie: beto } })
    expect(list.statusCode).toBe(403)
    expect(list.json()).toEqual({ mensaje: STAFF_MESSAGES.wrongRole })

    const people = await current.app.inject({ method: 'GET', url: '/api/v1/panel/personal', headers: { cookie: admin } })
    expect(people.json()).toMatchObject({
      personas: [
        { email: 'beto@instituto.example', nombre: 'Beto Ruiz', roles: ['admisiones'], activo: true, dosPasos: false, tieneContrasena: true },
        { email: 'admin@instituto.example', roles: ['admin'], activo: true, tieneContrasena: true },
      ],
    })
    const trail = await listAuditEvents(current.db, { pagina: 1 })
    expect(trail.items.map((event) => [event.action, event.actorEmail])).toEqual([
      ['sign-in', 'beto@instituto.example'],
      ['password-changed', 'beto@instituto.example'],
      ['invitation-sent', 'admin@instituto.example'],
      ['staff-created', 'admin@instituto.example'],
      ['sign-in', 'admin@instituto.example'],
    ])
  })

  it('changes roles and disables an account (its session ends at once), but never the administrator\'s own', async () => {
    current = await startFormApp(fixture)
    const adminAccount = await createTestStaff(current, 'admin@instituto.example', ['admin'])
    const carla = await createTestStaff(current, 'carla@instituto.example', ['contacto'])
    const admin = await signIn(current.app, adminAccount.email)
    const carlaSession = await signIn(current.app, carla.email)
    const change = (id: string, payload: object) => current!.app.inject({ method: 'PATCH', url: `/api/v1/panel/personal/${id}`, headers: { cookie: admin }, payload })

    expect((await change(carla.id, { roles: ['contacto', 'servicios-escolares'] })).json()).toMatchObject({ roles: ['contacto', 'servicios-escolares'], activo: true })
    expect((await change(carla.id, { activo: false })).json()).toMatchObject({ activo: false })
    const afterDisable = await current.app.inject({ method: 'GET', url: '/api/v1/panel/me', headers: { cookie: carlaSession } })
    expect(afterDisable.json()).toEqual({ mensaje: STATUS_MESSAGES[403] })
    expect((await change(carla.id, { activo: true })).json()).toMatchObject({ activo: true })
    expect((await current.app.inject({ method: 'POST', url: '/api/v1/panel/sesion', payload: { email: carla.email, contrasena: STAFF_PASSWORD } })).statusCode).toBe(200)

    for (const own of [{ activo: false }, { roles: ['contacto'] }]) {
      const refused = await change(adminAccount.id, own)
      expect(refused.statusCode).toBe(409)
      expect(refused.json()).toEqual({ mensaje: STAFF_MESSAGES.ownAccount })
    }
    expect((await change('no-existe', { activo: false })).statusCode).toBe(404)
    expect((await current.app.inject({ method: 'POST', url: '/api/v1/panel/personal', headers: { cookie: admin }, payload: { email: carla.email, nombre: 'Otra', roles: ['contacto'] } })).json()).toEqual({
      mensaje: 'Ya existe una cuenta con el correo carla@instituto.example.',
    })
  })

  it('answers a reset request alike for any address, and e-mails a link only to an active account', async () => {
    current = await startFormApp(fixture)
    await createTestStaff(current, 'ana@instituto.example', ['contacto'])
    for (const email of ['ana@instituto.example', 'nadie@instituto.example']) {
      const answer = await current.app.inject({ method: 'POST', url: '/api/v1/panel/contrasena/olvido', payload: { email } })
      expect(answer.statusCode).toBe(202)
      expect(answer.json()).toEqual({ mensaje: STAFF_MESSAGES.resetRequested })
    }
    // The link is made after the answer (so its timing tells nothing); no other address ever gets one.
    const queued = () => current!.db.selectFrom('outbox_messages').select(['recipients', 'kind']).execute()
    await vi.waitFor(async () => expect(await queued()).toHaveLength(1))
    expect(await queued()).toEqual([{ recipients: 'ana@instituto.example', kind: 'staff-password-reset' }])
    const { subject, token } = await linkSentTo(current, 'ana@instituto.example')
    expect(subject).toBe('Restablece tu contraseña del Panel del instituto')
    const old = await signIn(current.app, 'ana@instituto.example')
    expect((await current.app.inject({ method: 'POST', url: '/api/v1/panel/contrasena', payload: { token, contrasena: NEW_PASSWORD } })).statusCode).toBe(204)
    // A reset ends the sessions opened with the old password.
    expect((await current.app.inject({ method: 'GET', url: '/api/v1/panel/me', headers: { cookie: old } })).statusCode).toBe(403)
    await signIn(current.app, 'ana@instituto.example', NEW_PASSWORD)
  })
})
