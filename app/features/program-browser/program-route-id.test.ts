import { describe, expect, it } from 'vitest'
import { programForRouteId, programRouteId, programRoutePath } from '#app/features/program-browser/program-route-id.ts'
import { programs } from '#content/programs/programs.ts'

describe('programme routes', () => {
  it('gives each programme its own route id, and finds the programme back from it', () => {
    const ids = programs.map((program) => programRouteId(program.slug))
    expect(new Set(ids).size).toBe(programs.length)
    for (const program of programs) expect(programForRouteId(programRouteId(program.slug))).toBe(program)
    expect(programForRouteId('routes/mantenimiento')).toBeUndefined()
    expect(programForRouteId(undefined)).toBeUndefined()
  })

  it('nests each path under the /inicio layout', () => {
    expect(programs.map(programRoutePath)).toEqual([
      'bachillerato',
      'licenciatura/educacion',
      'licenciatura/lengua-inglesa',
      'licenciatura/derecho',
      'licenciatura/comunicacion',
      'licenciatura/administracion',
      'licenciatura/expresion',
      'licenciatura/contador',
      'posgrado/maestria/pedagogia',
      'posgrado/maestria/juicios-orales',
      'posgrado/doctorado/gestion',
    ])
  })
})
