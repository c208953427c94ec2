import { DOCUMENT_DELIVERY_BUSINESS_DAYS } from '#contracts/document-options.ts'
import { DOCUMENT_REQUEST_FIELD_TEXT, type DocumentRequest } from '#contracts/document-request.ts'
import { formatInstituteDateTime } from '#server/config/time-zone.ts'
import type { StoredReceipt } from '#server/db/document-requests.ts'
import { labelledFields, renderMail, type MailContent, type MailField } from '#server/mail/templates/layout.ts'
import { trackingLinkBlock, type TrackingLink } from '#server/mail/templates/tracking-code.ts'

/** What the two e-mails of a document request need. */
export interface DocumentRequestMail {
  readonly folio: string
  readonly request: DocumentRequest
  readonly priceMxn: number
  /** The level's label as published when the request arrived. */
  readonly levelLabel: string
  readonly receipt: StoredReceipt
  readonly receivedAt: Date
}

/** spec §9 prices, as people read them: `$150.00 MXN`. */
export function formatPriceMxn(pesos: number): string {
  return `$${pesos.toFixed(2)} MXN`
}

/** A file size as people read it: `850 KB`, `2.4 MB`. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

const DELIVERY_NOTE =
  `Recibirás el documento en este mismo correo en un plazo de ${DOCUMENT_DELIVERY_BUSINESS_DAYS} días hábiles, ` +
  'una vez que revisemos que tu solicitud y tu comprobante de pago estén correctos.'

function requestFields({ folio, request, priceMxn, levelLabel, receivedAt }: DocumentRequestMail): MailField[] {
  return [
    { label: 'Folio', value: folio },
    { label: 'Documento', value: request.especificaciones },
    { label: 'Precio', value: formatPriceMxn(priceMxn) },
    { label: DOCUMENT_REQUEST_FIELD_TEXT.nivel_estudios.label, value: levelLabel },
    { label: 'Fecha de solicitud', value: formatInstituteDateTime(receivedAt) },
  ]
}

/** spec §2.14, §9: the requester's confirmation, with the folio, the document, its price and the delivery note. */
export function documentRequesterMail(data: DocumentRequestMail & TrackingLink): MailContent {
  return renderMail(
    `Tu solicitud de documento ${data.folio}`,
    `Hola, ${data.request.nombre_completo}: recibimos tu solicitud`,
    [
      { type: 'paragraph', text: 'Guarda el folio de tu solicitud: te lo pediremos si necesitas consultar por ella.' },
      { type: 'fields', fields: requestFields(data) },
      { type: 'paragraph', text: DELIVERY_NOTE },
      trackingLinkBlock(data),
      { type: 'paragraph', text: 'Si no hiciste esta solicitud, ignora este correo.' },
    ],
  )
}

/**
 * Where the staff e-mail leaves the receipt: attached, or (too large to attach, MAIL_ATTACHMENT_MAX_MB)
 * at this link to the request's page in the staff area, which downloads it.
 */
export interface ReceiptDelivery {
  readonly receiptLink: string | null
}

/** The school-services staff's notification, with the receipt attached or linked; replying answers the requester. */
export function documentStaffMail(data: DocumentRequestMail & ReceiptDelivery): MailContent {
  const { request, receipt, receiptLink } = data
  const receiptFacts = `«${receipt.originalName}», ${formatFileSize(receipt.bytes)}, ${receipt.mime}`
  const replyNote = `Responde a este correo para escribirle a ${request.correo}.`
  return renderMail(
    `Nueva solicitud de documento ${data.folio}: ${request.especificaciones}`,
    'Nueva solicitud de documento desde el sitio web',
    [
      { type: 'fields', fields: requestFields(data) },
      {
        type: 'fields',
        fields: [
          ...labelledFields(DOCUMENT_REQUEST_FIELD_TEXT, request, ['nombre_completo', 'correo', 'telefono']),
          {
            label: DOCUMENT_REQUEST_FIELD_TEXT.comprobante_pago.label,
            value: receiptLink === null ? `adjunto (${receiptFacts})` : `en el panel (${receiptFacts}): es demasiado grande para adjuntarlo`,
          },
        ],
      },
      ...(receiptLink === null
        ? [{ type: 'paragraph' as const, text: `Revisa el comprobante adjunto. ${replyNote}` }]
        : [
            { type: 'paragraph' as const, text: `Descarga el comprobante desde el panel, en la página de la solicitud. ${replyNote}` },
            { type: 'link' as const, text: `Abrir la solicitud ${data.folio} en el panel`, url: receiptLink },
          ]),
    ],
  )
}

/** What the e-mails of staff's decisions on a request need. */
export interface DocumentDecisionMail {
  readonly folio: string
  readonly nombre: string
  readonly documento: string
}

/** Issue 14: the payment was not validated; the reason, and how to request the document again. */
export function paymentRejectedMail(data: DocumentDecisionMail & { readonly reason: string; readonly requestPageUrl: string }): MailContent {
  return renderMail(`Tu solicitud de documento ${data.folio}: pago no validado`, `Hola, ${data.nombre}: no pudimos validar tu pago`, [
    { type: 'paragraph', text: `Revisamos el comprobante de pago de tu solicitud ${data.folio} (${data.documento}) y no pudimos validarlo.` },
    { type: 'quote', heading: 'Motivo', text: data.reason },
    {
      type: 'paragraph',
      text: 'Esta solicitud quedó cerrada. Para pedir el documento de nuevo, llena otra vez el formulario de solicitud y adjunta un comprobante de pago válido.',
    },
    { type: 'link', text: 'Solicitar el documento de nuevo', url: data.requestPageUrl },
    { type: 'paragraph', text: 'Si tienes dudas, responde a este correo e indica tu folio.' },
  ])
}

/** Issue 14: the finished document(s), attached to this e-mail. */
export function documentDeliveredMail(data: DocumentDecisionMail & { readonly fileCount: number }): MailContent {
  const several = data.fileCount > 1
  return renderMail(`Tu documento de la solicitud ${data.folio}`, `Hola, ${data.nombre}: aquí está tu documento`, [
    { type: 'paragraph', text: several ? 'Adjuntamos los documentos que solicitaste.' : 'Adjuntamos el documento que solicitaste.' },
    {
      type: 'fields',
      fields: [
        { label: 'Folio', value: data.folio },
        { label: 'Documento', value: data.documento },
      ],
    },
    { type: 'paragraph', text: 'Si algo no está correcto, responde a este correo e indica tu folio.' },
  ])
}
