import type { ModalitiesContent, ModalityCardContent } from '#contracts/content/modalities.ts'
import { MODALITY_KEYS, type ModalityKey } from '#contracts/study-plans.ts'

/**
 * The four study modalities (spec §3 "Modality"), shown the same on every programme page
 * (spec §2.13, §9). Their titles and descriptions are the `modalidades` record staff publish
 * (contracts/content/modalities.ts, issue 37), whose seed is `modalityTexts` below; each card's
 * icon stays here, drawn by the page (the content holds no markup).
 */

export type { ModalitiesContent, ModalityCardContent } from '#contracts/content/modalities.ts'

export type ModalityIcon = 'building' | 'calendar' | 'laptop' | 'moon'

export interface Modality extends ModalityCardContent {
  key: ModalityKey
  icono: ModalityIcon
}

const MODALITY_ICONS: Readonly<Record<ModalityKey, ModalityIcon>> = {
  escolarizada: 'building',
  sabatina: 'calendar',
  'en-linea': 'laptop',
  nocturna: 'moon',
}

/** The seed of the `modalidades` record. */
export const modalityTexts: ModalitiesContent = {
  escolarizada: {
    titulo: 'Escolarizada',
    descripcion: 'Clases presenciales de lunes a viernes en horario matutino.',
  },
  sabatina: {
    titulo: 'Sabatina',
    descripcion: 'Clases solo los sábados, para que combines el estudio con el trabajo.',
  },
  'en-linea': {
    titulo: 'En línea',
    descripcion: 'Estudia desde cualquier lugar, con tutoría y asesoría académica en línea.',
  },
  nocturna: {
    titulo: 'Nocturna',
    descripcion: 'Clases por la noche, pensadas para quienes trabajan durante el día.',
  },
}

/** The cards of a `modalidades` record, in the order of spec §3, each with its icon. */
export function modalityCards(texts: ModalitiesContent): Modality[] {
  return MODALITY_KEYS.map((key) => ({ key, icono: MODALITY_ICONS[key], ...texts[key] }))
}

/** The seed's cards. */
export const modalities: readonly Modality[] = modalityCards(modalityTexts)

/** How the seed names a modality, e.g. 'En línea' (a programme page names it as its published record does). */
export function modalityTitle(key: ModalityKey): string {
  return modalityTexts[key].titulo
}
