import type { ContactMessage } from '#contracts/contact-message.ts'
import type { MailConfig } from '#server/config/env.ts'
import {
  becaApplicantMail,
  becaApprovedMail,
  becaInReviewMail,
  becaRejectedMail,
  becaStaffMail,
  type BecaApplicationMail,
  type BecaDecisionMail,
} from '#server/mail/templates/beca-application.ts'
import { admissionApplicantMail, admissionStaffMail, type AdmissionFormMail } from '#server/mail/templates/admission-form.ts'
import { contactReplyMail, contactStaffMail, type ContactReplyMail } from '#server/mail/templates/contact-message.ts'
import {
  documentDeliveredMail,
  documentRequesterMail,
  documentStaffMail,
  paymentRejectedMail,
  type DocumentDecisionMail,
  type DocumentRequestMail,
  type ReceiptDelivery,
} from '#server/mail/templates/document-request.ts'
import type { MailContent } from '#server/mail/templates/layout.ts'
import { trackingCodeMail, type TrackingCodeMail, type TrackingLink } from '#server/mail/templates/tracking-code.ts'
import type { NewOutboxMail, OutboxAttachment } from '#server/outbox/outbox-store.ts'

/** The kinds of outbox message: one per e-mail a submission produces, and one per e-mail of a staff action on it. */
export const MAIL_KINDS = {
  contactStaff: 'contact-staff',
  admissionApplicant: 'admission-applicant',
  admissionStaff: 'admission-staff',
  documentRequester: 'document-requester',
  documentStaff: 'document-staff',
  contactReply: 'contact-reply',
  documentRejected: 'document-rejected',
  documentDelivered: 'document-delivered',
  trackingCode: 'tracking-code',
  becaApplicant: 'beca-applicant',
  becaStaff: 'beca-staff',
  becaInReview: 'beca-in-review',
  becaApproved: 'beca-approved',
  becaRejected: 'beca-rejected',
} as const

/** Who sends the e-mails and which staff addresses receive, or are replied to, per desk. */
export type Addressing = Pick<MailConfig, 'from' | 'contactRecipients' | 'admissionsRecipients' | 'documentsRecipients'>

/** A contact message produces one e-mail: the staff's copy, answerable to the sender. */
export function contactMessageMails(
  mail: Addressing,
  data: { folio: string; message: ContactMessage; receivedAt: Date },
): NewOutboxMail[] {
  return [
    {
      kind: MAIL_KINDS.contactStaff,
      sender: mail.from,
      recipients: mail.contactRecipients,
      replyTo: data.message.correo,
      ...contactStaffMail(data),
    },
  ]
}

/**
 * A ficha produces two e-mails: the applicant's confirmation (answerable to admissions) and
 * the admissions staff's notification (answerable to the applicant).
 */
export function admissionFormMails(
  mail: Addressing,
  data: AdmissionFormMail & TrackingLink,
): NewOutboxMail[] {
  return [
    {
      kind: MAIL_KINDS.admissionApplicant,
      sender: mail.from,
      recipients: [data.ficha.correo_electronico],
      replyTo: mail.admissionsRecipients[0] ?? null,
      ...admissionApplicantMail(data),
    },
    {
      kind: MAIL_KINDS.admissionStaff,
      sender: mail.from,
      recipients: mail.admissionsRecipients,
      replyTo: data.ficha.correo_electronico,
      ...admissionStaffMail(data),
    },
  ]
}

/**
 * A document request produces two e-mails: the requester's confirmation (answerable to school
 * services) and the staff's notification (answerable to the requester) with the receipt attached
 * by reference, named by its folio and the extension of its real content, or, when
 * `receiptLink` is given, linked instead.
 */
export function documentRequestMails(
  mail: Addressing,
  data: DocumentRequestMail & TrackingLink & ReceiptDelivery & { receiptExtension: string },
): NewOutboxMail[] {
  return [
    {
      kind: MAIL_KINDS.documentRequester,
      sender: mail.from,
      recipients: [data.request.correo],
      replyTo: mail.documentsRecipients[0] ?? null,
      ...documentRequesterMail(data),
    },
    {
      kind: MAIL_KINDS.documentStaff,
      sender: mail.from,
      recipients: mail.documentsRecipients,
      replyTo: data.request.correo,
      ...documentStaffMail(data),
      attachments:
        data.receiptLink === null
          ? [{ file: data.receipt.storedName, filename: `${data.folio}-comprobante${data.receiptExtension}`, contentType: data.receipt.mime }]
          : [],
    },
  ]
}

