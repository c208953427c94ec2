import type { Kysely } from 'kysely'
import type { ContactMessage } from '#contracts/contact-message.ts'
import { withoutHoneypot } from '#contracts/form-fields.ts'
import type { Database } from '#server/db/schema.ts'
import { originColumns } from '#server/db/origin-columns.ts'
import { searchText } from '#server/db/search-text.ts'

/** Writes a contact message's row; its columns carry the wire names (an empty telefono is none). */
export async function insertContactMessage(db: Kysely<Database>, folio: string, message: ContactMessage, now: Date) {
  await db
    .insertInto('contact_messages')
    .values({
      folio,
      ...withoutHoneypot(message),
      ...originColumns(message.origen),
      telefono: message.telefono || null,
      created_at: now.toISOString(),
      search_text: searchText([folio, message.nombre, message.correo, message.telefono]),
    })
    .execute()
}
