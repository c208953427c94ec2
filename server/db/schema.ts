/**
 * The tables of the application database, as Kysely sees them. Each later issue adds its
 * table types here in the same change as the migration that creates them (table names
 * English snake_case plural; columns that store a wire field keep the wire name).
 *
 * Instants are ISO-8601 UTC text on both databases (see the migration).
 */

import type { Generated } from 'kysely'
import type { AdmissionForm } from '#contracts/admission.ts'
import type { ORIGIN_FIELD } from '#contracts/attribution.ts'
import type { AuditAction } from '#contracts/audit.ts'
import type { BecaApplication } from '#contracts/beca-application.ts'
import type { ContactMessage } from '#contracts/contact-message.ts'
import type { DocumentRequest } from '#contracts/document-request.ts'
import type { EventSignUpStatus } from '#contracts/event-sign-up.ts'
import type { HONEYPOT_FIELD } from '#contracts/form-fields.ts'
import type { QueueStatus } from '#contracts/queues.ts'
import type { StaffRole } from '#contracts/staff.ts'
import type { TaskQueue } from '#contracts/tasks.ts'

/** The columns of a checked submission: every field its schema keeps but the honeypot and the origin; an optional one is nullable. */
type SubmissionColumns<Submission> = {
  [Field in Exclude<keyof Submission, typeof HONEYPOT_FIELD | typeof ORIGIN_FIELD>]-?: undefined extends Submission[Field]
    ? Exclude<Submission[Field], undefined> | null
    : Submission[Field]
}

/**
 * What every queue's row carries besides its form (issue 14): its status (a new row starts in the
 * queue's first), the version a change must name (optimistic concurrency), when it reached a closed
 * status (retention counts from it), and the lower-case, accent-free text the list's search reads
 * (server/db/search-text.ts).
 */
interface QueueColumns<Status extends string> {
  status: Generated<Status>
  version: Generated<number>
  closed_at: string | null
  search_text: string
}

/**
 * Where the visit of a contact message or a ficha came from (issue 38), null when it came without:
 * the origin as JSON text, and its last touch's source and campaign in lower case for the filters.
 */
interface OriginColumns {
  origen: string | null
  origen_fuente: string | null
  origen_campana: string | null
}

/** The last folio number handed out per series and year (`MSG` 2026 → 45). */
export interface FolioSequencesTable {
  series: string
  year: number
  last_number: number
}

/** spec §3 "Contact message": one row per message sent through the contact form. */
export interface ContactMessagesTable extends SubmissionColumns<ContactMessage>, OriginColumns, QueueColumns<QueueStatus<'contacto'>> {
  folio: string
  created_at: string
  /** Issue 38: the day `YYYY-MM-DD` by whose end the first answer is due (institute calendar); null for rows stored before deadlines. */
  respond_by: string | null
  /** Issue 38: when the first activity met it (ISO-8601 UTC), or null while unanswered. */
  first_response_at: string | null
  /** Issue 38: the person it belongs to (`people.id`); null only for a row stored before the person was linked. */
  person_id: string | null
}

/** spec §3 "Ficha": one row per admission pre-registration. */
export interface AdmissionFormsTable extends SubmissionColumns<AdmissionForm>, OriginColumns, QueueColumns<QueueStatus<'fichas'>> {
  folio: string
  created_at: string
  /** Issue 38: the day `YYYY-MM-DD` by whose end the first answer is due (institute calendar); null for rows stored before deadlines. */
  respond_by: string | null
  /** Issue 38: when the first activity met it (ISO-8601 UTC), or null while unanswered. */
  first_response_at: string | null
  /** Issue 38: the person it belongs to (`people.id`); null only for a row stored before the person was linked. */
  person_id: string | null
  /** The staff user who follows it up, or null. */
  assignee_id: string | null
  /** The appointment, `YYYY-MM-DDTHH:mm` wall-clock time at the institute, once one is made. */
  appointment: string | null
  /** Issue 38, the funnel: when it first reached Contactada, Cita agendada, Inscrita (ISO-8601 UTC), or null. */
  contactada_at: string | null
  cita_agendada_at: string | null
  inscrita_at: string | null
}

