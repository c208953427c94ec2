import type { ModalityKey } from '#contracts/study-plans.ts'

/**
 * The four study modalities (spec §3 "Modality"), shown the same on every programme page
 * (spec §2.13, §9). `icono` names an icon drawn by the page; the content holds no markup.
 */

export type ModalityIcon = 'building' | 'calendar' | 'laptop' | 'moon'

export interface Modality {
  key: ModalityKey
  titulo: string
  descripcion: string
  icono: ModalityIcon
}

/** In the order of spec §3. */
export const modalities = [
  {
    key: 'escolarizada',
    titulo: 'Escolarizada',
    descripcion: 'Clases presenciales de lunes a viernes en horario matutino.',
    icono: 'building',
  },
  {
    key: 'sabatina',
    titulo: 'Sabatina',
    descripcion: 'Clases solo los sábados, para que combines el estudio con el trabajo.',
    icono: 'calendar',
  },
  {
    key: 'en-linea',
    titulo: 'En línea',
    descripcion: 'Estudia desde cualquier lugar, con tutoría y asesoría académica en línea.',
    icono: 'laptop',
  },
  {
    key: 'nocturna',
    titulo: 'Nocturna',
    descripcion: 'Clases por la noche, pensadas para quienes trabajan durante el día.',
    icono: 'moon',
  },
] as const satisfies readonly Modality[]

/** How the site names a modality, e.g. 'En línea'. */
export function modalityTitle(key: ModalityKey): string {
  return modalities.find((modality) => modality.key === key)?.titulo ?? key
}
