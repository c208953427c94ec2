import { afterEach, expect, it } from 'vitest'
import { AUDIT_FILTER_MESSAGES } from '#contracts/audit.ts'
import { startFormApp, type FormApp } from '#tests/support/server/form-app.ts'
import { createTestStaff, signIn } from '#tests/support/server/staff.ts'
import { describeOnEachDatabase } from '#tests/support/server/test-databases.ts'

describeOnEachDatabase('the audit trail in the staff area', (fixture) => {
  let current: FormApp | undefined
  afterEach(async () => {
    await current?.app.close()
    current = undefined
  })

  it('lists what happened, filtered by person and action, and refuses a wrong filter in Spanish', async () => {
    current = await startFormApp(fixture)
    await createTestStaff(current, 'admin@instituto.example', ['admin'])
    await createTestStaff(current, 'beto@instituto.example', ['contacto'])
    await signIn(current.app, 'beto@instituto.example')
    await current.app.inject({ method: 'POST', url: '/api/v1/panel/sesion', payload: { email: 'beto@instituto.example', contrasena: 'no-es-la-contrasena' } })
    const cookie = await signIn(current.app, 'admin@instituto.example')

    const beto = await current.app.inject({ method: 'GET', url: '/api/v1/panel/auditoria?persona=BETO&accion=sign-in-failed', headers: { cookie } })
    expect(beto.statusCode).toBe(200)
    expect(beto.json()).toMatchObject({ total: 1, pagina: 1, porPagina: 50, items: [{ action: 'sign-in-failed', actorEmail: 'beto@instituto.example', detail: { motivo: 'credenciales incorrectas' } }] })

    const wrong = await current.app.inject({ method: 'GET', url: '/api/v1/panel/auditoria?accion=borrar-todo', headers: { cookie } })
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json()).toEqual({ errors: { accion: [AUDIT_FILTER_MESSAGES.accion.notAnAction] } })
  })

  it('downloads the matching events as CSV for Excel, and records the export', async () => {
    current = await startFormApp(fixture)
    await createTestStaff(current, 'admin@instituto.example', ['admin'])
    const cookie = await signIn(current.app, 'admin@instituto.example')

    const csv = await current.app.inject({ method: 'GET', url: '/api/v1/panel/auditoria.csv?accion=sign-in', headers: { cookie } })
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="auditoria-\d{4}-\d{2}-\d{2}\.csv"$/)
    const lines = csv.body.split('\r\n')
    expect(lines[0]).toBe('\uFEFFFecha y hora,Persona,Acción,Objeto,Detalle,IP')
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},admin@instituto\.example,Inicio de sesión,,,/)

    const exports = await current.app.inject({ method: 'GET', url: '/api/v1/panel/auditoria?accion=export', headers: { cookie } })
    expect(exports.json()).toMatchObject({ total: 1, items: [{ actorEmail: 'admin@instituto.example', detail: { filtros: { accion: 'sign-in' }, filas: 1 } }] })
  })
})