/** spec §3 "Document request": one row per request, with its payment receipt stored in UPLOAD_DIR. */
export interface DocumentRequestsTable extends SubmissionColumns<DocumentRequest>, QueueColumns<QueueStatus<'documentos'>> {
  folio: string
  /** spec §9: the price of the requested document when it was requested, in whole pesos. */
  precio_mxn: number
  /** The receipt's random file name inside UPLOAD_DIR. */
  comprobante_archivo: string
  /** The name the person's device gave it (shown to staff, never used as a path). */
  comprobante_nombre_original: string
  comprobante_bytes: number
  /** The MIME type detected from the content, e.g. `application/pdf`. */
  comprobante_tipo: string
  created_at: string
  /** The promised day `YYYY-MM-DD` (institute calendar), set when the payment is validated. */
  due_on: string | null
  /** Issue 38: the person it belongs to (`people.id`); null only for a row stored before the person was linked. */
  person_id: string | null
}

/** Issue 39: one row per beca application; its supporting documents are rows of `beca_documents`. */
export interface BecaApplicationsTable extends SubmissionColumns<BecaApplication>, QueueColumns<QueueStatus<'becas'>> {
  folio: string
  /** The beca type's name as published when the application arrived (`tipo_beca` is its key). */
  tipo_beca_nombre: string
  created_at: string
  /** The day `YYYY-MM-DD` (institute calendar) by whose end the application is to be decided; overdue while open after it. */
  respond_by: string | null
  /** The percentage granted (1-100), set when it is approved. */
  porcentaje_aprobado: number | null
  /** Issue 38: the person it belongs to (`people.id`). */
  person_id: string | null
}

/** Issue 39: a supporting document of a beca application, stored in UPLOAD_DIR. */
export interface BecaDocumentsTable {
  id: string
  folio: string
  /** Its place among the application's documents, from 1, in the order they came. */
  position: number
  /** Its random file name inside UPLOAD_DIR. */
  stored_name: string
  /** The name the person's device gave it (shown to staff, never used as a path). */
  original_name: string
  bytes: number
  /** The MIME type detected from the content. */
  mime: string
}

/** A finished document delivered for a request (issue 14), stored in UPLOAD_DIR and e-mailed. */
export interface DeliveredDocumentsTable {
  id: string
  folio: string
  /** Its random file name inside UPLOAD_DIR. */
  stored_name: string
  original_name: string
  bytes: number
  mime: string
  created_at: string
}

/** `vigente` answers its fields; `anulado` answers ANNULLED_VALUE in the fields that attest validity. */
export type CertificateStatus = 'vigente' | 'anulado'

/** spec §3 "Certificate": the registry, keyed by the normalized folio; columns keep the wire names. */
export interface CertificatesTable {
  folio_key: string
  ClaveEscuela: string
  Turno: string
  PlanEstudios: string
  Folio: string
  Matricula: string
  CURP: string
  Nombre: string
  Timbrado: string
  TipoCertificado: string
  Fecha: string
  Cadena: string
  FechaHoraTimbrado: string
  NombreArea: string
  Firmante: string
  status: CertificateStatus
  created_at: string
  updated_at: string
  annulled_at: string | null
  /** Folio, CURP, matrícula and name, folded for the panel's search (server/db/search-text.ts). */
  search_text: string
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
  /** JSON `[{ file, filename, contentType }]`: files in UPLOAD_DIR attached when sending, or null. */
  attachments: string | null
  status: OutboxStatus
  attempts: number
  next_attempt_at: string
  claim_token: string | null
  claimed_until: string | null
  last_error: string | null
  created_at: string
  sent_at: string | null
}

/**
 * The staff area's people (Better Auth's `user`). Better Auth's own columns hold its types:
 * `Date`/boolean on PostgreSQL, ISO text/0-1 on SQLite (see the staff-accounts migration).
 */
export interface StaffUsersTable {
  id: string
  name: string
  email: string
  email_verified: boolean | number
  image: string | null
  two_factor_enabled: boolean | number | null
  created_at: Date | string
  updated_at: Date | string
  /** Ours, ISO text: when an administrator disabled the account. */
  disabled_at: string | null
}

/** The roles of each staff member (contracts/staff.ts), one row each. */
export interface StaffRolesTable {
  user_id: string
  role: StaffRole
}

/** A signed-in browser (Better Auth's `session`). */
export interface StaffSessionsTable {
  id: string
  token: string
  user_id: string
  expires_at: Date | string
  ip_address: string | null
  user_agent: string | null
  created_at: Date | string
  updated_at: Date | string
}

/** A way to sign in (Better Auth's `account`): for staff, `credential` with the password's hash. */
export interface StaffAccountsTable {
  id: string
  user_id: string
  account_id: string
  provider_id: string
  password: string | null
  created_at: Date | string
  updated_at: Date | string
}

