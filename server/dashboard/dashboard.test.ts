import type { Kysely } from 'kysely'
import { describe, expect, it } from 'vitest'
import type { EventSignUpStatus } from '#contracts/event-sign-up.ts'
import { DASHBOARD_FILTER_MESSAGES, type Dashboard, type DashboardSectionKey } from '#contracts/dashboard.ts'
import { createStaffAuth } from '#server/auth/auth.ts'
import { authSecret } from '#server/auth/auth-secret.ts'
import { createStaffAccount } from '#server/auth/staff-accounts.ts'
import type { DatabaseHandle } from '#server/db/database.ts'
import { insertEventSignUp } from '#server/db/event-sign-ups.ts'
import { migrateToLatest } from '#server/db/migrate.ts'
import type { Database } from '#server/db/schema.ts'
import { insertTask } from '#server/db/tasks.ts'
import { dashboardPeriod } from '#server/dashboard/dashboard-period.ts'
import { dashboardSectionCsv, funnelDashboard } from '#server/dashboard/dashboard.ts'
import { ValidationError } from '#server/http/errors.ts'
import { anEvent, publishEvents } from '#tests/support/server/event-seeds.ts'
import { seedContactMessage, seedFicha } from '#tests/support/server/queue-rows.ts'
import { STAFF_PASSWORD } from '#tests/support/server/staff.ts'
import { describeOnEachDatabase } from '#tests/support/server/test-databases.ts'

// Monday 30 November 2026, noon at the institute (UTC−6).
const NOW = new Date('2026-11-30T18:00:00.000Z')
const HOUR_MS = 3_600_000

function later(at: string, hours: number): string {
  return new Date(new Date(at).getTime() + hours * HOUR_MS).toISOString()
}

function rowsOf(dashboard: Dashboard, section: DashboardSectionKey) {
  return dashboard.secciones.find((entry) => entry.seccion === section)?.filas
}

/** A staff account named `nombre`, as an administrator creates it. */
async function staffMember(handle: DatabaseHandle, nombre: string): Promise<string> {
  const auth = createStaffAuth({ db: handle.db, dialect: handle.dialect, secret: await authSecret(handle.db, null), publicBaseUrl: 'https://panel.example', secureCookies: true })
  const email = `${nombre.split(' ')[0]?.toLowerCase()}@instituto.example`
  const { id } = await createStaffAccount(auth, handle.db, { email, nombre, roles: ['admisiones'] }, STAFF_PASSWORD)
  return id
}

let taskNumber = 0
/** A task of `assignee` due on `dueOn`, open unless `doneAt` is given. */
async function seedTask(db: Kysely<Database>, assignee: string, dueOn: string, doneAt: string | null = null): Promise<void> {
  taskNumber += 1
  const id = `tarea-${taskNumber}`
  await insertTask(db, { id, queue: 'fichas', folio: 'FICHA-1', title: 'Llamar', due_on: dueOn, assignee_id: assignee, created_by: assignee, created_at: '2026-11-20T16:00:00.000Z' })
  if (doneAt !== null) await db.updateTable('tasks').set({ done_at: doneAt, done_by: assignee }).where('id', '=', id).execute()
}

/** A sign-up of `places` places for the event at `slug`, in `status`, checked in when `attended`. */
async function seedSignUp(db: Kysely<Database>, folio: string, slug: string, places: number, status: EventSignUpStatus, attended = false): Promise<void> {
  await insertEventSignUp(db, {
    folio,
    event_slug: slug,
    nombre: 'Ana Pérez',
    correo: 'ana@example.com',
    telefono: '8441234567',
    nivel_interes: 'licenciatura',
    programa_interes: null,
    acompanantes: places - 1,
    places,
    status,
    attended_at: attended ? '2026-11-28T16:30:00.000Z' : null,
    cancel_key_hash: 'sin-uso',
    cancelled_at: status === 'cancelada' ? '2026-11-27T16:00:00.000Z' : null,
    reminder_sent_at: null,
    origen: null,
    origen_fuente: null,
    origen_campana: null,
    person_id: null,
    created_at: '2026-11-20T16:00:00.000Z',
    search_text: folio,
  })
}

