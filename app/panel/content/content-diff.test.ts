import { describe, expect, it } from 'vitest'
import { SINGLE_RECORD_KEY } from '#contracts/content/content-kinds.ts'
import { CONTENT_SEED } from '#content/content-seed.ts'
import { contentDifferences } from './content-diff.ts'

const costTable = CONTENT_SEED['tabla-de-costos'][SINGLE_RECORD_KEY]!
const promotions = CONTENT_SEED.promociones[SINGLE_RECORD_KEY]!

/** A copy of the seed to change: the seed itself stays as it is. */
const copy = <T>(value: T): T => structuredClone(value) as T

describe('contentDifferences', () => {
  it('finds nothing between a record and a copy of itself', () => {
    expect(contentDifferences('tabla-de-costos', costTable, copy(costTable))).toEqual([])
    expect(contentDifferences('promociones', promotions, copy(promotions))).toEqual([])
  })

  it('names a changed price by the trail of labels to it, the numbers as written', () => {
    const after = copy(costTable)
    after.licenciatura[0]!.cost.mensualidad.nuevoIngreso = { kind: 'amount', mxn: 1650 }
    expect(contentDifferences('tabla-de-costos', costTable, after)).toEqual([
      {
        path: 'licenciatura.0.cost.mensualidad.nuevoIngreso.mxn',
        place: 'Licenciatura › Escolarizada › Costos › Mensualidad › Nuevo ingreso › Precio en pesos',
        before: '1500',
        after: '1650',
      },
    ])
  })

  it('tells a fee that became no cost by the Spanish names of its cases, and the amount it lost', () => {
    const after = copy(costTable)
    after.bachillerato[1]!.cost.inscripcion = { kind: 'no-cost' }
    expect(contentDifferences('tabla-de-costos', costTable, after)).toEqual([
      { path: 'bachillerato.1.cost.inscripcion.kind', place: 'Bachillerato › En línea › Costos › Inscripción › Tipo', before: 'Con precio', after: 'Sin costo' },
      { path: 'bachillerato.1.cost.inscripcion.mxn', place: 'Bachillerato › En línea › Costos › Inscripción › Precio en pesos', before: '500', after: null },
    ])
  })

  it('shows the modalities chosen by their names', () => {
    const after = copy(costTable)
    after.maestria[0]!.modalities = ['en-linea', 'sabatina']
    const [difference] = contentDifferences('tabla-de-costos', costTable, after)
    expect(difference?.after).toBe('En línea, Sabatina')
    expect(difference?.place).toBe(`Maestría › ${costTable.maestria[0]!.label} › Modalidades`)
  })

  it('shows a promotion added as one entry named by its title', () => {
    const added = { ...copy(promotions[0]), id: 4, title: 'Beca deportiva', desde: '2026-08-01' }
    const differences = contentDifferences('promociones', promotions, [...copy(promotions), added])
    expect(differences).toEqual([{ path: '3', place: 'Beca deportiva', before: null, after: 'Elemento agregado' }])
  })

  it('shows a promotion removed, and a change in the one after it, as what they are', () => {
    const [first, second, third] = copy(promotions)
    const after = [first!, { ...third!, description: 'Otra descripción' }]
    expect(contentDifferences('promociones', promotions, after)).toEqual([
      { path: '1.description', place: `${third!.title} › Descripción`, before: third!.description, after: 'Otra descripción' },
      { path: '1', place: second!.title, before: 'Elemento quitado', after: null },
    ])
  })

  it('shows an item moved with its old and new positions', () => {
    const [first, second, third] = promotions
    expect(contentDifferences('promociones', promotions, [second, first, third])).toEqual([
      { path: '1', place: first!.title, before: 'Posición 1', after: 'Posición 2' },
    ])
  })

  it('follows items moved and renumbered to their new numbers, not to their new neighbours', () => {
    const [first, second, third] = promotions
    expect(contentDifferences('promociones', promotions, [{ ...second!, id: 1 }, { ...first!, id: 2 }, third])).toEqual([
      { path: '0.id', place: `${second!.title} › Número`, before: '2', after: '1' },
      { path: '1.id', place: `${first!.title} › Número`, before: '1', after: '2' },
    ])
  })

  it('tells an optional day set, then left out', () => {
    const withDay = [{ ...copy(promotions[0]!), desde: '2026-08-01' }, ...copy(promotions.slice(1))]
    expect(contentDifferences('promociones', promotions, withDay)).toEqual([
      { path: '0.desde', place: `${promotions[0]!.title} › Se muestra desde`, before: null, after: '2026-08-01' },
    ])
    expect(contentDifferences('promociones', withDay, promotions)).toEqual([
      { path: '0.desde', place: `${promotions[0]!.title} › Se muestra desde`, before: '2026-08-01', after: null },
    ])
  })

  it('keeps a price typed as text that is not a number as it was typed', () => {
    const after = copy(costTable) as unknown as { doctorado: { cost: { inscripcion: unknown } }[] }
    after.doctorado[0]!.cost.inscripcion = { kind: 'amount', mxn: '1,600' }
    expect(contentDifferences('tabla-de-costos', costTable, after)).toEqual([
      { path: 'doctorado.0.cost.inscripcion.mxn', place: 'Doctorado › En línea › Costos › Inscripción › Precio en pesos', before: '1600', after: '1,600' },
    ])
  })
})