/** Staff's reply to a contact message, from the panel: to the person, answerable to the contact staff. */
export function contactReplyMails(mail: Addressing, data: ContactReplyMail & { correo: string }): NewOutboxMail[] {
  return [
    {
      kind: MAIL_KINDS.contactReply,
      sender: mail.from,
      recipients: [data.correo],
      replyTo: mail.contactRecipients[0] ?? null,
      ...contactReplyMail(data),
    },
  ]
}

/** A rejected payment: the reason and the way to request again, to the requester, answerable to school services. */
export function paymentRejectedMails(
  mail: Addressing,
  data: DocumentDecisionMail & { correo: string; reason: string; requestPageUrl: string },
): NewOutboxMail[] {
  return [
    {
      kind: MAIL_KINDS.documentRejected,
      sender: mail.from,
      recipients: [data.correo],
      replyTo: mail.documentsRecipients[0] ?? null,
      ...paymentRejectedMail(data),
    },
  ]
}

/**
 * The finished documents, attached by reference and named by the folio and the extension of
 * their real content (`DOC-2026-000001-documento.pdf`, numbered when there are several).
 */
export function documentDeliveredMails(
  mail: Addressing,
  data: DocumentDecisionMail & { correo: string; files: readonly { storedName: string; extension: string; mime: string }[] },
): NewOutboxMail[] {
  const several = data.files.length > 1
  const attachments: OutboxAttachment[] = data.files.map((file, index) => ({
    file: file.storedName,
    filename: `${data.folio}-documento${several ? `-${index + 1}` : ''}${file.extension}`,
    contentType: file.mime,
  }))
  return [
    {
      kind: MAIL_KINDS.documentDelivered,
      sender: mail.from,
      recipients: [data.correo],
      replyTo: mail.documentsRecipients[0] ?? null,
      ...documentDeliveredMail({ ...data, fileCount: data.files.length }),
      attachments,
    },
  ]
}

/** Issue 15: a tracking code, to the address the folio was submitted with, answerable to the desk that handles it. */
export function trackingCodeMails(mail: Addressing, data: TrackingCodeMail & { correo: string; desk: readonly string[] }): NewOutboxMail[] {
  return [
    {
      kind: MAIL_KINDS.trackingCode,
      sender: mail.from,
      recipients: [data.correo],
      replyTo: data.desk[0] ?? null,
      ...trackingCodeMail(data),
    },
  ]
}

/**
 * Issue 39: a beca application produces two e-mails: the applicant's confirmation (answerable to
 * school services) and school services' notification (answerable to the applicant), which links
 * to the application in the panel, where its documents are downloaded.
 */
export function becaApplicationMails(mail: Addressing, data: BecaApplicationMail & TrackingLink & { panelUrl: string }): NewOutboxMail[] {
  return [
    {
      kind: MAIL_KINDS.becaApplicant,
      sender: mail.from,
      recipients: [data.application.correo],
      replyTo: mail.documentsRecipients[0] ?? null,
      ...becaApplicantMail(data),
    },
    {
      kind: MAIL_KINDS.becaStaff,
      sender: mail.from,
      recipients: mail.documentsRecipients,
      replyTo: data.application.correo,
      ...becaStaffMail(data),
    },
  ]
}

/** Issue 39: what staff decided on a beca application, to the applicant, answerable to school services. */
export type BecaMove =
  | ({ readonly kind: 'in-review' } & TrackingLink)
  | { readonly kind: 'approved'; readonly percentage: number }
  | { readonly kind: 'rejected'; readonly reason: string; readonly becasPageUrl: string }

function becaMoveMail(data: BecaDecisionMail, move: BecaMove): { kind: string; content: MailContent } {
  switch (move.kind) {
    case 'in-review':
      return { kind: MAIL_KINDS.becaInReview, content: becaInReviewMail({ ...data, ...move }) }
    case 'approved':
      return { kind: MAIL_KINDS.becaApproved, content: becaApprovedMail({ ...data, ...move }) }
    case 'rejected':
      return { kind: MAIL_KINDS.becaRejected, content: becaRejectedMail({ ...data, ...move }) }
  }
}

/** Issue 39: the applicant's e-mail of a move on their beca application. */
export function becaMoveMails(mail: Addressing, data: BecaDecisionMail & { correo: string }, move: BecaMove): NewOutboxMail[] {
  const { kind, content } = becaMoveMail(data, move)
  return [{ kind, sender: mail.from, recipients: [data.correo], replyTo: mail.documentsRecipients[0] ?? null, ...content }]
}
