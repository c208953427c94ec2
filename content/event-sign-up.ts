import { EVENT_CANCEL_PAGE_PATH } from '#contracts/event-cancellation.ts'
import type { PageMetaContent } from './types.ts'

/** Issue 38: the sign-up form on an event's page. Field labels and messages are in contracts/event-sign-up.ts. */
export const eventSignUpContent = {
  heading: 'Inscríbete a este evento',
  intro: 'Te enviaremos tu folio y la invitación para tu calendario por correo.',
  full: 'Cupo lleno: puedes inscribirte en la lista de espera',
  closed: 'La inscripción a este evento ya cerró.',
  submit: 'Inscribirme',
  submitWaiting: 'Inscribirme en la lista de espera',
  sending: 'Enviando…',
  disabledHint: 'Completa tu nombre, tu correo, tu celular y el nivel que te interesa para poder inscribirte.',
  noProgramme: 'Aún no lo sé',
  noCompanions: 'Ninguno',
  levelPlaceholder: 'Elige un nivel',
  privacy: { before: 'Usaremos tus datos solo para este evento y para darte informes. Consulta nuestro ', link: 'Aviso de privacidad', after: '.' },
  result: {
    confirmada: { heading: '¡Listo! Tu lugar está confirmado', body: 'Te enviamos un correo con tu folio, la invitación para tu calendario y un enlace por si necesitas cancelar.' },
    'en-espera': { heading: 'Estás en la lista de espera', body: 'Si alguien cancela y hay lugar para ti, te avisaremos por correo. El correo que te enviamos trae tu folio y un enlace por si ya no quieres tu lugar.' },
    folio: 'Tu folio',
  },
} as const

/** Issue 38: the page the cancellation link of the e-mail opens. */
export const eventCancelPage = {
  title: 'Cancelar tu lugar en un evento',
  description: 'Cancela tu registro a un evento del instituto con el enlace de tu correo.',
  path: EVENT_CANCEL_PAGE_PATH,
  // A personal link, not a page to find through a search engine.
  noindex: true,
} satisfies PageMetaContent

export const eventCancelContent = {
  heading: 'Cancelar tu lugar',
  intro: 'Si ya no puedes asistir, cancela tu lugar: así pasa a alguien de la lista de espera.',
  folio: 'Folio',
  submit: 'Cancelar mi lugar',
  sending: 'Cancelando…',
  done: (event: string) => `Listo: cancelamos tu lugar en «${event}». Gracias por avisarnos.`,
  missing: 'El enlace para cancelar está incompleto. Ábrelo de nuevo desde el correo de confirmación.',
} as const
