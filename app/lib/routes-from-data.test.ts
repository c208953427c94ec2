import { describe, expect, it } from 'vitest'
import { campusRoutes } from '#app/features/campus/campus-routes.ts'
import { programRoutes } from '#app/features/program-browser/program-routes.ts'
import { routesFromData } from '#app/lib/routes-from-data.ts'
import { campuses } from '#content/campuses.ts'
import { programs } from '#content/programs/programs.ts'

describe('routes from data', () => {
  it('gives each item its own route id and finds the item back from it', () => {
    for (const [routes, items] of [
      [programRoutes, programs],
      [campusRoutes, campuses],
    ] as const) {
      const ids = routes.entries.map((entry) => entry.id)
      expect(new Set(ids).size).toBe(items.length)
      items.forEach((item, index) => {
        expect(routes.forRouteId(ids[index])).toBe(item)
        expect(routes.current([{ id: 'root' }, { id: ids[index] ?? '' }])).toBe(item)
      })
    }
  })

  it('finds nothing for another kind of route, and says so when rendering', () => {
    const [firstProgram] = programRoutes.entries
    expect(campusRoutes.forRouteId(firstProgram?.id)).toBeUndefined()
    expect(campusRoutes.forRouteId(undefined)).toBeUndefined()
    expect(() => campusRoutes.current([{ id: 'routes/mantenimiento' }])).toThrow(/campus/)
  })

  it('nests each path under the /inicio layout', () => {
    expect(programRoutes.entries.map((entry) => entry.path)).toEqual([
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
    expect(campusRoutes.entries.map((entry) => entry.path)).toEqual([
      'campus/torreon-villas',
      'campus/torreon-valle',
      'campus/torreon-braulio',
      'campus/torreon-zaragoza',
      'campus/parras',
      'campus/saltillo',
      'campus/sanpedro',
      'campus/franciscoimadero',
    ])
  })

  it('refuses an item whose page is not under /inicio', () => {
    expect(() => routesFromData('x', [{ slug: 'fuera', page: { path: '/otra/fuera' } }])).toThrow(/no está bajo/)
  })
})
