import type { Kysely } from 'kysely'
import { initialStatus, queueStatusLabel } from '#contracts/queues.ts'
import type { StaffQueue } from '#contracts/staff.ts'
import type { TrackingKind, TrackingResponse } from '#contracts/tracking.ts'
import { findAdmissionFormStatus } from '#server/db/admission-forms.ts'
import { auditHistory } from '#server/audit/audit-history.ts'
import { findDocumentRequestStatus } from '#server/db/document-requests.ts'
import { findBecaApplicationStatus } from '#server/db/beca-applications.ts'
import type { Database } from '#server/db/schema.ts'
import { QUEUE_TABLES } from '#server/queues/queue-tables.ts'
import { FOLIO_SERIES } from '#server/services/folios.ts'

/** The queues the tracking page shows, by the series of their folios; contact messages are not tracked. */
const TRACKED: Readonly<Record<string, { readonly kind: TrackingKind; readonly queue: StaffQueue }>> = {
  [FOLIO_SERIES.admissionForm]: { kind: 'ficha', queue: 'fichas' },
  [FOLIO_SERIES.documentRequest]: { kind: 'documento', queue: 'documentos' },
  [FOLIO_SERIES.becaApplication]: { kind: 'beca', queue: 'becas' },
}

/** What tracking reads of an item: only its e-mail (to match), its status and its dates. */
export interface TrackedItem {
  readonly folio: string
  readonly kind: TrackingKind
  readonly queue: StaffQueue
  readonly correo: string
  readonly status: string
  readonly createdAt: string
  readonly dueOn: string | null
  /** An approved beca's percentage (issue 39). */
  readonly grantedPercent?: number | null
}

/** The ficha, document request or beca application of a folio, or `undefined` (unknown folio, or one of another series). */
export async function findTrackedItem(db: Kysely<Database>, folio: string): Promise<TrackedItem | undefined> {
  const tracked = TRACKED[folio.split('-', 1)[0] ?? '']
  if (tracked === undefined) return undefined
  const { kind, queue } = tracked
  if (queue === 'fichas') {
    const row = await findAdmissionFormStatus(db, folio)
    return row && { folio, kind, queue, correo: row.correo_electronico, status: row.status, createdAt: row.created_at, dueOn: null }
  }
  if (queue === 'becas') {
    const row = await findBecaApplicationStatus(db, folio)
    return row && { folio, kind, queue, correo: row.correo, status: row.status, createdAt: row.created_at, dueOn: null, grantedPercent: row.porcentaje_aprobado }
  }
  const row = await findDocumentRequestStatus(db, folio)
  return row && { folio, kind, queue, correo: row.correo, status: row.status, createdAt: row.created_at, dueOn: row.due_on }
}

/** The e-mail typed matches the item's (addresses are stored in lower case; compared so anyway). */
export function emailMatches(item: TrackedItem, correo: string): boolean {
  return comparableEmail(item.correo) === comparableEmail(correo)
}

/** An e-mail as the tracking page compares it: trimmed, lower case. */
export const comparableEmail = (correo: string): string => correo.trim().toLowerCase()

/**
 * What the applicant sees: the arrival, each change of status (its label and instant, read from
 * the audit trail's events that name a new status), the current status, the promised day of
 * a document request whose payment was validated and an approved beca's percentage. Notes, assignees, actors and addresses of the
 * events are never read into the answer.
 */
export async function trackingAnswer(db: Kysely<Database>, item: TrackedItem): Promise<TrackingResponse> {
  const history = await auditHistory(db, { type: QUEUE_TABLES[item.queue].auditTarget, id: item.folio })
  const changes = history.flatMap((step) => (step.a === null ? [] : [{ estado: queueStatusLabel(item.queue, step.a), fecha: step.at }]))
  const showsDueDay = item.queue === 'documentos' && item.status === 'pago-validado' && item.dueOn !== null
  return {
    folio: item.folio,
    tipo: item.kind,
    estado: queueStatusLabel(item.queue, item.status),
    pasos: [{ estado: queueStatusLabel(item.queue, initialStatus(item.queue)), fecha: item.createdAt }, ...changes],
    ...(showsDueDay ? { fechaLimite: item.dueOn } : {}),
    ...(item.status === 'aprobada' && typeof item.grantedPercent === 'number' ? { porcentajeBeca: item.grantedPercent } : {}),
  }
}
