import { afterEach, expect, it } from 'vitest'
import { EVENT_SIGN_UP_API_PATHS } from '#contracts/api-paths.ts'
import { EVENT_SIGN_UP_FILTER_MESSAGES, EVENT_SIGN_UP_PANEL_MESSAGES, type PanelSignUp } from '#contracts/event-sign-ups-panel.ts'
import { anEvent, publishEvents, signUpBody } from '#tests/support/server/event-seeds.ts'
import { postJson, startFormApp, testClock, type FormApp } from '#tests/support/server/form-app.ts'
import { createTestStaff, signIn } from '#tests/support/server/staff.ts'
import { describeOnEachDatabase } from '#tests/support/server/test-databases.ts'

describeOnEachDatabase('the «Eventos» section of the panel (issue 38)', (fixture) => {
  let current: FormApp | undefined
  afterEach(async () => {
    await current?.app.close()
    current = undefined
  })

  async function setUp() {
    current = await startFormApp(fixture, { clock: testClock('2026-11-28T16:00:00Z') })
    const form = current
    await publishEvents(form.db, [
      anEvent({ slug: 'visita-saltillo', title: 'Visita al campus Saltillo', start: '2026-12-10T09:00', end: '2026-12-10T11:00', registro: { cupo: 5 } }),
      anEvent({ registro: { cupo: 2 } }),
      anEvent({ slug: 'charla', title: 'Charla sin registro', registro: undefined }),
    ])
    for (const name of ['Ana García', 'Beto', 'Carla']) await postJson(form.app, EVENT_SIGN_UP_API_PATHS.signUp('puertas-abiertas'), signUpBody(name))
    await createTestStaff(form, 'admisiones@instituto.example', ['admisiones'])
    const cookie = await signIn(form.app, 'admisiones@instituto.example')
    const get = (url: string) => form.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie } })
    const post = (url: string, payload: object) => form.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { cookie }, payload })
    return { form, get, post }
  }

  it('lists the events that take sign-ups, soonest first, with places confirmed, waiting and attended', async () => {
    const { get } = await setUp()
    const response = await get(EVENT_SIGN_UP_API_PATHS.panelEvents)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      eventos: [
        { slug: 'puertas-abiertas', titulo: 'Día de puertas abiertas', inicio: '2026-12-05T10:00', cupo: 2, confirmados: 2, enEspera: 1, asistieron: 0 },
        { slug: 'visita-saltillo', titulo: 'Visita al campus Saltillo', inicio: '2026-12-10T09:00', cupo: 5, confirmados: 0, enEspera: 0, asistieron: 0 },
      ],
    })
  })

  it('lists an event’s sign-ups by status and search, and refuses a wrong status in Spanish', async () => {
    const { get } = await setUp()
    const waiting = await get(`${EVENT_SIGN_UP_API_PATHS.panelSignUps('puertas-abiertas')}?estado=en-espera`)
    expect(waiting.json()).toMatchObject({ total: 1, registros: [{ nombre: 'Carla', estado: 'en-espera', lugares: 1 }] })
    const found = await get(`${EVENT_SIGN_UP_API_PATHS.panelSignUps('puertas-abiertas')}?q=garcia`)
    expect(found.json()).toMatchObject({ total: 1, registros: [{ nombre: 'Ana García' }] })
    const wrong = await get(`${EVENT_SIGN_UP_API_PATHS.panelSignUps('puertas-abiertas')}?estado=perdida`)
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json()).toEqual({ errors: { estado: [EVENT_SIGN_UP_FILTER_MESSAGES.estado] } })
    expect((await get(EVENT_SIGN_UP_API_PATHS.panelSignUps('charla'))).statusCode).toBe(404)
  })

  it('checks a person in («Asistió»), audited, and refuses a stale version', async () => {
    const { get, post } = await setUp()
    const [ana] = (await get(EVENT_SIGN_UP_API_PATHS.panelSignUps('puertas-abiertas'))).json<{ registros: PanelSignUp[] }>().registros
    if (ana === undefined) throw new Error('Sin registros')

    const attended = await post(EVENT_SIGN_UP_API_PATHS.panelAttended(ana.folio), { version: ana.version })
    expect(attended.statusCode).toBe(200)
    expect(attended.json()).toMatchObject({ registro: { folio: ana.folio, asistio: '2026-11-28T16:00:00.000Z', version: ana.version + 1 } })
    const stale = await post(EVENT_SIGN_UP_API_PATHS.panelAttended(ana.folio), { version: ana.version })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toEqual({ mensaje: EVENT_SIGN_UP_PANEL_MESSAGES.stale })

    expect((await get(EVENT_SIGN_UP_API_PATHS.panelEvents)).json()).toMatchObject({ eventos: [{ slug: 'puertas-abiertas', asistieron: 1 }, {}] })
    const trail = await current!.db.selectFrom('audit_events').select(['action', 'actor_email', 'target_id']).where('action', '=', 'event-attended').execute()
    expect(trail).toEqual([{ action: 'event-attended', actor_email: 'admisiones@instituto.example', target_id: ana.folio }])
  })

  it('cancels a sign-up: the waiting list moves up and the cancellation is audited', async () => {
    const { get, post } = await setUp()
    const [ana] = (await get(EVENT_SIGN_UP_API_PATHS.panelSignUps('puertas-abiertas'))).json<{ registros: PanelSignUp[] }>().registros
    if (ana === undefined) throw new Error('Sin registros')

    const cancelled = await post(EVENT_SIGN_UP_API_PATHS.panelCancel(ana.folio), { version: ana.version })
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json()).toMatchObject({ registro: { estado: 'cancelada' } })
    const list = (await get(EVENT_SIGN_UP_API_PATHS.panelSignUps('puertas-abiertas'))).json<{ registros: PanelSignUp[] }>()
    expect(list.registros.map((row) => `${row.nombre}: ${row.estado}`)).toEqual(['Ana García: cancelada', 'Beto: confirmada', 'Carla: confirmada'])
    const again = await post(EVENT_SIGN_UP_API_PATHS.panelCancel(ana.folio), { version: ana.version + 1 })
    expect(again.json()).toEqual({ mensaje: EVENT_SIGN_UP_PANEL_MESSAGES.cancelled })
    const trail = await current!.db.selectFrom('audit_events').select(['action', 'target_id']).where('action', '=', 'event-sign-up-cancelled').execute()
    expect(trail).toEqual([{ action: 'event-sign-up-cancelled', target_id: ana.folio }])
  })
})
