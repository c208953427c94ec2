import { describe, expect, it } from 'vitest'
import { NO_COST, costTable, feeAmount, mxn, type Fee } from './prices.ts'

/** A fee as the spec's table writes it. */
const shown = (fee: Fee) => (fee.kind === 'no-cost' ? 'sin costo' : `$${fee.mxn}`)

describe('cost table (spec §9)', () => {
  it('bachillerato: the four modalities with every field', () => {
    expect(
      costTable.bachillerato.map(({ label, modalities, cost }) => ({
        label,
        modalities,
        ficha: shown(cost.ficha),
        inscripcion: shown(cost.inscripcion),
        mensualidad: shown(cost.mensualidad),
        duracion: cost.duracion,
        horario: cost.horario,
        dias: cost.dias,
      })),
    ).toEqual([
      {
        label: 'Escolarizada',
        modalities: ['escolarizada'],
        ficha: '$500',
        inscripcion: '$1550',
        mensualidad: '$850',
        duracion: '2 años',
        horario: '7:45 - 12:30',
        dias: 'Lunes a viernes',
      },
      {
        label: 'En línea',
        modalities: ['en-linea'],
        ficha: 'sin costo',
        inscripcion: '$500',
        mensualidad: '$500',
        duracion: '2 años',
        horario: '8:00 - 10:00',
        dias: 'Sábados',
      },
      {
        label: 'Nocturna',
        modalities: ['nocturna'],
        ficha: '$500',
        inscripcion: '$800',
        mensualidad: '$500',
        duracion: '2 años',
        horario: '19:00 - 21:00',
        dias: 'Lunes a jueves',
      },
      {
        label: 'Sabatina',
        modalities: ['sabatina'],
        ficha: 'sin costo',
        inscripcion: '$1000',
        mensualidad: '$700',
        duracion: '2 años',
        horario: '8:00 - 14:40',
        dias: 'Sábados',
      },
    ])
  })

  it('licenciatura: egresado and nuevo ingreso prices, and the nocturna ficha that differs', () => {
    expect(
      costTable.licenciatura.map(({ label, cost }) => [
        label,
        shown(cost.ficha.egresado),
        shown(cost.ficha.nuevoIngreso),
        shown(cost.inscripcion),
        shown(cost.mensualidad.egresado),
        shown(cost.mensualidad.nuevoIngreso),
      ]),
    ).toEqual([
      ['Escolarizada', '$500', '$500', '$1400', '$1100', '$1500'],
      ['Nocturna', 'sin costo', '$500', '$1000', '$800', '$1200'],
      ['En línea', 'sin costo', 'sin costo', '$1400', '$1100', '$1500'],
      ['Sabatina', '$500', '$500', '$1400', '$1100', '$1500'],
    ])
    expect(costTable.licenciatura.map((row) => row.modalities)).toEqual([
      ['escolarizada'],
      ['nocturna'],
      ['en-linea'],
      ['sabatina'],
    ])
  })

  it('maestría: nocturna, and en línea/sabatina semipresencial; doctorado: en línea', () => {
    const posgrado = (rows: typeof costTable.maestria) =>
      rows.map(({ label, modalities, cost }) => [
        label,
        modalities,
        shown(cost.ficha),
        shown(cost.inscripcion),
        shown(cost.mensualidad),
      ])
    expect(posgrado(costTable.maestria)).toEqual([
      ['Nocturna', ['nocturna'], 'sin costo', '$800', '$1600'],
      ['En línea / Sabatina (semipresencial)', ['en-linea', 'sabatina'], 'sin costo', '$800', '$1600'],
    ])
    expect(posgrado(costTable.doctorado)).toEqual([['En línea', ['en-linea'], 'sin costo', '$1600', '$3000']])
  })

  it('keeps "no cost" apart from an amount, and charges 0 for it', () => {
    expect(NO_COST.kind).toBe('no-cost')
    expect(feeAmount(NO_COST)).toBe(0)
    expect(feeAmount(mxn(850))).toBe(850)
  })
})
