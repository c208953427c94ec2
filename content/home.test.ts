import { describe, expect, it } from 'vitest'
import { paths } from '#contracts/site-paths.ts'
import { activities, homeHero, offerGrid, programSlider, promoCarousel } from './home.ts'
import { programs } from './programs/programs.ts'

describe('home content (spec §2.6, §3)', () => {
  it('has the four hero slides and the three promotions', () => {
    expect(homeHero.slides).toHaveLength(4) // spec §3: four hero slides
    expect(promoCarousel.slides.map((slide) => slide.id)).toEqual([1, 2, 3])
    expect(promoCarousel.slides[0]?.title).toBe('Inscríbete Gratis')
    expect(promoCarousel.slides[1]?.title).toBe('Licenciaturas y Maestrías')
  })

  it('offers the four levels, in order', () => {
    expect(offerGrid.cards.map((card) => card.title)).toEqual(['Bachillerato', 'Licenciatura', 'Posgrado', 'Educación Continua'])
    expect(offerGrid.cards.at(-1)?.to).toBe(paths.mantenimiento)
  })

  it('keeps the two links the spec records with odd targets (§2.1)', () => {
    const targets = [...programSlider.items, ...offerGrid.cards].map((item) => item.to)
    expect(targets).toContain('/inicio/posgrado/maestria/educacion')
    expect(targets).toContain('/inicio/posgrado/maestria/jucios-orales')
  })

  it('links every programme of the route table from the slider', () => {
    const targets = programSlider.items.map((item) => item.to)
    for (const { page } of programs) {
      expect(targets).toContain(page.path === paths.juiciosOralesRedirectTarget ? paths.homeLinksAsRecorded.juiciosOralesMisspelled : page.path)
    }
  })

  it('captions every collage tile', () => {
    expect(activities.tiles.length).toBeGreaterThan(0)
    for (const tile of activities.tiles) expect(tile.caption).not.toBe('')
  })
})
