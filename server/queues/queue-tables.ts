import type { StaffQueue } from '#contracts/staff.ts'
import { QUEUE_TABLE_NAMES, type QueueTableName } from '#server/db/queue-tables.ts'

/*
 * Where each queue's rows live and which of their columns name the person (issue 14). The list,
 * an item's page, the export and retention read these instead of naming tables themselves.
 */

export interface QueueTable {
  readonly table: QueueTableName
  /** The columns that make up the person's name, in reading order. */
  readonly nameColumns: readonly string[]
  readonly emailColumn: string
  readonly phoneColumn: string
  /** The audit trail's `target_type` for the queue's items (their history). */
  readonly auditTarget: string
}

export const QUEUE_TABLES: Readonly<Record<StaffQueue, QueueTable>> = {
  contacto: { table: QUEUE_TABLE_NAMES.contacto, nameColumns: ['nombre'], emailColumn: 'correo', phoneColumn: 'telefono', auditTarget: 'contacto' },
  fichas: {
    table: QUEUE_TABLE_NAMES.fichas,
    nameColumns: ['nombres', 'apellido_paterno', 'apellido_materno'],
    emailColumn: 'correo_electronico',
    phoneColumn: 'telefono',
    auditTarget: 'ficha',
  },
  documentos: { table: QUEUE_TABLE_NAMES.documentos, nameColumns: ['nombre_completo'], emailColumn: 'correo', phoneColumn: 'telefono', auditTarget: 'documento' },
  becas: { table: QUEUE_TABLE_NAMES.becas, nameColumns: ['nombre_completo'], emailColumn: 'correo', phoneColumn: 'telefono', auditTarget: 'beca' },
}
