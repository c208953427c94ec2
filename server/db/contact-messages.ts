import type { Kysely } from 'kysely'
import type { ContactMessage } from '#contracts/contact-message.ts'
import { FOLIO_SERIES, nextFolio } from '#server/db/folios.ts'
import type { Database } from '#server/db/schema.ts'
import { enqueueMails, type NewOutboxMail } from '#server/outbox/outbox-store.ts'

/**
 * Stores a contact message under a new `MSG-…` folio together with its e-mails, in one
 * transaction (DESIGN.md: the submission is stored before anything else happens, and a failed
 * e-mail never loses it). Returns the folio.
 */
export async function recordContactMessage(
  db: Kysely<Database>,
  message: ContactMessage,
  now: Date,
  mails: (folio: string) => readonly NewOutboxMail[],
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const folio = await nextFolio(trx, FOLIO_SERIES.contactMessage, now)
    await trx
      .insertInto('contact_messages')
      .values({
        folio,
        nombre: message.nombre,
        correo: message.correo,
        telefono: message.telefono || null,
        contenido: message.contenido,
        created_at: now.toISOString(),
      })
      .execute()
    await enqueueMails(trx, folio, mails(folio), now)
    return folio
  })
}
