/**
 * The tables of the application database, as Kysely sees them. Each later issue adds its
 * table types here in the same change as the migration that creates them (table names
 * English snake_case plural; columns that store a wire field keep the wire name).
 *
 * Instants are ISO-8601 UTC text on both databases (see the migration).
 */

/** The last folio number handed out per series and year (`MSG` 2026 → 45). */
export interface FolioSequencesTable {
  series: string
  year: number
  last_number: number
}

/** spec §3 "Contact message": one row per message sent through the contact form. */
export interface ContactMessagesTable {
  folio: string
  nombre: string
  correo: string
  telefono: string | null
  contenido: string
  created_at: string
}

/** spec §3 "Ficha": one row per admission pre-registration. */
export interface AdmissionFormsTable {
  folio: string
  apellido_paterno: string
  apellido_materno: string
  nombres: string
  correo_electronico: string
  telefono: string
  nivel_estudio: string
  campus: string
  carrera: string
  created_at: string
}

/**
 * `pending`: waits for `next_attempt_at`; `sending`: claimed by a sender until `claimed_until`;
 * `sent`: delivered; `failed`: gave up after the last attempt (kept for staff to see).
 */
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed'

/** One e-mail to deliver, written in the same transaction as the submission it belongs to. */
export interface OutboxMessagesTable {
  id: string
  /** The folio of the submission that produced it. */
  source_folio: string
  /** Which message of that submission, e.g. `contact-staff`, `admission-applicant`. */
  kind: string
  /** The Message-ID header, fixed at enqueue so a retry carries the same one. */
  message_id: string
  sender: string
  /** Comma-separated addresses. */
  recipients: string
  reply_to: string | null
  subject: string
  text_body: string
  html_body: string
  status: OutboxStatus
  attempts: number
  next_attempt_at: string
  claim_token: string | null
  claimed_until: string | null
  last_error: string | null
  created_at: string
  sent_at: string | null
}

export interface Database {
  folio_sequences: FolioSequencesTable
  contact_messages: ContactMessagesTable
  admission_forms: AdmissionFormsTable
  outbox_messages: OutboxMessagesTable
}
