import { afterEach, expect, it } from 'vitest'
import { API_PATHS, PANEL_API_PATHS, QUEUE_API_PATHS } from '#contracts/api-paths.ts'
import { DASHBOARD_FILTER_MESSAGES, type Dashboard } from '#contracts/dashboard.ts'
import { auditEventsAbout } from '#server/db/audit-events.ts'
import { EXAMPLE_FICHA } from '#tests/fixtures/example-submissions.ts'
import { postJson, startFormApp, testClock, type FormApp } from '#tests/support/server/form-app.ts'
import { createTestStaff, signIn } from '#tests/support/server/staff.ts'
import { describeOnEachDatabase } from '#tests/support/server/test-databases.ts'

// Tuesday 24 November 2026, 10:00 at the institute (UTC−6).
const NOW = '2026-11-24T16:00:00.000Z'

describeOnEachDatabase('GET /api/v1/panel/embudo and its CSV (issue 38)', (fixture) => {
  let current: FormApp | undefined
  afterEach(async () => {
    await current?.app.close()
    current = undefined
  })

  async function start() {
    const clock = testClock(NOW)
    current = await startFormApp(fixture, { clock })
    const person = await createTestStaff(current, 'admisiones@instituto.example', ['admisiones'])
    const cookie = await signIn(current.app, person.email)
    const app = current.app
    const get = (url: string) => app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie } })
    return { app, clock, cookie, get, db: current.db }
  }

  it('counts a ficha from a facebook link for its week, campus, carrera and source, and its move to Contactada', async () => {
    const { app, clock, cookie, get } = await start()
    const touch = { utm_source: 'Facebook', utm_campaign: 'agosto-gratis', aterrizaje: '/inicio', anuncio: false }
    const sent = await postJson(app, API_PATHS.admissionForm, { ...EXAMPLE_FICHA, origen: { primera: touch, ultima: touch } })
    expect(sent.statusCode, sent.body).toBe(201)
    const { folio } = sent.json<{ folio: string }>()

    clock.advance(3 * 3_600_000)
    const moved = await app.inject({ method: 'POST', url: `/api/v1${QUEUE_API_PATHS.status('fichas', folio)}`, headers: { cookie }, payload: { estado: 'contactada', version: 1 } })
    expect(moved.statusCode, moved.body).toBe(200)

    const answer = await get(PANEL_API_PATHS.funnel)
    expect(answer.statusCode, answer.body).toBe(200)
    const dashboard = answer.json<Dashboard>()
    const rows = (section: string) => dashboard.secciones.find((entry) => entry.seccion === section)?.filas
    expect(rows('semanas')?.at(-1)).toEqual(['2026-11-23', 1])
    expect(rows('campus')).toEqual([['Torreón', 1]])
    expect(rows('carrera')).toEqual([['Derecho', 1]])
    expect(rows('fuente')).toEqual([['facebook', 1]])
    expect(rows('embudo')?.slice(0, 2)).toEqual([
      ['Nueva', 1, null, null],
      ['Contactada', 1, 100, 3],
    ])
  })

  it('answers 422 with a Spanish message per field for a wrong period, campus or section', async () => {
    const { get } = await start()
    const wrong = await get(`${PANEL_API_PATHS.funnel}?desde=2026-02-30&hasta=ayer&campus=Luna`)
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json()).toEqual({
      errors: { desde: [DASHBOARD_FILTER_MESSAGES.desde.notADay], hasta: [DASHBOARD_FILTER_MESSAGES.hasta.format], campus: [DASHBOARD_FILTER_MESSAGES.campus] },
    })
    expect((await get(`${PANEL_API_PATHS.funnel}?desde=2024-01-01&hasta=2026-01-01`)).json()).toEqual({ errors: { desde: [DASHBOARD_FILTER_MESSAGES.desde.tooLong] } })
    expect((await get(`${PANEL_API_PATHS.funnel}?desde=2026-12-01`)).json()).toEqual({ errors: { desde: [DASHBOARD_FILTER_MESSAGES.desde.afterHasta] } })
    expect((await get(`${PANEL_API_PATHS.funnelCsv}?seccion=todo`)).json()).toEqual({ errors: { seccion: [DASHBOARD_FILTER_MESSAGES.seccion] } })
  })

  it('downloads a section as CSV for a spreadsheet, and records the export in the audit trail', async () => {
    const { app, get, db } = await start()
    // A source typed into a link that a spreadsheet would run as a formula.
    const touch = { utm_source: '=HYPERLINK("x")', aterrizaje: '/inicio', anuncio: false }
    expect((await postJson(app, API_PATHS.admissionForm, { ...EXAMPLE_FICHA, origen: { primera: touch, ultima: touch } })).statusCode).toBe(201)

    const answer = await get(`${PANEL_API_PATHS.funnelCsv}?seccion=fuente&desde=2026-11-01&hasta=2026-11-30`)
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(answer.headers['content-disposition']).toBe('attachment; filename="embudo-fuente-2026-11-01-a-2026-11-30.csv"')
    expect(answer.body).toBe('\uFEFFFuente,Fichas\r\n"\'=hyperlink(""x"")",1\r\n')
    const events = await auditEventsAbout(db, { type: 'embudo', id: 'fuente' })
    expect(events.map((event) => ({ ...event, detail: JSON.parse(event.detail ?? 'null') as unknown }))).toEqual([
      { at: NOW, actor_email: 'admisiones@instituto.example', action: 'export', detail: { filtros: { desde: '2026-11-01', hasta: '2026-11-30' }, filas: 1 } },
    ])
  })
})
