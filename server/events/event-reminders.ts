import type { Kysely } from 'kysely'
import { EVENT_REMINDER_LEAD_HOURS } from '#contracts/limits.ts'
import { instituteLocalMinute } from '#contracts/event-sign-up.ts'
import { databaseContentSource } from '#server/content/database-content-source.ts'
import { markReminderSent, signUpsAwaitingReminder } from '#server/db/event-sign-ups.ts'
import type { Database } from '#server/db/schema.ts'
import { findPublishedEvent, publishedEvents, reminderMail, type EventMailContext } from '#server/events/event-sign-ups.ts'
import { enqueueMails } from '#server/outbox/outbox-store.ts'

const LEAD_MS = EVENT_REMINDER_LEAD_HOURS * 60 * 60_000

/**
 * Issue 38: enqueues the reminder of every confirmed sign-up whose event starts within
 * {@link EVENT_REMINDER_LEAD_HOURS} of `now` and has not started, once per sign-up (the row notes
 * it in the same transaction as the e-mail, and only if no other run did). Returns how many.
 */
export async function enqueueDueReminders(db: Kysely<Database>, now: Date, context: EventMailContext): Promise<number> {
  const content = databaseContentSource(db)
  const from = instituteLocalMinute(now)
  const until = instituteLocalMinute(new Date(now.getTime() + LEAD_MS))
  // Wall-clock times of one format compare as text.
  const due = (await publishedEvents(content)).filter((event) => event.registro !== undefined && event.start > from && event.start <= until)
  let enqueued = 0
  for (const event of due) {
    const published = await findPublishedEvent(content, event.slug)
    if (published === undefined) continue
    for (const row of await signUpsAwaitingReminder(db, [event.slug])) {
      const sent = await db.transaction().execute(async (trx) => {
        if (!(await markReminderSent(trx, row.folio, now))) return false
        await enqueueMails(trx, row.folio, [reminderMail(row, published, context)], now)
        return true
      })
      if (sent) enqueued += 1
    }
  }
  return enqueued
}
