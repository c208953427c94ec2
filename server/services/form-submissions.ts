import type { AdmissionForm } from '#contracts/admission.ts'
import { PANEL_PAGES } from '#contracts/panel-pages.ts'
import { absoluteUrl } from '#contracts/public-base-url.ts'
import type { ContactMessage } from '#contracts/contact-message.ts'
import type { MailConfig } from '#server/config/env.ts'
import { insertAdmissionForm } from '#server/db/admission-forms.ts'
import { insertContactMessage } from '#server/db/contact-messages.ts'
import { insertBecaApplication, type BecaApplicationRecord } from '#server/db/beca-applications.ts'
import { insertDocumentRequest, type DocumentRequestRecord } from '#server/db/document-requests.ts'
import { setSubmissionPerson } from '#server/db/people.ts'
import { MAIL_KINDS, admissionFormMails, becaApplicationMails, contactMessageMails, documentRequestMails } from '#server/mail/notifications.ts'
import type { TrackingLink } from '#server/mail/templates/tracking-code.ts'
import { firstResponseDay } from '#server/queues/overdue.ts'
import { QUEUE_TABLES } from '#server/queues/queue-tables.ts'
import type { ConfirmationCap } from '#server/services/confirmation-cap.ts'
import { FOLIO_SERIES } from '#server/services/folios.ts'
import type { SubmissionKind } from '#server/services/store-submission.ts'

function confirmationCap(mail: MailConfig, mailKind: string, auditTarget: string): ConfirmationCap {
  return { mailKind, auditTarget, perAddressPerDay: mail.confirmationsPerAddressPerDay }
}

/** A contact message: `MSG-…`, its row and the staff's e-mail. */
export function contactMessages(mail: MailConfig): SubmissionKind<ContactMessage> {
  return {
    series: FOLIO_SERIES.contactMessage,
    person: { contact: ({ nombre, correo, telefono }) => ({ nombre, correo, telefono }), assign: (trx, folio, id) => setSubmissionPerson(trx, 'contacto', folio, id) },
    insert: (trx, folio, message, now) => insertContactMessage(trx, folio, message, now, firstResponseDay(now)),
    mails: (folio, message, receivedAt) => contactMessageMails(mail, { folio, message, receivedAt }),
  }
}

/**
 * A ficha: `FICHA-…`, its row, the applicant's confirmation (capped per address per day) and the
 * admissions staff's e-mail, both with the chosen plan's RVOE as published when it arrives.
 */
export function admissionForms(mail: MailConfig, links: TrackingLink): SubmissionKind<AdmissionForm> {
  return {
    series: FOLIO_SERIES.admissionForm,
    person: {
      contact: (ficha) => ({ nombre: `${ficha.nombres} ${ficha.apellido_paterno} ${ficha.apellido_materno}`, correo: ficha.correo_electronico, telefono: ficha.telefono }),
      assign: (trx, folio, id) => setSubmissionPerson(trx, 'fichas', folio, id),
    },
    insert: (trx, folio, ficha, now) => insertAdmissionForm(trx, folio, ficha, now, firstResponseDay(now)),
    mails: async (folio, ficha, receivedAt, published) =>
      admissionFormMails(mail, { folio, ficha, receivedAt, rvoe: await published.record('rvoe'), ...links }),
    confirmation: confirmationCap(mail, MAIL_KINDS.admissionApplicant, QUEUE_TABLES.fichas.auditTarget),
  }
}

/** A document request with its stored receipt (named by the extension of its real content) and its level's published label (for the e-mails). */
export type DocumentRequestSubmission = DocumentRequestRecord & { readonly receiptExtension: string; readonly levelLabel: string }

/**
 * Where the staff e-mail leaves a receipt: attached up to MAIL_ATTACHMENT_MAX_MB, else a link to
 * the request's page in the panel (decided here, once, so the outbox sends what was enqueued).
 */
function receiptLink(mail: MailConfig, publicBaseUrl: string, folio: string, receiptBytes: number): string | null {
  return receiptBytes > mail.attachmentMaxBytes ? absoluteUrl(publicBaseUrl, PANEL_PAGES.queueItem('documentos', folio)) : null
}

/** A document request: `DOC-…`, its row, the requester's confirmation (capped per address per day) and the staff's e-mail with the receipt (or a link to it). */
export function documentRequests(mail: MailConfig, links: TrackingLink, publicBaseUrl: string): SubmissionKind<DocumentRequestSubmission> {
  return {
    series: FOLIO_SERIES.documentRequest,
    person: {
      contact: ({ request }) => ({ nombre: request.nombre_completo, correo: request.correo, telefono: request.telefono }),
      assign: (trx, folio, id) => setSubmissionPerson(trx, 'documentos', folio, id),
    },
    insert: insertDocumentRequest,
    mails: (folio, submission, receivedAt) =>
      documentRequestMails(mail, {
        folio,
        ...submission,
        receivedAt,
        ...links,
        receiptLink: receiptLink(mail, publicBaseUrl, folio, submission.receipt.bytes),
      }),
    confirmation: confirmationCap(mail, MAIL_KINDS.documentRequester, QUEUE_TABLES.documentos.auditTarget),
  }
}

/** Issue 39: a beca application: `BECA-…`, its row and its documents' rows, the applicant's confirmation (capped per address per day) and school services' e-mail with a link to it in the panel. */
export function becaApplications(mail: MailConfig, links: TrackingLink, publicBaseUrl: string): SubmissionKind<BecaApplicationRecord> {
  return {
    series: FOLIO_SERIES.becaApplication,
    person: {
      contact: ({ application }) => ({ nombre: application.nombre_completo, correo: application.correo, telefono: application.telefono }),
      assign: (trx, folio, id) => setSubmissionPerson(trx, 'becas', folio, id),
    },
    insert: insertBecaApplication,
    mails: (folio, record, receivedAt) =>
      becaApplicationMails(mail, {
        folio,
        ...record,
        receivedAt,
        ...links,
        panelUrl: absoluteUrl(publicBaseUrl, PANEL_PAGES.queueItem('becas', folio)),
      }),
    confirmation: confirmationCap(mail, MAIL_KINDS.becaApplicant, QUEUE_TABLES.becas.auditTarget),
  }
}
