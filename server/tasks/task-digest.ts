import type { Kysely } from 'kysely'
import { TASK_DIGEST_HOUR } from '#contracts/limits.ts'
import { PANEL_PAGES } from '#contracts/panel-pages.ts'
import { absoluteUrl } from '#contracts/public-base-url.ts'
import { instituteDay } from '#contracts/time-zone.ts'
import { rolesOf } from '#server/auth/staff-session.ts'
import { formatInstituteTimestamp } from '#server/config/time-zone.ts'
import type { Database } from '#server/db/schema.ts'
import { claimTaskDigest } from '#server/db/task-digests.ts'
import { activeAssigneesWithTasksDueBy } from '#server/db/tasks.ts'
import { taskDigestMail } from '#server/mail/templates/task-digest.ts'
import { enqueueMails } from '#server/outbox/outbox-store.ts'
import { openTasksFor } from '#server/tasks/my-tasks.ts'

/** The outbox's kind of the digest e-mail. */
export const TASK_DIGEST_KIND = 'task-digest'

export interface TaskDigestOptions {
  /** MAIL_FROM. */
  readonly sender: string
  /** The site's public origin, for the links to the panel. */
  readonly publicBaseUrl: string
}

/** When the server looks for digests to send: a while after it is ready, then at this interval (a digest waits at most that long past TASK_DIGEST_HOUR). */
export const DEFAULT_TASK_DIGEST_TIMING = {
  firstRunDelayMs: 60_000,
  intervalMs: 15 * 60_000,
} as const

/** The hour (0-23) at the institute at that instant. */
function instituteHour(now: Date): number {
  // `aaaa-mm-dd hh:mm:ss`
  return Number(formatInstituteTimestamp(now).slice(11, 13))
}

/**
 * Issue 38: the daily digest. From TASK_DIGEST_HOUR at the institute, enqueues for each active
 * staff member with open tasks due today or earlier (on the items their roles open) one e-mail
 * listing them, unless their digest of the day was already enqueued: the day's row and the e-mail
 * are written in one transaction, so however often it runs, on however many servers, each person
 * gets at most one a day. Resolves with how many it enqueued.
 */
export async function runTaskDigest(db: Kysely<Database>, now: Date, options: TaskDigestOptions): Promise<number> {
  if (instituteHour(now) < TASK_DIGEST_HOUR) return 0
  const day = instituteDay(now)
  let enqueued = 0
  for (const person of await activeAssigneesWithTasksDueBy(db, day)) {
    const due = await openTasksFor(db, { id: person.id, roles: await rolesOf(db, person.id) }, now, day)
    if (due.total === 0) continue
    const mail = taskDigestMail({
      nombre: person.name,
      tasks: due.tareas,
      total: due.total,
      itemLink: (task) => absoluteUrl(options.publicBaseUrl, PANEL_PAGES.queueItem(task.cola, task.folio)),
      homeLink: absoluteUrl(options.publicBaseUrl, PANEL_PAGES.home),
    })
    const claimed = await db.transaction().execute(async (trx) => {
      if (!(await claimTaskDigest(trx, person.id, day, now))) return false
      const outgoing = { kind: TASK_DIGEST_KIND, sender: options.sender, recipients: [person.email], ...mail }
      await enqueueMails(trx, `staff:${person.id}`, [outgoing], now)
      return true
    })
    if (claimed) enqueued += 1
  }
  return enqueued
}
