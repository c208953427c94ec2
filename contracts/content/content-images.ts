import { CONTENT_IMAGE_MAX_MB } from '#contracts/limits.ts'
import { IMAGE_SLOTS, slotHeightAt, type ImageSlot } from '#contracts/content/image-slots.ts'

/*
 * Issue 37: a photo staff upload in the «Contenido» section (`POST /panel/contenido/imagenes`,
 * multipart). The server checks it by its content, cuts it to its slot's shape and widths, encodes
 * it in every format the pages offer and answers the image ready for the record
 * (`uploadedImageSchema`, contracts/content/media.ts); the person writes its alt text.
 */

/** The multipart fields: the file, and the slot it is for (a key of IMAGE_SLOTS). */
export const CONTENT_IMAGE_FIELDS = { file: 'archivo', slot: 'ranura' } as const

/** What the upload takes, as the file input offers it; the server reads the kind from the content, never from this. */
export const CONTENT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const

/** The Spanish of each refusal, in `{ mensaje }` (and under the field in a 422's `errors`). */
export const CONTENT_IMAGE_MESSAGES = {
  fileRequired: 'Elige una imagen para subir.',
  slot: 'La subida no indica para qué espacio es la imagen: recarga la página e intenta de nuevo.',
  notAllowed: 'Elige una foto en formato JPEG, PNG, WebP o AVIF.',
  damaged: 'No se pudo leer la imagen: puede estar dañada o incompleta. Ábrela en tu equipo para comprobarla, o guárdala de nuevo, y vuelve a subirla.',
  tooManyPixels: (megapixels: number) => `La imagen tiene más de ${megapixels} megapíxeles: redúcela y vuelve a subirla.`,
  tooSmall: (slot: ImageSlot) => {
    const { ratio, widths } = IMAGE_SLOTS[slot]
    const smallest = widths[0]
    return `La imagen es demasiado pequeña: recortada a ${ratio} mide menos de ${smallest} píxeles de ancho. Elige una de al menos ${smallest} × ${slotHeightAt(slot, smallest)} píxeles.`
  },
  tooLarge: `La imagen pesa más de ${CONTENT_IMAGE_MAX_MB} MB: elige una más ligera.`,
} as const
