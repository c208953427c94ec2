import { describe, expect, it } from 'vitest'
import { SITE_PAGES } from '#app/config/prerender.ts'
import { programRoutes } from '#app/features/program-browser/program-routes.ts'
import { programs } from '#content/programs/programs.ts'

const idsOf = (module: string) => SITE_PAGES.filter((page) => page.module === module).map((page) => page.id)

describe('routes from data', () => {
  it('gives each item its own route id and finds the item back from it', () => {
    const ids = idsOf('routes/program.tsx')
    expect(new Set(ids).size).toBe(programs.length)
    programs.forEach((program, index) => {
      expect(programRoutes.forRouteId(ids[index])).toBe(program)
      expect(programRoutes.current([{ id: 'root' }, { id: ids[index] ?? '' }])).toBe(program)
    })
  })

  it('finds nothing for another kind of route, and says so when rendering', () => {
    const [firstCampus] = idsOf('routes/campus.tsx')
    expect(firstCampus).toBeDefined()
    expect(programRoutes.forRouteId(firstCampus)).toBeUndefined()
    expect(programRoutes.forRouteId(undefined)).toBeUndefined()
    expect(() => programRoutes.current([{ id: 'routes/mantenimiento' }])).toThrow(/program/)
  })
})
