import { TEMPLATE_PLACEHOLDERS, whatsappTemplatesSchema } from '#contracts/content/whatsapp-templates.ts'
import { FICHA_PHONE_DIGITS } from '#contracts/limits.ts'
import { z } from '#contracts/zod.ts'

/*
 * Issue 38: «Escribir por WhatsApp» on a contact message or a ficha. The panel fills a published
 * template with the person's name and programme and opens WhatsApp's click-to-chat link
 * (https://wa.me/<number>?text=…) with the person's number in international form.
 */

/** Mexico's country calling code: the site's numbers are national ({@link FICHA_PHONE_DIGITS} digits). */
export const MEXICO_CALLING_CODE = '52'

/** Mobile numbers were once dialled from abroad with a 1 after the country code; WhatsApp wants it gone. */
const OLD_MOBILE_PREFIX = '1'

/** What stands for the programme when the item names none (a contact message). */
export const ANY_PROGRAMME = 'nuestros programas'

const CLICK_TO_CHAT = 'https://wa.me/'

/**
 * The number as WhatsApp's link wants it, digits only with the country code (`52` + 10 digits),
 * or null when the text is no Mexican number: 10 digits, or 12 starting `52`, or 13 starting
 * `521`, whatever spaces, dashes, dots, parentheses or `+` surround them.
 */
export function whatsappNumber(phone: string | null | undefined): string | null {
  if (phone === null || phone === undefined || !/^[+\d\s().-]+$/.test(phone)) return null
  const digits = phone.replace(/\D/g, '')
  if (digits.length === FICHA_PHONE_DIGITS) return `${MEXICO_CALLING_CODE}${digits}`
  const national = digits.slice(MEXICO_CALLING_CODE.length)
  if (!digits.startsWith(MEXICO_CALLING_CODE)) return null
  if (national.length === FICHA_PHONE_DIGITS) return digits
  if (national.length === FICHA_PHONE_DIGITS + 1 && national.startsWith(OLD_MOBILE_PREFIX)) return `${MEXICO_CALLING_CODE}${national.slice(1)}`
  return null
}

/** The person a template is filled for: their name and, for a ficha, the programme's label. */
export interface TemplateRecipient {
  readonly nombre: string
  readonly programa: string | null
}

/** The template's body with the placeholders filled; without a programme, {@link ANY_PROGRAMME} stands for it. */
export function fillTemplate(body: string, recipient: TemplateRecipient): string {
  const programme = recipient.programa?.trim() || ANY_PROGRAMME
  return body.replaceAll(TEMPLATE_PLACEHOLDERS.nombre, recipient.nombre.trim()).replaceAll(TEMPLATE_PLACEHOLDERS.programa, programme)
}

/** The click-to-chat link that opens a chat with `number` (see {@link whatsappNumber}) and `text` written in. */
export function whatsappUrl(number: string, text: string): string {
  return `${CLICK_TO_CHAT}${number}?text=${encodeURIComponent(text)}`
}

/** `GET /panel/plantillas-whatsapp`: the published templates, in their order. */
export const whatsappTemplateListSchema = z.object({ plantillas: whatsappTemplatesSchema })
export type WhatsappTemplateList = z.output<typeof whatsappTemplateListSchema>
