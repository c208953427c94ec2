import { z } from '#contracts/zod.ts'
import { httpsUrl, shortText, slugSchema } from '#contracts/content/content-fields.ts'
import { phoneNumbersSchema, postalCodeSchema } from '#contracts/content/identity.ts'
import { slottedImageSchema, videoSchema } from '#contracts/content/media.ts'

/*
 * Issue 37: a campus, as a content record staff publish (one record per campus, its key the
 * slug). Its seed is content/campuses.ts, whose `defineCampus` derives the rest of a campus from
 * these facts: its photo (from the slug), its maps (from the address) and its page's meta.
 */

export const CAMPUS_MESSAGES = {
  position: 'Escribe el lugar de la tarjeta con un número entero desde 1',
  collage: 'Elige al menos una foto para el collage',
  collagePhoto: 'Elige una foto distinta para cada recuadro del collage',
} as const

/** A photo of the campus collage (a card-sized tile, which an upload in the panel is cut to) and its caption. */
export const collageTileSchema = z.object({ image: slottedImageSchema('card'), caption: shortText })
export type CollageTileContent = z.output<typeof collageTileSchema>

/** spec §2.8: a campus's card on the contact page. */
export const campusContactCardSchema = z.object({
  /** The card's own name for the campus, e.g. 'Torreón Braulio (preparatoria)'. */
  name: shortText,
  /** Its place among the cards: the spec lists them in an order of their own. */
  position: z.int({ error: CAMPUS_MESSAGES.position }).check(z.positive({ error: CAMPUS_MESSAGES.position })),
})
export type CampusContactCardFacts = z.output<typeof campusContactCardSchema>

/** What a campus record states (what `defineCampus` takes). */
export const campusSchema = z.object({
  /** The last segment of the campus page's URL (spec §2.1). */
  slug: slugSchema,
  /** As in the spec's address table, e.g. 'Torreón Villas de Zaragoza'. */
  name: shortText,
  /** City or town, shown under the name in the hero. */
  locality: shortText,
  /** spec §2.7: the address exactly as the table gives it. */
  address: shortText,
  /** The street part of the address, for structured data. */
  streetAddress: shortText,
  postalCode: postalCodeSchema,
  phones: phoneNumbersSchema,
  whatsappUrl: httpsUrl,
  heroVideo: videoSchema,
  /**
   * spec §2.7, §9: ten captioned tiles; the placeholder collage when absent. The page tells the
   * tiles apart by their photo, so each has its own.
   */
  collage: z.optional(
    z.readonly(
      z.array(collageTileSchema, { error: CAMPUS_MESSAGES.collage }).check(
        z.minLength(1, { error: CAMPUS_MESSAGES.collage }),
        z.superRefine((tiles, ctx) => {
          const seen = new Set<string>()
          tiles.forEach(({ image }, index) => {
            if (seen.has(image.base)) ctx.addIssue({ code: 'custom', message: CAMPUS_MESSAGES.collagePhoto, path: [index, 'image'], input: image })
            seen.add(image.base)
          })
        }),
      ),
    ),
  ),
  /** Its entry in the CAMPUS menu (spec §2.3); Torreón's campuses sit in the Torreón submenu. */
  navLabel: shortText,
  contactCard: campusContactCardSchema,
})
export type CampusFacts = z.output<typeof campusSchema>
