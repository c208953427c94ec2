import type { Kysely } from 'kysely'
import type { HistoryStep, QueueItem } from '#contracts/queues.ts'
import type { StaffQueue, StaffRole } from '#contracts/staff.ts'
import { auditHistory } from '#server/audit/audit-history.ts'
import { becaDocuments } from '#server/db/beca-applications.ts'
import { deliveredDocuments } from '#server/db/delivered-documents.ts'
import { outboxMessagesOf } from '#server/db/outbox.ts'
import { findQueueRow } from '#server/db/queue-items.ts'
import { staffNames } from '#server/db/staff-users.ts'
import type { QueueRows } from '#server/db/queue-tables.ts'
import type { Database, OutboxStatus } from '#server/db/schema.ts'
import { followUp } from '#server/queues/activities.ts'
import { isOverdueItem } from '#server/queues/overdue.ts'
import { itemPerson } from '#server/people/person-record.ts'
import { columnText, QUEUE_FIELDS } from '#server/queues/queue-fields.ts'
import { storedOrigin } from '#server/queues/queue-origin.ts'
import { QUEUE_TABLES } from '#server/queues/queue-tables.ts'

/*
 * An item's page (issue 14): its fields as the person chose them, the e-mails sent about it (the
 * outbox), and its history: its arrival, then what staff did, read from the audit trail
 * (docs/decisions/023).
 */

const MAIL_STATUS: Readonly<Record<OutboxStatus, QueueItem['correos'][number]['estado']>> = {
  pending: 'pendiente',
  sending: 'pendiente',
  sent: 'enviado',
  failed: 'fallido',
}

/** How the receipt is named among a request's files (the delivered ones go by their own id). */
export const RECEIPT_FILE_ID = 'comprobante'

type QueueRow = QueueRows[StaffQueue]

/** A stored file as the item shows it (a delivered document, a beca's supporting document). */
const storedFile = (file: { id: string; original_name: string; bytes: number; mime: string }) => ({ id: file.id, nombre: file.original_name, bytes: file.bytes, tipo: file.mime })

/**
 * The item with that folio in the queue, or undefined when the queue has none. Its person's other
 * submissions are shown as `roles` (the viewer's) may see them (server/people/person-record.ts).
 */
export async function queueItem(db: Kysely<Database>, queue: StaffQueue, folio: string, now: Date, roles: readonly StaffRole[]): Promise<QueueItem | undefined> {
  const row: QueueRow | undefined = await findQueueRow(db, queue, folio)
  if (row === undefined) return undefined
  const [correos, historial, extras, persona] = await Promise.all([
    itemMails(db, folio),
    itemHistory(db, queue, folio, row.created_at),
    queueExtras(db, queue, row, now),
    itemPerson(db, row.person_id, folio, roles),
  ])
  return {
    cola: queue,
    folio,
    recibido: row.created_at,
    estado: row.status,
    version: row.version,
    campos: QUEUE_FIELDS[queue].map(({ name, label, valueLabel }) => {
      const value = columnText(row, name)
      return { campo: name, etiqueta: label, valor: value !== null && valueLabel ? valueLabel(value) : value }
    }),
    correos,
    historial,
    persona,
    ...extras,
  }
}

async function itemMails(db: Kysely<Database>, folio: string): Promise<QueueItem['correos']> {
  const rows = await outboxMessagesOf(db, folio)
  return rows.map((row) => ({
    id: row.id,
    asunto: row.subject,
    para: row.recipients,
    estado: MAIL_STATUS[row.status],
    creado: row.created_at,
    enviado: row.sent_at,
    error: row.last_error,
  }))
}

async function itemHistory(db: Kysely<Database>, queue: StaffQueue, folio: string, receivedAt: string): Promise<HistoryStep[]> {
  const arrival: HistoryStep = { at: receivedAt, persona: null, accion: 'received', de: null, a: null, nota: null, detalle: null }
  return [arrival, ...(await auditHistory(db, { type: QUEUE_TABLES[queue].auditTarget, id: folio }))]
}

type QueueExtras = Omit<QueueItem, 'cola' | 'folio' | 'recibido' | 'estado' | 'version' | 'campos' | 'correos' | 'historial'>

/** What only one queue's items carry: a ficha's follow-up, a document request's promise and files, a beca application's decision day, documents and percentage. */
async function queueExtras(db: Kysely<Database>, queue: StaffQueue, row: QueueRow, now: Date): Promise<QueueExtras> {
  switch (queue) {
    case 'contacto':
      return { origen: storedOrigin(row), ...(await followUp(db, 'contacto', row as QueueRows['contacto'], now)) }
    case 'fichas': {
      // The row comes from the queue's own table.
      const ficha = row as QueueRows['fichas']
      const [assignee, followUpNow] = await Promise.all([
        ficha.assignee_id === null ? undefined : staffNames(db, ficha.assignee_id).then(([person]) => person),
        followUp(db, 'fichas', ficha, now),
      ])
      return {
        responsable: assignee === undefined ? null : { id: assignee.id, nombre: assignee.name },
        cita: ficha.appointment,
        origen: storedOrigin(row),
        ...followUpNow,
      }
    }
    case 'documentos': {
      const request = row as QueueRows['documentos']
      const delivered = await deliveredDocuments(db, request.folio)
      return {
        fechaLimite: request.due_on,
        vencida: isOverdueItem('documentos', request, now),
        comprobante:
          request.comprobante_archivo === ''
            ? null
            : { id: RECEIPT_FILE_ID, nombre: request.comprobante_nombre_original, bytes: request.comprobante_bytes, tipo: request.comprobante_tipo },
        entregados: delivered.map(storedFile),
      }
    }
    case 'becas': {
      const application = row as QueueRows['becas']
      const documents = await becaDocuments(db, application.folio)
      return {
        fechaLimite: application.respond_by,
        vencida: isOverdueItem('becas', application, now),
        porcentaje: application.porcentaje_aprobado,
        documentos: documents.map(storedFile),
      }
    }
  }
}
