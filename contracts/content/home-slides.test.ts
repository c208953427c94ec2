import { describe, expect, it } from 'vitest'
import { homeHero, promoCarousel } from '#content/home.ts'
import { CONTENT_FIELD_MESSAGES } from '#contracts/content/content-fields.ts'
import { HOME_SLIDES_MESSAGES, heroSlidesSchema, isPromotionShownOn, promotionsSchema } from '#contracts/content/home-slides.ts'

/** The messages of the data's issues, by path. */
function issuesOf(schema: typeof heroSlidesSchema | typeof promotionsSchema, data: unknown): Record<string, string> {
  const result = schema.safeParse(data)
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

const [first, second, third] = promoCarousel.slides

describe('hero slides schema (issue 37)', () => {
  it("takes today's slides as they are", () => {
    expect(heroSlidesSchema.parse(homeHero.slides)).toEqual(homeHero.slides)
  })

  it('refuses no slides at all, and the same video twice', () => {
    expect(issuesOf(heroSlidesSchema, [])).toEqual({ '': HOME_SLIDES_MESSAGES.heroSlides })
    const [video, ...others] = homeHero.slides
    expect(issuesOf(heroSlidesSchema, [video, ...others, video])).toEqual({ [`${homeHero.slides.length}.src`]: HOME_SLIDES_MESSAGES.heroVideo })
  })
})

describe('promotions schema (issue 37)', () => {
  it("takes today's promotions as they are, and a promotion with its days", () => {
    expect(promotionsSchema.parse(promoCarousel.slides)).toEqual(promoCarousel.slides)
    const dated = [{ ...first, desde: '2026-08-01', hasta: '2026-08-31' }, second, third]
    expect(promotionsSchema.parse(dated)).toEqual(dated)
  })

  it('refuses a promotion that ends before it starts, on hasta', () => {
    expect(issuesOf(promotionsSchema, [first, { ...second, desde: '2026-08-31', hasta: '2026-08-01' }, third])).toEqual({
      '1.hasta': HOME_SLIDES_MESSAGES.hastaBeforeDesde,
    })
  })

  it('refuses a day that does not exist, on that day only', () => {
    expect(issuesOf(promotionsSchema, [{ ...first, desde: '2026-02-30', hasta: '2026-01-31' }, second, third])).toEqual({
      '0.desde': CONTENT_FIELD_MESSAGES.day,
    })
  })

  it('refuses an empty title and a number another promotion already uses, and takes them in any order', () => {
    expect(issuesOf(promotionsSchema, [first, { ...third, title: '' }, { ...second, id: 1 }])).toEqual({
      '1.title': CONTENT_FIELD_MESSAGES.text,
      '2.id': HOME_SLIDES_MESSAGES.promotionId,
    })
    expect(promotionsSchema.safeParse([third, first, second]).success).toBe(true)
  })

  it('shows a promotion from its desde to its hasta, both days included', () => {
    const august = { desde: '2026-08-01', hasta: '2026-08-31' }
    expect(['2026-07-31', '2026-08-01', '2026-08-31', '2026-09-01'].map((day) => isPromotionShownOn(august, day))).toEqual([false, true, true, false])
    expect(isPromotionShownOn({ desde: '2026-08-01' }, '2030-01-01')).toBe(true)
    expect(isPromotionShownOn({ hasta: '2026-08-31' }, '2026-09-01')).toBe(false)
    expect(isPromotionShownOn({}, '2026-09-01')).toBe(true)
  })
})
