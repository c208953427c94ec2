import { VERIFICATION_CODE_LENGTH } from '#contracts/limits.ts'
import { paths } from '#contracts/site-paths.ts'
import type { PageMetaContent } from './types.ts'

/** Issue 15: the tracking page of a ficha or a document request. Field labels and server messages are in contracts/tracking.ts. */
export const trackingPage = {
  title: 'Seguimiento de tu ficha o solicitud',
  description: 'Consulta el estado de tu ficha de inscripción, de tu solicitud de documentos o de tu solicitud de beca con tu folio y tu correo.',
  path: paths.seguimiento,
  // A personal lookup, not a page to find through a search engine.
  noindex: true,
} satisfies PageMetaContent

export const trackingContent = {
  heading: 'Seguimiento de tu trámite',
  intro: 'Escribe el folio de tu ficha, de tu solicitud de documentos o de tu solicitud de beca y el correo con el que la enviaste. Te enviaremos un código para ver su estado.',
  ask: {
    heading: 'Tus datos',
    submit: 'Enviarme un código',
    sending: 'Enviando…',
  },
  code: {
    heading: 'Ingresa el código',
    hint: `Revisa tu correo: escribe los ${VERIFICATION_CODE_LENGTH} dígitos del código, uno en cada casilla. También puedes pegarlo completo.`,
    digitLabel: (position: number, total: number) => `Dígito ${position} de ${total}`,
    incompleteError: `Ingresa los ${VERIFICATION_CODE_LENGTH} dígitos del código.`,
    submit: 'Ver el estado',
    sending: 'Consultando…',
    resend: 'Enviarme otro código',
    changeData: 'Cambiar folio o correo',
    errorPrefix: 'Error:',
  },
  status: {
    /** The heading of the answer, with the folio. */
    heading: (folio: string) => `Estado del folio ${folio}`,
    kinds: { ficha: 'Ficha de inscripción', documento: 'Solicitud de documento', beca: 'Solicitud de beca' },
    current: 'Estado actual',
    steps: 'Historial',
    dueDate: 'Fecha compromiso de entrega',
    grantedPercent: 'Beca otorgada',
    again: 'Consultar otro folio',
  },
  /** Under the page's form: the e-mails carry the folio. */
  help: 'Si no encuentras tu folio, búscalo en el correo de confirmación que te enviamos al registrar tu trámite.',
} as const

export type TrackingText = typeof trackingContent

