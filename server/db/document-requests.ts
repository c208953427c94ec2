import type { Kysely } from 'kysely'
import type { DocumentRequest } from '#contracts/document-request.ts'
import { withoutHoneypot } from '#contracts/form-fields.ts'
import type { Database } from '#server/db/schema.ts'
import { searchText } from '#server/db/search-text.ts'

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

/** Writes a document request's row: the wire fields under their names, the price and the stored receipt. */
export async function insertDocumentRequest(db: Kysely<Database>, folio: string, record: DocumentRequestRecord, now: Date) {
  const { request, receipt } = record
  await db
    .insertInto('document_requests')
    .values({
      folio,
      ...withoutHoneypot(request),
      precio_mxn: record.priceMxn,
      comprobante_archivo: receipt.storedName,
      comprobante_nombre_original: receipt.originalName,
      comprobante_bytes: receipt.bytes,
      comprobante_tipo: receipt.mime,
      created_at: now.toISOString(),
      search_text: searchText([folio, request.nombre_completo, request.correo, request.telefono]),
    })
    .execute()
}

/** What tracking reads of a request: its e-mail, its status, when it arrived and its promised day. */
export function findDocumentRequestStatus(db: Kysely<Database>, folio: string) {
  return db.selectFrom('document_requests').select(['correo', 'status', 'created_at', 'due_on']).where('folio', '=', folio).executeTakeFirst()
}

/** The payment receipt a request names: its stored name, the name it came with and its type. */
export function findReceipt(db: Kysely<Database>, folio: string) {
  return db
    .selectFrom('document_requests')
    .select(['comprobante_archivo', 'comprobante_nombre_original', 'comprobante_tipo'])
    .where('folio', '=', folio)
    .executeTakeFirst()
}
