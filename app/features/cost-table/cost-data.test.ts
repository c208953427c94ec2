import { describe, expect, it } from 'vitest'
import { costSelectorText as text } from '#content/admission.ts'
import { NO_COST, costTable, mxn } from '#content/prices.ts'
import type { Campus, Carrera } from '#contracts/admission-options.ts'
import { RVOE_SEED, rvoeAt, rvoeSummary } from '#contracts/rvoe.ts'
import type { ModalityKey } from '#contracts/study-plans.ts'
import { withRvoe, withoutRvoe } from '#tests/fixtures/rvoe-tables.ts'
import { formatFee } from '#app/lib/money.ts'
import { costLines, modalityOptions, overviewTable, rvoeLines, rvoeLinesFor } from './cost-data.ts'

const asRows = (lines: ReturnType<typeof costLines>) => lines?.map((line) => [line.label, line.cell.text, line.cell.tone])

describe('cost data (spec §9)', () => {
  it('formats pesos without cents, and a no-cost fee as text', () => {
    expect(formatFee(mxn(1_550), text.noCost)).toBe('$1,550')
    expect(formatFee(NO_COST, text.noCost)).toBe('Sin costo')
  })

  it('offers each level its modalities; none before a level', () => {
    expect(modalityOptions(costTable, '')).toEqual([])
    expect(modalityOptions(costTable, 'bachillerato').map((option) => option.label)).toEqual(['Escolarizada', 'En línea', 'Nocturna', 'Sabatina'])
    expect(modalityOptions(costTable, 'maestria')).toHaveLength(2)
    expect(modalityOptions(costTable, 'doctorado').map((option) => option.label)).toEqual(['En línea'])
  })

  it('colours only the ficha: green when it costs nothing, red otherwise', () => {
    expect(asRows(costLines(costTable, 'bachillerato', 'sabatina', 'egresado', text))).toEqual([
      ['Ficha', 'Sin costo', 'no-cost'],
      ['Inscripción', '$1,000', undefined],
      ['Mensualidad', '$700', undefined],
      ['Duración', '2 años', undefined],
      ['Horario', '8:00 - 14:40', undefined],
      ['Días', 'Sábados', undefined],
    ])
  })

  it('gives licenciatura the prices of the entry type', () => {
    expect(asRows(costLines(costTable, 'licenciatura', 'nocturna', 'egresado', text))).toEqual([
      ['Ficha', 'Sin costo', 'no-cost'],
      ['Inscripción', '$1,000', undefined],
      ['Mensualidad', '$800', undefined],
    ])
    expect(asRows(costLines(costTable, 'licenciatura', 'nocturna', 'nuevoIngreso', text))).toEqual([
      ['Ficha', '$500', 'charged'],
      ['Inscripción', '$1,000', undefined],
      ['Mensualidad', '$1,200', undefined],
    ])
  })

  it('has no record for a modality the level does not offer', () => {
    expect(costLines(costTable, 'doctorado', 'nocturna', 'egresado', text)).toBeNull()
  })

  it('builds the overview of licenciatura with both entry types side by side', () => {
    const table = overviewTable(costTable, RVOE_SEED, 'licenciatura', text)
    expect(table.columns).toEqual([
      'Modalidad',
      'Ficha egresado',
      'Ficha nuevo ingreso',
      'Inscripción',
      'Mensualidad egresado',
      'Mensualidad nuevo ingreso',
    ])
    expect(table.rows.map((row) => [row.heading, ...row.cells.map((cell) => cell.text)])).toEqual([
      ['Escolarizada', '$500', '$500', '$1,400', '$1,100', '$1,500'],
      ['Nocturna', 'Sin costo', '$500', '$1,000', '$800', '$1,200'],
      ['En línea', 'Sin costo', 'Sin costo', '$1,400', '$1,100', '$1,500'],
      ['Sabatina', '$500', '$500', '$1,400', '$1,100', '$1,500'],
    ])
  })
})

