import { z } from '#contracts/zod.ts'
import { calendarDay, isCalendarDay, longText, shortText } from '#contracts/content/content-fields.ts'
import { slottedImageSchema, videoSchema } from '#contracts/content/media.ts'

/*
 * Issue 37: the home page's hero slides and its promotions, as content records staff publish.
 * Their seed is content/home.ts. The texts around them (the hero's heading, the carousels'
 * labels) stay in the code: several are functions of the slide's position.
 */

export const HOME_SLIDES_MESSAGES = {
  heroSlides: 'Elige al menos un video para el carrusel principal',
  heroVideo: 'Elige un video distinto para cada diapositiva',
  promotions: 'Escribe al menos una promoción',
  promotionId: 'Escribe un número entero desde 1 que ninguna otra promoción use',
  hastaBeforeDesde: 'Escribe una fecha «hasta» igual o posterior a la fecha «desde»',
} as const

/**
 * spec §3 "Home hero slide": a muted looping video with its poster and its description, in the
 * order the slides take turns. The page tells the slides apart by their video, so each has its own.
 */
export const heroSlidesSchema = z.readonly(
  z.array(videoSchema, { error: HOME_SLIDES_MESSAGES.heroSlides }).check(
    z.minLength(1, { error: HOME_SLIDES_MESSAGES.heroSlides }),
    z.superRefine((slides, ctx) => {
      const seen = new Set<string>()
      slides.forEach(({ src }, index) => {
        if (seen.has(src)) ctx.addIssue({ code: 'custom', message: HOME_SLIDES_MESSAGES.heroVideo, path: [index, 'src'], input: src })
        seen.add(src)
      })
    }),
  ),
)
export type HeroSlides = z.output<typeof heroSlidesSchema>
export type HeroSlide = HeroSlides[number]

/**
 * spec §3 "Promo slide", shown from `desde` to `hasta`, both days included; without them, always.
 * Days in `aaaa-mm-dd` compare as text.
 */
export const promotionSchema = z
  .object({
    /** Names the promotion (spec §3); its place in the carousel is its place in the list. */
    id: z.int({ error: HOME_SLIDES_MESSAGES.promotionId }).check(z.minimum(1, { error: HOME_SLIDES_MESSAGES.promotionId })),
    /** It spans the carousel: the wide slot, which an upload in the panel is cut to. */
    image: slottedImageSchema('wide'),
    title: shortText,
    description: longText,
    /** The first day it shows. */
    desde: z.optional(calendarDay),
    /** The last day it shows. */
    hasta: z.optional(calendarDay),
  })
  .check(
    // Only two real days are compared: a day that is not one has its own message.
    z.refine(({ desde, hasta }) => !isCalendarDay(desde) || !isCalendarDay(hasta) || hasta >= desde, {
      error: HOME_SLIDES_MESSAGES.hastaBeforeDesde,
      path: ['hasta'],
    }),
  )
export type Promotion = z.output<typeof promotionSchema>

/** The promotions in the carousel's order, each with its own `id`. */
export const promotionsSchema = z.readonly(
  z.array(promotionSchema, { error: HOME_SLIDES_MESSAGES.promotions }).check(
    z.minLength(1, { error: HOME_SLIDES_MESSAGES.promotions }),
    z.superRefine((promotions, ctx) => {
      promotions.forEach(({ id }, index) => {
        if (promotions.findIndex((other) => other.id === id) !== index) {
          ctx.addIssue({ code: 'custom', message: HOME_SLIDES_MESSAGES.promotionId, path: [index, 'id'], input: id })
        }
      })
    }),
  ),
)
export type Promotions = z.output<typeof promotionsSchema>

/** Whether the promotion shows on `day` (`aaaa-mm-dd`, the institute's calendar day): between its days, both included. */
export function isPromotionShownOn(promotion: Pick<Promotion, 'desde' | 'hasta'>, day: string): boolean {
  return (promotion.desde === undefined || promotion.desde <= day) && (promotion.hasta === undefined || day <= promotion.hasta)
}
