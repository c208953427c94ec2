import { CARRERA_LABELS, NIVEL_ESTUDIO_LABELS, optionLabel } from '#contracts/admission-options.ts'
import { EVENT_SIGN_UP_FIELD_TEXT } from '#contracts/event-sign-up.ts'
import { formatInstituteDateTime } from '#server/config/time-zone.ts'
import { eventInstant, type PublishedEvent } from '#server/events/event-calendar.ts'
import { renderMail, type MailContent, type MailField } from '#server/mail/templates/layout.ts'

/** What every e-mail of a sign-up names: the person, the folio and the event. */
export interface EventSignUpMail {
  readonly folio: string
  readonly nombre: string
  readonly places: number
  readonly published: PublishedEvent
  /** The event's page. */
  readonly pageUrl: string
}

/** The sign-up's own e-mail adds its answers and the cancellation link (only this one carries the key). */
export interface EventSignUpConfirmationMail extends EventSignUpMail {
  readonly waiting: boolean
  readonly nivelInteres: string
  readonly programaInteres: string | null
  readonly cancelUrl: string
}

const CANCEL_LINK_TEXT = 'Cancelar mi lugar'
const KEEP_FIRST_MAIL = `Si ya no puedes asistir, abre el enlace «${CANCEL_LINK_TEXT}» del correo de tu registro: así tu lugar pasa a alguien de la lista de espera.`

function eventFields({ folio, places, published }: EventSignUpMail): MailField[] {
  const { event, location } = published
  return [
    { label: 'Folio', value: folio },
    { label: 'Evento', value: event.title },
    { label: 'Empieza', value: `${formatInstituteDateTime(eventInstant(event.start))} (hora de Coahuila)` },
    { label: 'Termina', value: `${formatInstituteDateTime(eventInstant(event.end))} (hora de Coahuila)` },
    { label: 'Lugar', value: location },
    { label: 'Lugares', value: String(places) },
  ]
}

/** Issue 38: the sign-up's confirmation, or its place on the waiting list, with the cancellation link; the confirmed one carries the `.ics`. */
export function eventSignUpMail(data: EventSignUpConfirmationMail): MailContent {
  const { waiting, folio, nombre, published } = data
  const interest: MailField[] = [
    { label: EVENT_SIGN_UP_FIELD_TEXT.nivel_interes.label, value: optionLabel(NIVEL_ESTUDIO_LABELS, data.nivelInteres) },
    { label: EVENT_SIGN_UP_FIELD_TEXT.programa_interes.label, value: data.programaInteres ? optionLabel(CARRERA_LABELS, data.programaInteres) : 'Aún no lo sé' },
  ]
  return renderMail(
    waiting ? `Estás en la lista de espera: ${published.event.title} (${folio})` : `Tu lugar está confirmado: ${published.event.title} (${folio})`,
    waiting ? `Hola, ${nombre}: estás en la lista de espera` : `Hola, ${nombre}: tu lugar está confirmado`,
    [
      {
        type: 'paragraph',
        text: waiting
          ? 'El cupo del evento está lleno. Si alguien cancela y hay lugar para ti, te avisaremos por correo con tu confirmación.'
          : 'Te esperamos. Adjuntamos el evento para que lo agregues a tu calendario.',
      },
      { type: 'fields', fields: [...eventFields(data), ...interest] },
      { type: 'link', text: 'Ver el evento', url: data.pageUrl },
      { type: 'paragraph', text: 'Si ya no puedes asistir, cancela tu lugar: así pasa a alguien de la lista de espera. Guarda este correo: el enlace es solo tuyo.' },
      { type: 'link', text: CANCEL_LINK_TEXT, url: data.cancelUrl },
    ],
  )
}

/** Issue 38: a cancellation freed enough places: the sign-up moved up from the waiting list (with the `.ics`). */
export function eventPromotedMail(data: EventSignUpMail): MailContent {
  return renderMail(`Se liberó un lugar: ${data.published.event.title} (${data.folio})`, `Hola, ${data.nombre}: ya tienes lugar`, [
    { type: 'paragraph', text: 'Se liberó un lugar y tu registro pasó de la lista de espera a confirmado. Adjuntamos el evento para tu calendario.' },
    { type: 'fields', fields: eventFields(data) },
    { type: 'link', text: 'Ver el evento', url: data.pageUrl },
    { type: 'paragraph', text: KEEP_FIRST_MAIL },
  ])
}

/** Issue 38: the reminder before the event. */
export function eventReminderMail(data: EventSignUpMail): MailContent {
  return renderMail(`Recordatorio: ${data.published.event.title} (${data.folio})`, `Hola, ${data.nombre}: te esperamos pronto`, [
    { type: 'paragraph', text: 'Te recordamos tu lugar en este evento.' },
    { type: 'fields', fields: eventFields(data) },
    { type: 'link', text: 'Ver el evento', url: data.pageUrl },
    { type: 'paragraph', text: KEEP_FIRST_MAIL },
  ])
}
