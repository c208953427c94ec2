import { renderMail, type MailBlock, type MailContent } from '#server/mail/templates/layout.ts'

/** The tracking page's address, for the confirmations of a ficha and of a document request. */
export interface TrackingLink {
  readonly trackingPageUrl: string
}

/** Issue 15: the confirmations link to the tracking page, where the folio and the e-mail show the status. */
export function trackingLinkBlock({ trackingPageUrl }: TrackingLink): MailBlock {
  return { type: 'link', text: 'Consultar el estado con tu folio', url: trackingPageUrl }
}

/** What the tracking code's e-mail needs. */
export interface TrackingCodeMail {
  readonly folio: string
  readonly code: string
  /** How long the code works, in minutes. */
  readonly validMinutes: number
  /** The tracking page, where the code is typed. */
  readonly pageUrl: string
}

/** Issue 15: the six-digit code that shows the status of a ficha or a document request. */
export function trackingCodeMail({ folio, code, validMinutes, pageUrl }: TrackingCodeMail): MailContent {
  return renderMail(`Tu código de seguimiento: ${code}`, `Tu código para consultar el folio ${folio}`, [
    { type: 'fields', fields: [{ label: 'Código', value: code }] },
    {
      type: 'paragraph',
      text: `Escríbelo en la página de seguimiento. Sirve una sola vez durante ${validMinutes} minutos.`,
    },
    { type: 'link', text: 'Ir a la página de seguimiento', url: pageUrl },
    { type: 'paragraph', text: 'Si no pediste este código, ignora este correo: sin él nadie puede ver tu trámite.' },
  ])
}
