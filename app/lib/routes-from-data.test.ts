import { describe, expect, it } from 'vitest'
import { SITE_PAGES } from '#app/config/prerender.ts'
import { dataRouteId } from '#app/lib/routes-from-data.ts'
import { programs } from '#content/programs/programs.ts'

describe('routes from data', () => {
  it('registers the programme module once per programme, each under its own route id at its path', () => {
    const pages = SITE_PAGES.filter((page) => page.module === 'routes/program.tsx')
    expect(pages.map((page) => [page.id, page.meta.path])).toEqual(programs.map((program) => [dataRouteId('program', program.slug), program.page.path]))
    expect(new Set(pages.map((page) => page.id)).size).toBe(programs.length)
  })
})
