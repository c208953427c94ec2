import { describe, expect, it } from 'vitest'
import { COMPARE_MAX_PROGRAMS } from '#content/finder.ts'
import {
  comparePath,
  filterOptions,
  finderSearch,
  matchesFilters,
  parseCompared,
  parseFilters,
  toggleCompared,
  type FinderFilters,
} from './finder-query.ts'
import type { ProgramSummary } from './program-summaries.ts'

/** Two programmes as the finder receives them: one taught sabatina only at Torreón, one at Saltillo and online. */
const comunicacion: ProgramSummary = {
  slug: 'comunicacion',
  name: 'Licenciatura en Comunicación Social',
  shortName: 'Comunicación Social',
  path: '/inicio/licenciatura/comunicacion',
  level: 'licenciatura',
  periodUnit: 'cuatrimestre',
  periodCount: 9,
  months: 36,
  monthly: { from: 1_100, to: 1_500 },
  offers: [
    { modality: 'escolarizada', campuses: ['Saltillo', 'Torreon'], monthly: { from: 1_100, to: 1_500 }, rvoe: 'granted' },
    { modality: 'sabatina', campuses: ['Torreon'], monthly: { from: 1_100, to: 1_500 }, rvoe: 'granted' },
  ],
}
const pedagogia: ProgramSummary = {
  slug: 'pedagogia',
  name: 'Maestría en Pedagogía',
  shortName: 'Pedagogía',
  path: '/inicio/posgrado/maestria/pedagogia',
  level: 'maestria',
  periodUnit: 'cuatrimestre',
  periodCount: 4,
  months: 16,
  monthly: { from: 1_600, to: 1_600 },
  offers: [
    { modality: 'sabatina', campuses: ['Saltillo'], monthly: { from: 1_600, to: 1_600 }, rvoe: 'granted' },
    { modality: 'en-linea', campuses: ['Internet'], monthly: { from: 1_600, to: 1_600 }, rvoe: 'pending' },
  ],
}
const summaries = [comunicacion, pedagogia]
const options = filterOptions(summaries)
const found = (filters: FinderFilters) => summaries.filter((summary) => matchesFilters(summary, filters)).map((summary) => summary.slug)

describe('the finder’s options', () => {
  it('offers only values some programme has, places without the online offer, durations and fees ascending', () => {
    expect(options).toEqual({
      levels: ['licenciatura', 'maestria'],
      modalities: ['escolarizada', 'sabatina', 'en-linea'],
      campuses: ['Torreon', 'Saltillo'],
      durations: [16, 36],
      fees: [1_100, 1_500, 1_600],
    })
  })
})

describe('matching', () => {
  it('keeps every programme without filters', () => {
    expect(found({})).toEqual(['comunicacion', 'pedagogia'])
  })

  it('applies modality and campus to the same offer', () => {
    // Comunicación is sabatina (at Torreón) and at Saltillo (escolarizada), but not sabatina at Saltillo.
    expect(found({ modality: 'sabatina', campus: 'Saltillo' })).toEqual(['pedagogia'])
    expect(found({ modality: 'sabatina', campus: 'Torreon' })).toEqual(['comunicacion'])
  })

  it('filters by level and by the longest duration', () => {
    expect(found({ level: 'licenciatura' })).toEqual(['comunicacion'])
    expect(found({ maxMonths: 16 })).toEqual(['pedagogia'])
    expect(found({ maxMonths: 36 })).toEqual(['comunicacion', 'pedagogia'])
  })

  it('keeps a programme whose monthly fee in a matching modality falls in the range', () => {
    expect(found({ feeTo: 1_100 })).toEqual(['comunicacion'])
    expect(found({ feeFrom: 1_600 })).toEqual(['pedagogia'])
    expect(found({ feeFrom: 1_500, feeTo: 1_500 })).toEqual(['comunicacion'])
    expect(found({ feeFrom: 1_600, modality: 'escolarizada' })).toEqual([])
  })
})

describe('the query', () => {
  it('reads the filters a shared link names', () => {
    const params = new URLSearchParams('nivel=licenciatura&modalidad=sabatina&campus=Saltillo&duracion=36&desde=1100&hasta=1500')
    expect(parseFilters(params, options)).toEqual({
      level: 'licenciatura',
      modality: 'sabatina',
      campus: 'Saltillo',
      maxMonths: 36,
      feeFrom: 1_100,
      feeTo: 1_500,
    })
  })

  it('leaves out values the options do not have instead of failing', () => {
    const params = new URLSearchParams('nivel=preescolar&modalidad=&campus=Internet&duracion=abc&desde=999&hasta=')
    expect(parseFilters(params, options)).toEqual({})
  })

  it('writes filters and choice as a readable query that reads back the same', () => {
    const filters: FinderFilters = { level: 'licenciatura', modality: 'sabatina', campus: 'San Pedro', feeTo: 1_500 }
    const search = finderSearch(filters, ['derecho', 'administracion'])
    expect(search).toBe('?nivel=licenciatura&modalidad=sabatina&campus=San%20Pedro&hasta=1500&programas=derecho,administracion')
    const params = new URLSearchParams(search)
    expect(parseFilters(params, { ...options, campuses: ['San Pedro'] })).toEqual(filters)
    expect(parseCompared(params)).toEqual(['derecho', 'administracion'])
    expect(finderSearch({})).toBe('')
  })

  it('links the comparison of the programmes chosen', () => {
    expect(comparePath(['derecho', 'administracion'])).toBe('/inicio/oferta/comparar?programas=derecho,administracion')
  })

  it('reads at most three known programmes, each once', () => {
    expect(parseCompared(new URLSearchParams('programas=derecho,nadie,derecho,gestion,pedagogia,educacion'))).toEqual([
      'derecho',
      'gestion',
      'pedagogia',
    ])
    expect(parseCompared(new URLSearchParams('programas=derecho%2Cgestion'))).toEqual(['derecho', 'gestion'])
    expect(parseCompared(new URLSearchParams(''))).toEqual([])
  })
})

describe('choosing what to compare', () => {
  it('adds while there is room and takes out', () => {
    const full = toggleCompared(toggleCompared(toggleCompared([], 'derecho', true), 'gestion', true), 'pedagogia', true)
    expect(full).toHaveLength(COMPARE_MAX_PROGRAMS)
    expect(toggleCompared(full, 'educacion', true)).toEqual(full)
    expect(toggleCompared(full, 'gestion', false)).toEqual(['derecho', 'pedagogia'])
  })
})
