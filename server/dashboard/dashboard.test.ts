import { describe, expect, it } from 'vitest'
import { DASHBOARD_FILTER_MESSAGES, type Dashboard, type DashboardSectionKey } from '#contracts/dashboard.ts'
import { migrateToLatest } from '#server/db/migrate.ts'
import { dashboardPeriod } from '#server/dashboard/dashboard-period.ts'
import { dashboardSectionCsv, funnelDashboard } from '#server/dashboard/dashboard.ts'
import { ValidationError } from '#server/http/errors.ts'
import { seedFicha } from '#tests/support/server/queue-rows.ts'
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
    await seedFicha(db, 'FICHA-1', monday23, { campus: 'Torreon', carrera: 'Derecho', nivel_estudio: 'licenciatura' }, {
      origen_fuente: 'facebook',
      status: 'inscrita',
      contactada_at: later(monday23, 2),
      cita_agendada_at: later(monday23, 2 + 24),
      inscrita_at: later(monday23, 2 + 24 + 48),
    })
    const tuesday24 = '2026-11-24T17:00:00.000Z'
    await seedFicha(db, 'FICHA-2', tuesday24, { campus: 'Saltillo', carrera: 'Derecho', nivel_estudio: 'licenciatura' }, {
      status: 'cita-agendada',
      contactada_at: later(tuesday24, 4),
      cita_agendada_at: later(tuesday24, 4 + 30),
    })
    // Sunday 29 November at 23:30 at the institute, already Monday in UTC: still the week of the 23rd.
    await seedFicha(db, 'FICHA-3', '2026-11-30T05:30:00.000Z', { campus: 'Torreon', carrera: 'Pedagogia', nivel_estudio: 'licenciatura' }, { origen_fuente: 'google' })
    const monday30 = '2026-11-30T16:00:00.000Z'
    await seedFicha(db, 'FICHA-4', monday30, { campus: 'Internet', carrera: 'Derecho', nivel_estudio: 'licenciatura en linea' }, {
      status: 'contactada',
      contactada_at: later(monday30, 6),
    })
    // Sunday 13 September at 23:00 at the institute: the day before the period starts.
    await seedFicha(db, 'FICHA-0', '2026-09-14T05:00:00.000Z', { campus: 'Torreon' }, { origen_fuente: 'facebook', contactada_at: '2026-09-14T06:00:00.000Z' })
    await seedFicha(db, 'FICHA-00', '2026-08-01T16:00:00.000Z', { campus: 'Torreon' })
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
