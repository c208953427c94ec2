import type { Selectable } from 'kysely'
import type { StaffQueue } from '#contracts/staff.ts'
import type { AdmissionFormsTable, BecaApplicationsTable, ContactMessagesTable, Database, DocumentRequestsTable } from '#server/db/schema.ts'

/** The table that holds each queue's items (issue 14). */
export const QUEUE_TABLE_NAMES = {
  contacto: 'contact_messages',
  fichas: 'admission_forms',
  documentos: 'document_requests',
  becas: 'beca_applications',
} as const satisfies Readonly<Record<StaffQueue, keyof Database>>

export type QueueTableName = (typeof QUEUE_TABLE_NAMES)[StaffQueue]

/** Each queue's row as stored. */
export interface QueueRows {
  contacto: Selectable<ContactMessagesTable>
  fichas: Selectable<AdmissionFormsTable>
  documentos: Selectable<DocumentRequestsTable>
  becas: Selectable<BecaApplicationsTable>
}
