import type { AdmissionForm } from '#contracts/admission.ts'
import type { ContactMessage } from '#contracts/contact-message.ts'
import type { MailConfig } from '#server/config/env.ts'
import { admissionApplicantMail, admissionStaffMail } from '#server/mail/templates/admission-form.ts'
import { contactStaffMail } from '#server/mail/templates/contact-message.ts'
import type { NewOutboxMail } from '#server/outbox/outbox-store.ts'

/** The kinds of outbox message, one per e-mail a submission produces. */
export const MAIL_KINDS = {
  contactStaff: 'contact-staff',
  admissionApplicant: 'admission-applicant',
  admissionStaff: 'admission-staff',
} as const

type Addressing = Pick<MailConfig, 'from' | 'contactRecipients' | 'admissionsRecipients'>

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
  data: { folio: string; ficha: AdmissionForm; receivedAt: Date },
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
