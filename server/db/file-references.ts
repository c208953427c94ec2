import type { Kysely } from 'kysely'
import { UNSENT } from '#server/db/outbox.ts'
import type { Database } from '#server/db/schema.ts'
import { contentImageFiles } from '#server/db/content-images.ts'
import { contentImageFileName } from '#server/storage/stored-names.ts'

/* The rows that name a stored file: what the storage sweep and retention must leave in place. */

/** The attachments (as stored) of every e-mail still to send that has any. */
export async function unsentAttachmentRows(db: Kysely<Database>): Promise<{ attachments: string | null }[]> {
  return db.selectFrom('outbox_messages').select('attachments').where('status', 'in', UNSENT).where('attachments', 'is not', null).execute()
}

/**
 * The files every row names: document requests' receipts, delivered documents, beca applications'
 * supporting documents (issue 39), and each width and
 * format of every photo uploaded for the site (issue 37: never removed, since a published page, or
 * an old version «Restaurar» may bring back, can name any of them).
 */
export async function fileNamesInRows(db: Kysely<Database>): Promise<string[]> {
  const [receipts, delivered, becaDocuments, images] = await Promise.all([
    db.selectFrom('document_requests').select('comprobante_archivo as file').execute(),
    db.selectFrom('delivered_documents').select('stored_name as file').execute(),
    db.selectFrom('beca_documents').select('stored_name as file').execute(),
    contentImageFiles(db),
  ])
  const imageFiles = images.flatMap(({ name, widths, formats }) =>
    widths.flatMap((width) => formats.map((format) => contentImageFileName(name, width, format))),
  )
  return [...receipts.map((row) => row.file), ...delivered.map((row) => row.file), ...becaDocuments.map((row) => row.file), ...imageFiles]
}
