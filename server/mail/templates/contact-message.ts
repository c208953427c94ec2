import { CONTACT_MESSAGE_FIELD_TEXT, contactMessageSchema, type ContactMessage } from '#contracts/contact-message.ts'
import { formFields } from '#contracts/form-fields.ts'
import { formatInstituteDateTime } from '#server/config/time-zone.ts'
import { labelledFields, renderMail, type MailContent } from '#server/mail/templates/layout.ts'

/** What the staff notification of a contact message needs. */
export interface ContactMessageMail {
  readonly folio: string
  readonly message: ContactMessage
  readonly receivedAt: Date
}

const NO_PHONE = '(no lo indicó)'

/** Every field but the message, which is quoted under them. */
const LISTED_FIELDS = formFields(contactMessageSchema).filter((field) => field !== 'contenido')

/** The staff's copy of a contact message; replying to it answers the person directly. */
export function contactStaffMail({ folio, message, receivedAt }: ContactMessageMail): MailContent {
  return renderMail(`Nuevo mensaje de contacto ${folio}`, 'Nuevo mensaje desde el sitio web', [
    { type: 'paragraph', text: 'Alguien escribió en el formulario de contacto del sitio web.' },
    {
      type: 'fields',
      fields: [
        { label: 'Folio', value: folio },
        { label: 'Recibido', value: `${formatInstituteDateTime(receivedAt)} (hora de Coahuila)` },
        ...labelledFields(CONTACT_MESSAGE_FIELD_TEXT, message, LISTED_FIELDS, NO_PHONE),
      ],
    },
    { type: 'quote', heading: CONTACT_MESSAGE_FIELD_TEXT.contenido.label, text: message.contenido },
    { type: 'paragraph', text: `Responde a este correo para contestarle a ${message.correo}.` },
  ])
}

/** What staff's reply to a contact message needs: the person, their message and the reply written in the panel. */
export interface ContactReplyMail {
  readonly folio: string
  readonly nombre: string
  readonly contenido: string
  readonly receivedAt: Date
  readonly respuesta: string
}

/** Issue 14: the reply written in the panel, with the person's message quoted below it. */
export function contactReplyMail({ folio, nombre, contenido, receivedAt, respuesta }: ContactReplyMail): MailContent {
  return renderMail(`Respuesta a tu mensaje ${folio}`, `Hola, ${nombre}:`, [
    { type: 'paragraph', text: respuesta },
    { type: 'paragraph', text: 'Si quieres agregar algo, responde a este correo.' },
    { type: 'quote', heading: `Tu mensaje del ${formatInstituteDateTime(receivedAt)} (folio ${folio})`, text: contenido },
  ])
}
