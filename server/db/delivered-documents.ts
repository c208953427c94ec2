import type { Insertable, Kysely } from 'kysely'
import type { Database, DeliveredDocumentsTable } from '#server/db/schema.ts'

/** Writes the rows of a request's delivered documents (in the delivery's transaction). */
export async function insertDeliveredDocuments(db: Kysely<Database>, documents: readonly Insertable<DeliveredDocumentsTable>[]): Promise<void> {
  await db.insertInto('delivered_documents').values([...documents]).execute()
}

/** The documents delivered for a request, in the order they were stored. */
export function deliveredDocuments(db: Kysely<Database>, folio: string) {
  return db
    .selectFrom('delivered_documents')
    .select(['id', 'original_name', 'bytes', 'mime'])
    .where('folio', '=', folio)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
}

/** The delivered document `id` of the request `folio`, or undefined. */
export function findDeliveredDocument(db: Kysely<Database>, folio: string, id: string) {
  return db.selectFrom('delivered_documents').selectAll().where('id', '=', id).where('folio', '=', folio).executeTakeFirst()
}