describeOnEachDatabase('the funnel dashboard (issue 38)', (fixture) => {
  /**
   * Four fichas in the default period (the 12 weeks up to today) and two just before it: their
   * weeks, campus, source and stages are set here, the counts below follow from them.
   */
  async function seeded() {
    const { handle } = await fixture.fresh()
    await migrateToLatest(handle)
    const db = handle.db
    const monday23 = '2026-11-23T15:00:00.000Z'
    // First answers: FICHA-1 and FICHA-4 on time, FICHA-2 late, FICHA-3 due today (not yet overdue).
    await seedFicha(db, 'FICHA-1', monday23, { campus: 'Torreon', carrera: 'Derecho', nivel_estudio: 'licenciatura' }, {
      origen_fuente: 'facebook',
      respond_by: '2026-11-24',
      first_response_at: later(monday23, 2),
      status: 'inscrita',
      contactada_at: later(monday23, 2),
      cita_agendada_at: later(monday23, 2 + 24),
      inscrita_at: later(monday23, 2 + 24 + 48),
    })
    const tuesday24 = '2026-11-24T17:00:00.000Z'
    await seedFicha(db, 'FICHA-2', tuesday24, { campus: 'Saltillo', carrera: 'Derecho', nivel_estudio: 'licenciatura' }, {
      respond_by: '2026-11-25',
      first_response_at: '2026-11-26T15:00:00.000Z',
      status: 'cita-agendada',
      contactada_at: later(tuesday24, 4),
      cita_agendada_at: later(tuesday24, 4 + 30),
    })
    // Sunday 29 November at 23:30 at the institute, already Monday in UTC: still the week of the 23rd.
    await seedFicha(db, 'FICHA-3', '2026-11-30T05:30:00.000Z', { campus: 'Torreon', carrera: 'Pedagogia', nivel_estudio: 'licenciatura' }, { origen_fuente: 'google', respond_by: '2026-11-30' })
    const monday30 = '2026-11-30T16:00:00.000Z'
    await seedFicha(db, 'FICHA-4', monday30, { campus: 'Internet', carrera: 'Derecho', nivel_estudio: 'licenciatura en linea' }, {
      respond_by: '2026-12-01',
      first_response_at: later(monday30, 6),
      status: 'contactada',
      contactada_at: later(monday30, 6),
    })
    // Sunday 13 September at 23:00 at the institute: the day before the period starts.
    await seedFicha(db, 'FICHA-0', '2026-09-14T05:00:00.000Z', { campus: 'Torreon' }, {
      origen_fuente: 'facebook',
      respond_by: '2026-09-14',
      contactada_at: '2026-09-14T06:00:00.000Z',
    })
    await seedFicha(db, 'FICHA-00', '2026-08-01T16:00:00.000Z', { campus: 'Torreon' })

    // Contact messages (no campus): answered on time (MSG-3 at 23:45 of its day at the institute,
    // already the next day in UTC), late (MSG-2 at 00:30 the day after), overdue (MSG-4), due
    // tomorrow (MSG-5), and one stored before deadlines (MSG-0), which is not counted.
    await seedContactMessage(db, 'MSG-1', monday23, {}, { respond_by: '2026-11-24', first_response_at: '2026-11-24T20:00:00.000Z' })
    await seedContactMessage(db, 'MSG-2', tuesday24, {}, { respond_by: '2026-11-25', first_response_at: '2026-11-26T06:30:00.000Z' })
    await seedContactMessage(db, 'MSG-3', tuesday24, {}, { respond_by: '2026-11-25', first_response_at: '2026-11-26T05:45:00.000Z', status: 'cerrado' })
    await seedContactMessage(db, 'MSG-4', '2026-11-26T16:00:00.000Z', {}, { respond_by: '2026-11-27' })
    await seedContactMessage(db, 'MSG-5', monday30, {}, { respond_by: '2026-12-01' })
    await seedContactMessage(db, 'MSG-0', monday23)

    const beto = await staffMember(handle, 'Beto Ruiz')
    const ana = await staffMember(handle, 'Ana Flores')
    const carla = await staffMember(handle, 'Carla Núñez')
    const dani = await staffMember(handle, 'Dani Ortiz')
    await seedTask(db, ana, '2026-11-27')
    await seedTask(db, ana, '2026-11-30')
    await seedTask(db, ana, '2026-11-20', '2026-11-21T16:00:00.000Z')
    await seedTask(db, beto, '2026-11-25')
    await seedTask(db, beto, '2026-11-26')
    await seedTask(db, beto, '2026-12-02')
    await seedTask(db, carla, '2026-12-01')
    await seedTask(db, dani, '2026-11-26', '2026-11-26T16:00:00.000Z')

    await publishEvents(db, [
      anEvent({ slug: 'puertas-abiertas-villas', title: 'Puertas abiertas', venue: 'torreon-villas', start: '2026-11-28T10:00', end: '2026-11-28T13:00', registro: { cupo: 3 } }),
      anEvent({ slug: 'sesion-en-linea', title: 'Sesión informativa', kind: 'sesion-informativa', start: '2026-11-25T18:00', end: '2026-11-25T19:00', registro: { cupo: 50 } }),
      // Before the period, after it, and one without sign-up: none counted.
      anEvent({ slug: 'visita-septiembre', start: '2026-09-01T10:00', end: '2026-09-01T12:00' }),
      anEvent({ slug: 'puertas-abiertas-diciembre', start: '2026-12-05T10:00', end: '2026-12-05T12:00' }),
      anEvent({ slug: 'recorrido-libre', start: '2026-11-27T10:00', end: '2026-11-27T12:00', registro: undefined }),
    ])
    await seedSignUp(db, 'EVT-1', 'puertas-abiertas-villas', 2, 'confirmada', true)
    await seedSignUp(db, 'EVT-2', 'puertas-abiertas-villas', 1, 'confirmada')
    await seedSignUp(db, 'EVT-3', 'puertas-abiertas-villas', 1, 'en-espera')
    await seedSignUp(db, 'EVT-4', 'puertas-abiertas-villas', 1, 'cancelada')
    await seedSignUp(db, 'EVT-5', 'visita-septiembre', 1, 'confirmada', true)
    return db
  }

  it('counts the fichas of the last 12 weeks by week (institute time), campus, carrera, level and source', async () => {
    const db = await seeded()
    const dashboard = await funnelDashboard(db, {}, NOW)

    expect(dashboard).toMatchObject({ desde: '2026-09-14', hasta: '2026-11-30', campus: null })
    const weeks = rowsOf(dashboard, 'semanas')
    expect(weeks).toHaveLength(12)
    expect(weeks?.[0]).toEqual(['2026-09-14', 0])
    expect(weeks?.slice(-2)).toEqual([
      ['2026-11-23', 3],
      ['2026-11-30', 1],
    ])
    expect(weeks?.reduce((sum, row) => sum + Number(row[1]), 0)).toBe(4)
    expect(rowsOf(dashboard, 'campus')).toEqual([
      ['Torreón', 2],
      ['Internet (en línea)', 1],
      ['Saltillo', 1],
    ])
    expect(rowsOf(dashboard, 'carrera')).toEqual([
      ['Derecho', 3],
      ['Pedagogía', 1],
    ])
    expect(rowsOf(dashboard, 'nivel')).toEqual([
      ['Licenciatura', 3],
      ['Licenciatura en línea', 1],
    ])
    expect(rowsOf(dashboard, 'fuente')).toEqual([
      ['Directo', 2],
      ['facebook', 1],
      ['google', 1],
    ])
  })

  it('gives the funnel: how many reached each stage, the conversion from the one before and the median hours between them', async () => {
    const db = await seeded()
    const dashboard = await funnelDashboard(db, {}, NOW)

    expect(rowsOf(dashboard, 'embudo')).toEqual([
      ['Nueva', 4, null, null],
      // Contacted after 2, 4 and 6 hours; appointments 24 and 30 hours later (the mean of the middle two); enrolled 48 hours later.
      ['Contactada', 3, 75, 4],
      ['Cita agendada', 2, 66.7, 27],
      ['Inscrita', 1, 50, 48],
    ])
  })

  it('gives, per queue, the first answers on time, late and overdue, and the share on time of those answered or overdue', async () => {
    const db = await seeded()
    const dashboard = await funnelDashboard(db, {}, NOW)

    expect(rowsOf(dashboard, 'respuesta')).toEqual([
      ['Mensajes de contacto', 5, 2, 1, 1, 50],
      ['Fichas de inscripción', 4, 2, 1, 0, 66.7],
    ])
  })

  it('gives each person’s open and overdue tasks today, the most overdue first', async () => {
    const db = await seeded()
    // The period does not bound them: one in the past gives the same rows.
    for (const filters of [{}, { desde: '2026-01-05', hasta: '2026-01-31' }]) {
      expect(rowsOf(await funnelDashboard(db, filters, NOW), 'tareas')).toEqual([
        ['Beto Ruiz', 3, 2],
        ['Ana Flores', 2, 1],
        ['Carla Núñez', 1, 0],
      ])
    }
  })

  it('gives each event with sign-up of the period its places confirmed, waiting and attended, and the attendance of the confirmed', async () => {
    const db = await seeded()
    const dashboard = await funnelDashboard(db, {}, NOW)

    expect(rowsOf(dashboard, 'eventos')).toEqual([
      ['Sesión informativa (2026-11-25)', 0, 0, 0, null],
      ['Puertas abiertas (2026-11-28)', 3, 1, 2, 66.7],
    ])
    // Online events are the «Internet» campus's; a campus of Torreón holds the open day.
    expect(rowsOf(await funnelDashboard(db, { campus: 'Internet' }, NOW), 'eventos')).toEqual([['Sesión informativa (2026-11-25)', 0, 0, 0, null]])
    expect(rowsOf(await funnelDashboard(db, { campus: 'Saltillo' }, NOW), 'eventos')).toEqual([])
  })

  it('counts one campus in a chosen period', async () => {
    const db = await seeded()
    const dashboard = await funnelDashboard(db, { desde: '2026-11-25', hasta: '2026-11-30', campus: 'Torreon' }, NOW)

    expect(dashboard).toMatchObject({ desde: '2026-11-25', hasta: '2026-11-30', campus: 'Torreon' })
    // The period starts on a Wednesday: its first week is counted from that day.
    expect(rowsOf(dashboard, 'semanas')).toEqual([
      ['2026-11-25', 1],
      ['2026-11-30', 0],
    ])
    expect(rowsOf(dashboard, 'embudo')).toEqual([
      ['Nueva', 1, null, null],
      ['Contactada', 0, 0, null],
      ['Cita agendada', 0, null, null],
      ['Inscrita', 0, null, null],
    ])
    // The campus counts only FICHA-3 (due today); contact messages have no campus: MSG-4 overdue, MSG-5 due tomorrow.
    expect(rowsOf(dashboard, 'respuesta')).toEqual([
      ['Mensajes de contacto', 2, 0, 0, 1, 0],
      ['Fichas de inscripción', 1, 0, 0, 0, null],
    ])
    expect(rowsOf(dashboard, 'eventos')).toEqual([['Puertas abiertas (2026-11-28)', 3, 1, 2, 66.7]])
  })

  it('writes a section as CSV under its columns’ headings', async () => {
    const db = await seeded()
    const { csv, fileName, rows } = await dashboardSectionCsv(db, {}, 'embudo', NOW)

    expect(fileName).toBe('embudo-embudo-2026-09-14-a-2026-11-30.csv')
    expect(rows).toBe(4)
    expect(csv.replace(/^\uFEFF/, '').split('\r\n').slice(0, 3)).toEqual([
      'Etapa,Fichas,Conversión desde la etapa anterior,Mediana desde la etapa anterior',
      'Nueva,4,,',
      'Contactada,3,75,4',
    ])
  })
})

describe('the dashboard’s period', () => {
  it('refuses a «Desde» after today when «Hasta» is left empty, and a period longer than the limit', () => {
    const refusal = (filters: { desde?: string; hasta?: string }) => {
      try {
        dashboardPeriod(filters, NOW)
      } catch (error) {
        return error instanceof ValidationError ? error.errors : error
      }
      return undefined
    }
    expect(refusal({ desde: '2026-12-01' })).toEqual({ desde: [DASHBOARD_FILTER_MESSAGES.desde.afterHasta] })
    expect(refusal({ desde: '2025-11-01' })).toEqual({ desde: [DASHBOARD_FILTER_MESSAGES.desde.tooLong] })
    expect(refusal({ desde: '2025-11-30' })).toBeUndefined()
  })
})
