import type { Kysely } from 'kysely'
import type { BecaApplication } from '#contracts/beca-application.ts'
import { withoutHoneypot } from '#contracts/form-fields.ts'
import type { Database } from '#server/db/schema.ts'
import { searchText } from '#server/db/search-text.ts'

/** A supporting document as stored: its id, its random name in UPLOAD_DIR and what was received. */
export interface StoredBecaDocument {
  readonly id: string
  readonly storedName: string
  readonly originalName: string
  readonly bytes: number
  readonly mime: string
}

/** What one beca application stores besides the form's fields. */
export interface BecaApplicationRecord {
  readonly application: BecaApplication
  /** The beca type's name as published when it arrived. */
  readonly becaName: string
  /** The day `YYYY-MM-DD` by whose end it is to be decided. */
  readonly respondBy: string
  readonly documents: readonly StoredBecaDocument[]
}

/** Writes a beca application's row (the wire fields under their names) and its documents' rows, in the order they came. */
export async function insertBecaApplication(db: Kysely<Database>, folio: string, record: BecaApplicationRecord, now: Date): Promise<void> {
  const { application } = record
  await db
    .insertInto('beca_applications')
    .values({
      folio,
      ...withoutHoneypot(application),
      tipo_beca_nombre: record.becaName,
      respond_by: record.respondBy,
      porcentaje_aprobado: null,
      person_id: null,
      closed_at: null,
      created_at: now.toISOString(),
      search_text: searchText([folio, application.nombre_completo, application.correo, application.telefono]),
    })
    .execute()
  await db
    .insertInto('beca_documents')
    .values(
      record.documents.map((document, index) => ({
        id: document.id,
        folio,
        position: index + 1,
        stored_name: document.storedName,
        original_name: document.originalName,
        bytes: document.bytes,
        mime: document.mime,
      })),
    )
    .execute()
}

/** The supporting documents of an application, in the order they came. */
export function becaDocuments(db: Kysely<Database>, folio: string) {
  return db.selectFrom('beca_documents').select(['id', 'stored_name', 'original_name', 'bytes', 'mime']).where('folio', '=', folio).orderBy('position').execute()
}

/** The document `id` of the application `folio`, or undefined. */
export function findBecaDocument(db: Kysely<Database>, folio: string, id: string) {
  return db.selectFrom('beca_documents').select(['stored_name', 'original_name', 'mime']).where('folio', '=', folio).where('id', '=', id).executeTakeFirst()
}

/** What tracking reads of an application: its e-mail, its status, when it arrived and the percentage granted. */
export function findBecaApplicationStatus(db: Kysely<Database>, folio: string) {
  return db.selectFrom('beca_applications').select(['correo', 'status', 'created_at', 'porcentaje_aprobado']).where('folio', '=', folio).executeTakeFirst()
}
