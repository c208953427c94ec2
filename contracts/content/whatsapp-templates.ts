import { z } from '#contracts/zod.ts'
import { longText, shortText, uniqueBy } from '#contracts/content/content-fields.ts'

/*
 * Issue 38: the messages staff start a WhatsApp chat with from a contact message or a ficha
 * («Escribir por WhatsApp»), a list staff publish. A body may name the person and the programme
 * with the placeholders below; the panel fills them in (contracts/whatsapp.ts).
 */

/** The placeholders a template's body may use: the person's name and the ficha's programme. */
export const TEMPLATE_PLACEHOLDERS = { nombre: '{nombre}', programa: '{programa}' } as const

export const WHATSAPP_TEMPLATE_MESSAGES = {
  templates: 'Escribe al menos una plantilla',
  id: 'Escribe un número entero desde 1 que ninguna otra plantilla use',
  placeholder: `Usa solo ${TEMPLATE_PLACEHOLDERS.nombre} y ${TEMPLATE_PLACEHOLDERS.programa} entre llaves; quita cualquier otra palabra entre llaves`,
} as const

const KNOWN_PLACEHOLDERS: ReadonlySet<string> = new Set(Object.values(TEMPLATE_PLACEHOLDERS))

/** Whether every `{…}` of the text is one of {@link TEMPLATE_PLACEHOLDERS} (an unknown one would reach the person as typed). */
export function hasOnlyKnownPlaceholders(body: string): boolean {
  return (body.match(/\{[^}]*\}/g) ?? []).every((placeholder) => KNOWN_PLACEHOLDERS.has(placeholder))
}

export const whatsappTemplateSchema = z.object({
  /** Names the template; its place in the panel's list is its place here. */
  id: z.int({ error: WHATSAPP_TEMPLATE_MESSAGES.id }).check(z.minimum(1, { error: WHATSAPP_TEMPLATE_MESSAGES.id })),
  title: shortText,
  body: longText.check(z.refine(hasOnlyKnownPlaceholders, { error: WHATSAPP_TEMPLATE_MESSAGES.placeholder })),
})
export type WhatsappTemplate = z.output<typeof whatsappTemplateSchema>

export const whatsappTemplatesSchema = z.readonly(
  z
    .array(whatsappTemplateSchema, { error: WHATSAPP_TEMPLATE_MESSAGES.templates })
    .check(z.minLength(1, { error: WHATSAPP_TEMPLATE_MESSAGES.templates }), uniqueBy<WhatsappTemplate>('id', WHATSAPP_TEMPLATE_MESSAGES.id)),
)
export type WhatsappTemplates = z.output<typeof whatsappTemplatesSchema>