/** Secrets the server makes itself and every process shares, e.g. the session cookie's signing key. */
export interface AppSecretsTable {
  name: string
  value: string
}

/**
 * One thing a person did in the staff area (issue 13). Append-only: the database refuses UPDATE
 * and DELETE (see the migration).
 */
export interface AuditEventsTable {
  /** Counts up in insertion order; breaks ties between events of the same millisecond. */
  id: Generated<number>
  at: string
  /** The staff user's id, or null when there is none (a failed sign-in). */
  actor_id: string | null
  /** Who, as their e-mail read at that moment; for a failed sign-in, the address typed. */
  actor_email: string | null
  action: AuditAction
  /** What was acted on, e.g. `staff` and a user id, `ficha` and a folio; both or neither. */
  target_type: string | null
  target_id: string | null
  /** A JSON object with the particulars (which roles, which status), or null. */
  detail: string | null
  ip: string | null
  /** What the rate limits count `ip` under (server/rate-limit/client-key.ts): the sign-in throttle counts by it. */
  client_key: string | null
}

/** Issue 15: requests counted per key (an endpoint and a client address or a folio) in fixed windows. */
export interface RateLimitCountersTable {
  key: string
  /** ISO-8601 UTC instant the current window began. */
  window_start: string
  count: number
}

/** Issue 15: the tracking page's code of a folio (one at a time), as a salted SHA-256 of folio, e-mail and code. */
export interface TrackingCodesTable {
  folio: string
  salt: string
  code_hash: string
  expires_at: string
  /** Tries made with this code, right or wrong. */
  tries: Generated<number>
  created_at: string
}

/** Issue 16 (STORAGE_DRIVER=database): a stored file's bytes, under the random name its row gives. */
export interface StoredFilesTable {
  name: string
  content: Buffer
  bytes: number
  /** ISO-8601 UTC instant it was committed. */
  created_at: string
}

/** Issue 37: each published version of a content record (docs/decisions/054). */
export interface ContentVersionsTable {
  /** Counts every publish of every record: the highest is the content's revision. */
  id: Generated<number>
  kind: string
  record_key: string
  /** 1, 2, … per record. */
  version: number
  /** The record as JSON text, checked by its kind's schema. */
  data: string
  /** ISO-8601 UTC instant. */
  published_at: string
  /** The staff user who published it; null for the seed. */
  published_by: string | null
  /** Their e-mail at that moment. */
  published_by_email: string | null
  /** The version «Restaurar» published again, if this is one. */
  restored_from: number | null
}

/** Issue 37: a record's working copy while staff edit it, one per record. */
export interface ContentDraftsTable {
  kind: string
  record_key: string
  /** The published version it started from; null for a record never published. */
  base_version: number | null
  /** As typed: JSON text, not yet checked. */
  data: string
  /** ISO-8601 UTC instant. */
  updated_at: string
  updated_by: string
}

/** Issue 37: a photo staff uploaded for the site, one row per upload (docs/decisions/058). */
export interface ContentImagesTable {
  id: Generated<number>
  /** The base name of its files in the store (`imagen-<hash>-<slot>`), made from the photo and its slot. */
  name: string
  slot: string
  /** The largest file's size, in pixels. */
  width: number
  height: number
  /** JSON array of the widths its files come in, ascending. */
  widths: string
  /** JSON array of the formats its files come in. */
  formats: string
  /** The file as uploaded. */
  source_bytes: number
  /** Its files together. */
  stored_bytes: number
  /** ISO-8601 UTC instant. */
  uploaded_at: string
  /** The staff user who uploaded it, and their e-mail at that moment. */
  uploaded_by: string
  uploaded_by_email: string
}

/** Issue 34: an authenticator code an account signed in with, refused again until it can no longer be valid. */
export interface StaffTotpUsedCodesTable {
  user_id: string
  code: string
  /** ISO-8601 UTC instant it was accepted. */
  used_at: string
}

/** Issue 38: a task on a queue's item, due on a day, done by one staff member (server/db/tasks.ts). */
export interface TasksTable {
  id: string
  /** The queue's key (`fichas`) and the item's folio. */
  queue: TaskQueue
  folio: string
  title: string
  /** `YYYY-MM-DD` at the institute. */
  due_on: string
  /** The staff user who does it. */
  assignee_id: string
  created_by: string
  /** ISO-8601 UTC instants; `done_at` and `done_by` are null while it is open. */
  created_at: string
  done_at: string | null
  done_by: string | null
  version: Generated<number>
}

