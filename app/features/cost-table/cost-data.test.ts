import { describe, expect, it } from 'vitest'
import { costSelectorText as text } from '#content/admission.ts'
import { NO_COST, mxn } from '#content/prices.ts'
import { costLines, formatFee, modalityOptions, overviewTable } from './cost-data.ts'

const asRows = (lines: ReturnType<typeof costLines>) => lines?.map((line) => [line.label, line.cell.text, line.cell.tone])

describe('cost data (spec §9)', () => {
  it('formats pesos without cents, and a no-cost fee as text', () => {
    expect(formatFee(mxn(1_550), text.noCost)).toBe('$1,550')
    expect(formatFee(NO_COST, text.noCost)).toBe('Sin costo')
  })

  it('offers each level its modalities; none before a level', () => {
    expect(modalityOptions('')).toEqual([])
    expect(modalityOptions('bachillerato').map((option) => option.label)).toEqual(['Escolarizada', 'En línea', 'Nocturna', 'Sabatina'])
    expect(modalityOptions('maestria')).toHaveLength(2)
    expect(modalityOptions('doctorado').map((option) => option.label)).toEqual(['En línea'])
  })

  it('colours only the ficha: green when it costs nothing, red otherwise', () => {
    expect(asRows(costLines('bachillerato', 'sabatina', 'egresado', text))).toEqual([
      ['Ficha', 'Sin costo', 'no-cost'],
      ['Inscripción', '$1,000', undefined],
      ['Mensualidad', '$700', undefined],
      ['Duración', '2 años', undefined],
      ['Horario', '8:00 - 14:40', undefined],
      ['Días', 'Sábados', undefined],
    ])
  })

  it('gives licenciatura the prices of the entry type', () => {
    expect(asRows(costLines('licenciatura', 'nocturna', 'egresado', text))).toEqual([
      ['Ficha', 'Sin costo', 'no-cost'],
      ['Inscripción', '$1,000', undefined],
      ['Mensualidad', '$800', undefined],
    ])
    expect(asRows(costLines('licenciatura', 'nocturna', 'nuevoIngreso', text))).toEqual([
      ['Ficha', '$500', 'charged'],
      ['Inscripción', '$1,000', undefined],
      ['Mensualidad', '$1,200', undefined],
    ])
  })

  it('has no record for a modality the level does not offer', () => {
    expect(costLines('doctorado', 'nocturna', 'egresado', text)).toBeNull()
  })

  it('builds the overview of licenciatura with both entry types side by side', () => {
    const table = overviewTable('licenciatura', text)
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
