import { describe, expect, it } from 'vitest'
import { SITE_PAGES } from '#app/config/prerender.ts'
import { campusRoutes } from '#app/features/campus/campus-routes.ts'
import { programRoutes } from '#app/features/program-browser/program-routes.ts'
import { campuses } from '#content/campuses.ts'
import { programs } from '#content/programs/programs.ts'

const idsOf = (module: string) => SITE_PAGES.filter((page) => page.module === module).map((page) => page.id)

describe('routes from data', () => {
  it('gives each item its own route id and finds the item back from it', () => {
    for (const [routes, items, module] of [
      [programRoutes, programs, 'routes/program.tsx'],
      [campusRoutes, campuses, 'routes/campus.tsx'],
    ] as const) {
      const ids = idsOf(module)
      expect(new Set(ids).size).toBe(items.length)
      items.forEach((item, index) => {
        expect(routes.forRouteId(ids[index])).toBe(item)
        expect(routes.current([{ id: 'root' }, { id: ids[index] ?? '' }])).toBe(item)
      })
    }
  })

  it('finds nothing for another kind of route, and says so when rendering', () => {
    const [firstProgram] = idsOf('routes/program.tsx')
    expect(campusRoutes.forRouteId(firstProgram)).toBeUndefined()
    expect(campusRoutes.forRouteId(undefined)).toBeUndefined()
    expect(() => campusRoutes.current([{ id: 'routes/mantenimiento' }])).toThrow(/campus/)
  })
})
