import { BECA_APPLICATION_FIELD_TEXT, type BecaApplication } from '#contracts/beca-application.ts'
import { CAMPUS_LABELS, CARRERA_LABELS, optionLabel } from '#contracts/admission-options.ts'
import { BECA_REVIEW_BUSINESS_DAYS } from '#contracts/limits.ts'
import { formatInstituteDateTime } from '#server/config/time-zone.ts'
import { formatFileSize } from '#server/mail/templates/document-request.ts'
import { labelledFields, renderMail, type MailContent, type MailField } from '#server/mail/templates/layout.ts'
import { trackingLinkBlock, type TrackingLink } from '#server/mail/templates/tracking-code.ts'

/*
 * Issue 39: the e-mails of a beca application: the applicant's confirmation and school services'
 * notification when it arrives, then one to the applicant on each move staff make (in review,
 * approved with its percentage, rejected with the reason).
 */

/** What the two e-mails of a new application need. */
export interface BecaApplicationMail {
  readonly folio: string
  readonly application: BecaApplication
  /** The beca type's name as published when it arrived. */
  readonly becaName: string
  readonly documents: readonly { readonly originalName: string; readonly bytes: number; readonly mime: string }[]
  readonly receivedAt: Date
}

const text = BECA_APPLICATION_FIELD_TEXT

function applicationFields({ folio, application, becaName, receivedAt }: BecaApplicationMail): MailField[] {
  return [
    { label: 'Folio', value: folio },
    { label: text.tipo_beca.label, value: becaName },
    { label: text.carrera.label, value: optionLabel(CARRERA_LABELS, application.carrera) },
    { label: text.campus.label, value: optionLabel(CAMPUS_LABELS, application.campus) },
    { label: 'Fecha de solicitud', value: formatInstituteDateTime(receivedAt) },
  ]
}

/** The applicant's confirmation: the folio, what was asked for, when to expect an answer and the tracking page. */
export function becaApplicantMail(data: BecaApplicationMail & TrackingLink): MailContent {
  return renderMail(`Tu solicitud de beca ${data.folio}`, `Hola, ${data.application.nombre_completo}: recibimos tu solicitud de beca`, [
    { type: 'paragraph', text: 'Guarda el folio de tu solicitud: te lo pediremos si necesitas consultar por ella.' },
    { type: 'fields', fields: applicationFields(data) },
    {
      type: 'paragraph',
      text: `Revisaremos tu solicitud y tus documentos y te responderemos a este correo en un plazo de ${BECA_REVIEW_BUSINESS_DAYS} días hábiles. Te avisaremos también cuando empecemos a revisarla.`,
    },
    trackingLinkBlock(data),
    { type: 'paragraph', text: 'Si no hiciste esta solicitud, ignora este correo.' },
  ])
}

/** School services' notification: every field, the documents' names, and the link to the application in the panel (the documents are downloaded there). */
export function becaStaffMail(data: BecaApplicationMail & { readonly panelUrl: string }): MailContent {
  const { application } = data
  return renderMail(`Nueva solicitud de beca ${data.folio}: ${data.becaName}`, 'Nueva solicitud de beca desde el sitio web', [
    { type: 'fields', fields: applicationFields(data) },
    { type: 'fields', fields: labelledFields(text, application, ['nombre_completo', 'correo', 'telefono']) },
    { type: 'quote', heading: text.motivo.label, text: application.motivo },
    {
      type: 'list',
      heading: text.documentos.label,
      items: data.documents.map((document) => `«${document.originalName}», ${formatFileSize(document.bytes)}, ${document.mime}`),
    },
    { type: 'paragraph', text: `Revisa los documentos en el panel. Responde a este correo para escribirle a ${application.correo}.` },
    { type: 'link', text: `Abrir la solicitud ${data.folio} en el panel`, url: data.panelUrl },
  ])
}

/** What the e-mails of staff's moves on an application need. */
export interface BecaDecisionMail {
  readonly folio: string
  readonly nombre: string
  readonly becaName: string
}

const askNote = 'Si tienes dudas, responde a este correo e indica tu folio.'

/** The application is being reviewed. */
export function becaInReviewMail(data: BecaDecisionMail & TrackingLink): MailContent {
  return renderMail(`Tu solicitud de beca ${data.folio}: en revisión`, `Hola, ${data.nombre}: estamos revisando tu solicitud`, [
    { type: 'paragraph', text: `Empezamos a revisar tu solicitud de ${data.becaName} y los documentos que enviaste. Te escribiremos a este correo con la respuesta.` },
    trackingLinkBlock(data),
    { type: 'paragraph', text: askNote },
  ])
}

/** The beca was approved, with the percentage granted. */
export function becaApprovedMail(data: BecaDecisionMail & { readonly percentage: number }): MailContent {
  return renderMail(`Tu solicitud de beca ${data.folio}: aprobada`, `Hola, ${data.nombre}: tu beca fue aprobada`, [
    { type: 'paragraph', text: `Nos da gusto avisarte que aprobamos tu solicitud de ${data.becaName}.` },
    {
      type: 'fields',
      fields: [
        { label: 'Folio', value: data.folio },
        { label: 'Porcentaje de beca', value: `${data.percentage} %` },
      ],
    },
    { type: 'paragraph', text: 'Servicios Escolares te indicará cómo se aplica a tus pagos. Conserva este correo.' },
    { type: 'paragraph', text: askNote },
  ])
}

/** The beca was not granted: the reason. */
export function becaRejectedMail(data: BecaDecisionMail & { readonly reason: string; readonly becasPageUrl: string }): MailContent {
  return renderMail(`Tu solicitud de beca ${data.folio}: no aprobada`, `Hola, ${data.nombre}: tu solicitud de beca no fue aprobada`, [
    { type: 'paragraph', text: `Revisamos tu solicitud de ${data.becaName} (${data.folio}) y por ahora no pudimos aprobarla.` },
    { type: 'quote', heading: 'Motivo', text: data.reason },
    { type: 'paragraph', text: 'Esta solicitud quedó cerrada. Puedes solicitar otra beca de la lista, o la misma en su siguiente periodo, desde la página de becas.' },
    { type: 'link', text: 'Ver las becas', url: data.becasPageUrl },
    { type: 'paragraph', text: askNote },
  ])
}
