import { z } from '#contracts/zod.ts'
import { longText, shortText } from '#contracts/content/content-fields.ts'
import type { ModalityKey } from '#contracts/study-plans.ts'

/*
 * Issue 37: the four modality cards every programme page shows (spec §2.13, §3 "Modality"), one
 * record staff publish. The record holds one card per modality, under the modality's key and in
 * the spec's order, so a card cannot be added, dropped or moved; its icon stays with the page
 * (content/modalities.ts). The seed is content/modalities.ts.
 */

export const MODALITY_MESSAGES = {
  card: 'Escribe el título y la descripción de la modalidad',
} as const

/** What one card says. */
export const modalityCardSchema = z.object({ titulo: shortText, descripcion: longText }, { error: MODALITY_MESSAGES.card })
export type ModalityCardContent = z.output<typeof modalityCardSchema>

export const modalitiesSchema = z.object({
  escolarizada: modalityCardSchema,
  sabatina: modalityCardSchema,
  'en-linea': modalityCardSchema,
  nocturna: modalityCardSchema,
} satisfies Record<ModalityKey, typeof modalityCardSchema>)
export type ModalitiesContent = z.output<typeof modalitiesSchema>