describe('RVOE of the cost rows (the published table, contracts/rvoe.ts)', () => {
  /** The one-line RVOE the seed gives a plan at a campus. */
  function summaryAt(carrera: Carrera, modality: ModalityKey, campus: Campus): string {
    const grant = rvoeAt(RVOE_SEED, { carrera, modality, campus })
    if (grant === undefined) throw new Error(`Sin RVOE en los datos: ${carrera}, ${modality}, ${campus}`)
    return rvoeSummary(grant, RVOE_SEED.authorities)
  }
  const asText = (lines: ReturnType<typeof rvoeLines>) => lines.map((line) => [line.label, line.text])

  it('gives each plan a row covers its RVOE: licenciatura nocturna has three carreras', () => {
    expect(asText(rvoeLinesFor(costTable, RVOE_SEED, 'licenciatura', 'nocturna'))).toEqual([
      ['Ciencias de la Educación', summaryAt('Ciencias de la Educacion', 'nocturna', 'Torreon')],
      ['Derecho', summaryAt('Derecho', 'nocturna', 'Torreon')],
      ['Administración de Empresas', summaryAt('Administracion de Empresas', 'nocturna', 'Torreon')],
    ])
    expect(rvoeLinesFor(costTable, RVOE_SEED, 'licenciatura', 'escolarizada')).toHaveLength(7)
  })

  it('names the modality on a row that covers two, and the campus where agreements are per campus', () => {
    expect(rvoeLinesFor(costTable, RVOE_SEED, 'maestria', 'en-linea-sabatina').map((line) => line.label)).toEqual([
      'Pedagogía, Sabatina',
      'Pedagogía, En línea',
      'Educación en Competencias, Sabatina',
      'Educación en Competencias, En línea',
      'Juicios Orales, Sabatina',
      'Juicios Orales, En línea',
    ])
    expect(rvoeLinesFor(costTable, RVOE_SEED, 'bachillerato', 'escolarizada').map((line) => line.label)).toEqual([
      'Preparatoria Bachillerato General, Torreón Braulio Fernández Aguirre',
      'Preparatoria Bachillerato General, Torreón Zaragoza Sur',
      'Preparatoria Bachillerato General, Torreón Villas Zaragoza',
      'Preparatoria Bachillerato General, Torreón Valle la Rosita',
    ])
  })

  it("says 'Validez oficial en trámite' for a plan without RVOE, and once for a row with no plan known", () => {
    const table = withoutRvoe('Derecho', 'nocturna', withoutRvoe('Preparatoria Bachillerato General', 'sabatina'))

    expect(asText(rvoeLines(table, 'licenciatura', ['nocturna']))[1]).toEqual(['Derecho', 'Validez oficial en trámite'])
    expect(asText(rvoeLines(table, 'bachillerato', ['sabatina']))).toEqual([['Preparatoria Bachillerato General', 'Validez oficial en trámite']])
    // No doctorado is taught escolarizada.
    expect(asText(rvoeLines(table, 'doctorado', ['escolarizada']))).toEqual([[undefined, 'Validez oficial en trámite']])
  })

  it('shows what is published: a new agreement with its authority abbreviated as published', () => {
    const published = withRvoe('Derecho', 'nocturna', { kind: 'unico', number: 'SEDU-2026-7', date: '2026-01-12', authority: 'SEDU' })
    const renamed = { ...published, authorities: { ...published.authorities, SEDU: { ...published.authorities.SEDU, abbreviation: 'SEDU Coahuila' } } }
    expect(asText(rvoeLinesFor(costTable, renamed, 'licenciatura', 'nocturna'))[1]).toEqual(['Derecho', 'RVOE SEDU-2026-7 del 12 de enero de 2026 (SEDU Coahuila)'])
  })

  it('puts the RVOE of each overview row beside its prices', () => {
    expect(overviewTable(costTable, RVOE_SEED, 'doctorado', text).rows.map((row) => [row.heading, asText(row.rvoe)])).toEqual([
      ['En línea', [['Doctorado Gestión Educativa', summaryAt('Doctorado Gestion Educativa', 'en-linea', 'Internet')]]],
    ])
  })
})
