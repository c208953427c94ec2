import type { Kysely } from 'kysely'
import type { DocumentRequest } from '#contracts/document-request.ts'
import { FOLIO_SERIES, nextFolio } from '#server/db/folios.ts'
import type { Database } from '#server/db/schema.ts'
import { enqueueMails, type NewOutboxMail } from '#server/outbox/outbox-store.ts'

/** The payment receipt as stored: its random name in UPLOAD_DIR and what was received. */
export interface StoredReceipt {
  readonly storedName: string
  readonly originalName: string
  readonly bytes: number
  readonly mime: string
}

/** What one document request stores besides the form's fields. */
export interface DocumentRequestRecord {
  readonly request: DocumentRequest
  readonly priceMxn: number
  readonly receipt: StoredReceipt
}

/**
 * Stores a document request under a new `DOC-…` folio with its e-mails, in one transaction.
 * `commitFile` moves the receipt to its final name as the transaction's last step: if it
 * fails, nothing is stored; if the commit fails after it, the caller removes the file. So a
 * row never lacks its file, and a file outlives its row only if the process dies in between.
 */
export async function recordDocumentRequest(
  db: Kysely<Database>,
  record: DocumentRequestRecord,
  now: Date,
  mails: (folio: string) => readonly NewOutboxMail[],
  commitFile: () => Promise<void>,
): Promise<string> {
  const { request, receipt } = record
  return db.transaction().execute(async (trx) => {
    const folio = await nextFolio(trx, FOLIO_SERIES.documentRequest, now)
    await trx
      .insertInto('document_requests')
      .values({
        folio,
        nombre_completo: request.nombre_completo,
        correo: request.correo,
        telefono: request.telefono,
        nivel_estudios: request.nivel_estudios,
        especificaciones: request.especificaciones,
        precio_mxn: record.priceMxn,
        comprobante_archivo: receipt.storedName,
        comprobante_nombre_original: receipt.originalName,
        comprobante_bytes: receipt.bytes,
        comprobante_tipo: receipt.mime,
        created_at: now.toISOString(),
      })
      .execute()
    await enqueueMails(trx, folio, mails(folio), now)
    await commitFile()
    return folio
  })
}
