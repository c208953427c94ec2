import type { Kysely } from 'kysely'
import { UNSENT } from '#server/db/outbox.ts'
import type { Database } from '#server/db/schema.ts'

/* The rows that name a stored file: what the storage sweep and retention must leave in place. */

/** The attachments (as stored) of every e-mail still to send that has any. */
export async function unsentAttachmentRows(db: Kysely<Database>): Promise<{ attachments: string | null }[]> {
  return db.selectFrom('outbox_messages').select('attachments').where('status', 'in', UNSENT).where('attachments', 'is not', null).execute()
}

/** The files every row names: document requests' receipts and delivered documents. */
export async function fileNamesInRows(db: Kysely<Database>): Promise<string[]> {
  const [receipts, delivered] = await Promise.all([
    db.selectFrom('document_requests').select('comprobante_archivo as file').execute(),
    db.selectFrom('delivered_documents').select('stored_name as file').execute(),
  ])
  return [...receipts, ...delivered].map((row) => row.file)
}
