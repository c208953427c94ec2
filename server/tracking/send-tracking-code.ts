import type { Kysely } from 'kysely'
import { TRACKING_CODE_MINUTES } from '#contracts/limits.ts'
import type { Database } from '#server/db/schema.ts'
import { trackingCodeMails, type Addressing } from '#server/mail/notifications.ts'
import { enqueueMails } from '#server/outbox/outbox-store.ts'
import { emailMatches, findTrackedItem } from '#server/tracking/tracked-item.ts'
import { issueTrackingCode } from '#server/tracking/tracking-codes.ts'

/** What a code's e-mail needs: the addresses, and the tracking page it links to. */
export interface TrackingCodeContext {
  readonly mail: Addressing
  readonly pageUrl: string
  readonly now: Date
}

/**
 * Issue 15: a code for the folio, only when the folio is a ficha or a document request submitted
 * with that e-mail: a new code is stored and its e-mail enqueued in one transaction, answerable to
 * the desk that handles the item. Resolves whether it was (the caller answers the same either way).
 */
export async function sendTrackingCode(db: Kysely<Database>, folio: string, correo: string, context: TrackingCodeContext): Promise<boolean> {
  const item = await findTrackedItem(db, folio)
  if (item === undefined || !emailMatches(item, correo)) return false
  const { mail, pageUrl, now } = context
  const desk = item.queue === 'fichas' ? mail.admissionsRecipients : mail.documentsRecipients
  await db.transaction().execute(async (trx) => {
    const code = await issueTrackingCode(trx, folio, correo, now)
    const mails = trackingCodeMails(mail, { folio, code, correo: item.correo, desk, validMinutes: TRACKING_CODE_MINUTES, pageUrl })
    await enqueueMails(trx, folio, mails, now)
  })
  return true
}