/** Issue 38: the daily digest of a person's due tasks was enqueued that day (`YYYY-MM-DD`, institute time); at most one per person and day. */
export interface TaskDigestsTable {
  staff_id: string
  day: string
  created_at: string
}

/** Issue 38: one person behind any number of submissions, linked by the keys of server/people/person-keys.ts. */
export interface PeopleTable {
  id: string
  /** The name staff read, as the person first wrote it or as a merge chose it. */
  display_name: string
  /** The full name's key: another person with the same one may be the same person («Posible duplicado»). */
  name_key: string
  /** The e-mail, phone and CURP as keys, or null when none was given. */
  email: string | null
  phone: string | null
  curp: string | null
  /** Counts every change (a merge, a value filled in): a merge names the versions it saw. */
  version: Generated<number>
  /** ISO-8601 UTC instant of the first submission. */
  created_at: string
  /** The person it was merged into, while the merge stands; its submissions moved there. */
  merged_into: string | null
  /** Name, e-mail and phone folded for the panel's search. */
  search_text: string
}

/** Issue 38: one «Fusionar», kept so it can be undone within PERSON_MERGE_UNDO_DAYS. */
export interface PersonMergesTable {
  id: string
  survivor_id: string
  merged_id: string
  /** JSON `{ nombre, correo, telefono }`: the survivor's values before the merge. */
  survivor_before: string
  /** JSON `{ nombre, correo, telefono }`: the values chosen to survive. */
  chosen: string
  /** JSON `{ contacto: [folio], fichas: [folio], documentos: [folio], eventos: [folio] }`: the merged person's submissions and event sign-ups it moved (`eventos` since issue 38's second part). */
  moved: string
  actor_id: string
  actor_email: string
  merged_at: string
  undone_at: string | null
  undone_by_email: string | null
}

/** Issue 38: what staff did to reach the person of a contact message or a ficha (contracts/activities.ts). */
export interface ActivitiesTable {
  id: string
  /** The queue key (`contacto`, `fichas`) and the item's folio. */
  queue: string
  folio: string
  /** An activity kind's key (`llamada`, `whatsapp`…) and one of its outcomes' keys. */
  kind: string
  outcome: string
  note: string | null
  /** The staff user who did it (null if the account was removed). */
  staff_id: string | null
  /** ISO-8601 UTC. */
  at: string
}

/** Issue 38: one sign-up for a published event (server/db/migrations/event-sign-ups.ts). */
export interface EventSignUpsTable extends OriginColumns {
  folio: string
  event_slug: string
  nombre: string
  correo: string
  telefono: string
  nivel_interes: string
  programa_interes: string | null
  acompanantes: number
  places: number
  status: EventSignUpStatus
  attended_at: string | null
  cancel_key_hash: string
  cancelled_at: string | null
  reminder_sent_at: string | null
  person_id: string | null
  created_at: string
  version: Generated<number>
  search_text: string
}

/** Issue 38: one row per event that took a sign-up, updated first by each sign-up and cancellation (the per-event lock). */
export interface EventSignUpLocksTable {
  event_slug: string
  changes: number
}

export interface Database {
  folio_sequences: FolioSequencesTable
  contact_messages: ContactMessagesTable
  admission_forms: AdmissionFormsTable
  outbox_messages: OutboxMessagesTable
  document_requests: DocumentRequestsTable
  delivered_documents: DeliveredDocumentsTable
  beca_applications: BecaApplicationsTable
  beca_documents: BecaDocumentsTable
  certificates: CertificatesTable
  staff_users: StaffUsersTable
  staff_roles: StaffRolesTable
  staff_sessions: StaffSessionsTable
  staff_accounts: StaffAccountsTable
  app_secrets: AppSecretsTable
  audit_events: AuditEventsTable
  rate_limit_counters: RateLimitCountersTable
  tracking_codes: TrackingCodesTable
  stored_files: StoredFilesTable
  staff_totp_used_codes: StaffTotpUsedCodesTable
  content_versions: ContentVersionsTable
  content_drafts: ContentDraftsTable
  content_images: ContentImagesTable
  tasks: TasksTable
  task_digests: TaskDigestsTable
  people: PeopleTable
  person_merges: PersonMergesTable
  activities: ActivitiesTable
  event_sign_ups: EventSignUpsTable
  event_sign_up_locks: EventSignUpLocksTable
}
