import { describe, expect, it } from 'vitest'
import { campuses } from '#content/campuses.ts'
import { campusForRouteId, campusRouteId, campusRoutePath } from './campus-route-id.ts'

describe('campus route ids', () => {
  it('finds every campus by the id its route was registered under', () => {
    for (const campus of campuses) expect(campusForRouteId(campusRouteId(campus.slug))).toBe(campus)
  })

  it('finds nothing for another route', () => {
    expect(campusForRouteId('program-derecho')).toBeUndefined()
    expect(campusForRouteId(undefined)).toBeUndefined()
  })

  it('gives each path relative to /inicio, as the nested route table needs', () => {
    expect(campuses.map(campusRoutePath)).toEqual([
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
})
