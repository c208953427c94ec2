import type { Kysely } from 'kysely'
import type { ContactMessage } from '#contracts/contact-message.ts'
import { withoutHoneypot } from '#contracts/form-fields.ts'
import type { Database } from '#server/db/schema.ts'
import { originColumns } from '#server/db/origin-columns.ts'
import { searchText } from '#server/db/search-text.ts'

/** Writes a contact message's row; its columns carry the wire names (an empty telefono is none). `respondBy`: its first-response day (issue 38), none when left out. */
export async function insertContactMessage(db: Kysely<Database>, folio: string, message: ContactMessage, now: Date, respondBy: string | null = null) {
  await db
    .insertInto('contact_messages')
    .values({
      folio,
      ...withoutHoneypot(message),
      ...originColumns(message.origen),
      telefono: message.telefono || null,
      created_at: now.toISOString(),
      respond_by: respondBy,
      search_text: searchText([folio, message.nombre, message.correo, message.telefono]),
    })
    .execute()
}
