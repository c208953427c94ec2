import type { StaffQueue } from '#contracts/staff.ts'
import type { Database } from '#server/db/schema.ts'

/*
 * Where each queue's rows live and which of their columns name the person (issue 14). The list,
 * an item's page, the export and retention read these instead of naming tables themselves.
 */

export interface QueueTable {
  readonly table: 'contact_messages' | 'admission_forms' | 'document_requests'
  /** The columns that make up the person's name, in reading order. */
  readonly nameColumns: readonly string[]
  readonly emailColumn: string
  readonly phoneColumn: string
  /** The audit trail's `target_type` for the queue's items (their history). */
  readonly auditTarget: string
}

export const QUEUE_TABLES: Readonly<Record<StaffQueue, QueueTable>> = {
  contacto: { table: 'contact_messages', nameColumns: ['nombre'], emailColumn: 'correo', phoneColumn: 'telefono', auditTarget: 'contacto' },
  fichas: {
    table: 'admission_forms',
    nameColumns: ['nombres', 'apellido_paterno', 'apellido_materno'],
    emailColumn: 'correo_electronico',
    phoneColumn: 'telefono',
    auditTarget: 'ficha',
  },
  documentos: { table: 'document_requests', nameColumns: ['nombre_completo'], emailColumn: 'correo', phoneColumn: 'telefono', auditTarget: 'documento' },
} satisfies Readonly<Record<StaffQueue, QueueTable & { table: keyof Database }>>
