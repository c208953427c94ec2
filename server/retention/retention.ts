import type { Kysely } from 'kysely'
import { STAFF_QUEUE_KEYS } from '#contracts/queues.ts'
import type { StaffQueue } from '#contracts/staff.ts'
import { appendAuditEvent } from '#server/audit/audit-trail.ts'
import { databaseContentSource } from '#server/content/database-content-source.ts'
import { deleteDueItem, dueItemFileRows, dueItemRows } from '#server/db/retention-items.ts'
import { deleteDueSignUp, deleteGonePerson, duePeopleIds, dueSignUpRows, type PublishedEventSlugs } from '#server/db/retention-people.ts'
import type { Database } from '#server/db/schema.ts'
import { eventInstant } from '#server/events/event-calendar.ts'
import { publishedEvents, SIGN_UP_AUDIT_TARGET } from '#server/events/event-sign-ups.ts'
import { PERSON_AUDIT_TARGET, undoableSince } from '#server/people/person-merge.ts'
import { QUEUE_TABLES } from '#server/queues/queue-tables.ts'
import { sweepRateCounters } from '#server/rate-limit/rate-counter.ts'
import { deleteTrackingCodes } from '#server/db/tracking-codes.ts'
import { DEFAULT_SWEEP_TIMING } from '#server/config/storage.ts'
import { heldFiles, planSweep } from '#server/storage/storage-sweep.ts'
import type { UploadStore } from '#server/storage/upload-store.ts'

/*
 * Retention (issue 14, docs/decisions/024): closed submissions are deleted RETENTION_MONTHS after
 * they closed, with their files and their e-mails, and each deletion is recorded in the audit
 * trail. So are event sign-ups RETENTION_MONTHS after they were over (issue 38), and then the
 * people nothing names any more, unless a merge of theirs may still be undone. The same run
 * removes the stored files nothing needs any more, as the storage sweep does every few minutes
 * (server/storage/storage-sweep.ts), so a run by hand leaves nothing behind.
 */

/** Whoever acts is recorded in the events' detail (`origen`): the server's daily run or a person at the command line. */
export type RetentionOrigin = 'tarea diaria' | 'línea de comandos'


/** A closed item past the retention period. */
export interface DueItem {
  readonly queue: StaffQueue
  readonly folio: string
  /** When it reached a closed status, ISO-8601 UTC. */
  readonly closedAt: string
  /** Its stored files: a document request's receipt and delivered documents. */
  readonly files: readonly string[]
}

/** An event sign-up past the retention period. */
export interface DueSignUp {
  readonly folio: string
  readonly eventSlug: string
  /**
   * When it was over, ISO-8601 UTC: when it was cancelled; else its event's end; else, for an
   * event no longer published, when it arrived (server/db/retention-people.ts).
   */
  readonly overAt: string
}

/** What a run would remove at a given moment. */
export interface RetentionPlan {
  readonly months: number
  /** Items that closed before this instant are due (ISO-8601 UTC). */
  readonly cutoff: string
  /** Due items, by queue in {@link STAFF_QUEUE_KEYS} order, oldest first. */
  readonly items: readonly DueItem[]
  /** Due event sign-ups, by folio. */
  readonly signUps: readonly DueSignUp[]
  /** The ids of the people deleted after them: nothing else names them and no merge of theirs may still be undone. */
  readonly people: readonly string[]
  /** The published events' slugs the plan read (a deletion checks its sign-up against the same). */
  readonly events: PublishedEventSlugs
  /** Merges made since this instant may still be undone (ISO-8601 UTC). */
  readonly undoableSince: string
  /** Stored files no row names and no unsent e-mail attaches. */
  readonly orphanFiles: readonly string[]
  /** `.partial` files left by an interrupted upload. */
  readonly staleTemps: readonly string[]
}

/** What a run did. */
export interface RetentionReport {
  readonly plan: RetentionPlan
  /** The items this run deleted (another process running at once may have taken some of the plan's). */
  readonly purged: readonly DueItem[]
  /** The sign-ups this run deleted. */
  readonly purgedSignUps: readonly DueSignUp[]
  /** The ids of the people this run deleted. */
  readonly purgedPeople: readonly string[]
  /** Every file this run removed: the purged items', the orphans and the partials. */
  readonly removedFiles: readonly string[]
  /** Files it could not remove (they stay; the next run tries again as orphans). */
  readonly failedFiles: readonly { readonly file: string; readonly error: string }[]
}

/**
 * `months` calendar months before `now`, in UTC. A day the target month lacks becomes its last
 * (31 March minus one month: the end of February), so the period is never shorter than promised.
 */
export function retentionCutoff(now: Date, months: number): Date {
  const year = now.getUTCFullYear()
  const month = now.getUTCMonth() - months
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  return new Date(
    Date.UTC(year, month, Math.min(now.getUTCDate(), lastDay), now.getUTCHours(), now.getUTCMinutes(), now.getUTCSeconds(), now.getUTCMilliseconds()),
  )
}

async function dueItems(db: Kysely<Database>, queue: StaffQueue, cutoff: string, held: ReadonlySet<string>): Promise<DueItem[]> {
  const rows = await dueItemRows(db, queue, cutoff)
  const files = await dueItemFiles(db, queue, cutoff)
  return rows.map((row) => ({
    queue,
    folio: row.folio,
    closedAt: row.closed_at ?? '',
    files: (files.get(row.folio) ?? []).filter((file) => !held.has(file)),
  }))
}

/** The files of each due item (a document request's receipt and delivered documents, a beca application's documents), by folio. */
async function dueItemFiles(db: Kysely<Database>, queue: StaffQueue, cutoff: string): Promise<Map<string, string[]>> {
  const files = new Map<string, string[]>()
  for (const { folio, file } of await dueItemFileRows(db, queue, cutoff)) files.set(folio, [...(files.get(folio) ?? []), file])
  return files
}

/** The published events' slugs, and those whose end (the institute's wall-clock time) came before `cutoff`; each end by slug. */
async function eventSlugs(db: Kysely<Database>, cutoff: string): Promise<{ slugs: PublishedEventSlugs; ends: Map<string, string> }> {
  const events = await publishedEvents(databaseContentSource(db))
  const ends = new Map(events.map((event) => [event.slug, eventInstant(event.end).toISOString()]))
  const endedBefore = [...ends].filter(([, end]) => end < cutoff).map(([slug]) => slug)
  return { slugs: { published: [...ends.keys()], endedBefore }, ends }
}

async function dueSignUps(db: Kysely<Database>, cutoff: string, events: PublishedEventSlugs, ends: ReadonlyMap<string, string>): Promise<DueSignUp[]> {
  const rows = await dueSignUpRows(db, cutoff, events)
  return rows.map((row) => ({
    folio: row.folio,
    eventSlug: row.event_slug,
    overAt: (row.status === 'cancelada' ? row.cancelled_at : ends.get(row.event_slug)) ?? row.created_at,
  }))
}

/**
 * What a run at `now` would remove: the due items of each queue with their files, the due event
 * sign-ups, the people left with nothing, the stored files nothing needs and the abandoned
 * partial uploads. Changes nothing.
 */
export async function planRetention(
  db: Kysely<Database>,
  store: UploadStore,
  now: Date,
  months: number,
  minAgeMs: number = DEFAULT_SWEEP_TIMING.minAgeMs,
): Promise<RetentionPlan> {
  const cutoff = retentionCutoff(now, months).toISOString()
  const sweep = await planSweep(db, store, now, minAgeMs)
  const held = await heldFiles(db)
  const items: DueItem[] = []
  for (const queue of STAFF_QUEUE_KEYS) items.push(...(await dueItems(db, queue, cutoff, held)))
  const { slugs: events, ends } = await eventSlugs(db, cutoff)
  const mergesSince = undoableSince(now).toISOString()
  const signUps = await dueSignUps(db, cutoff, events, ends)
  const people = await duePeopleIds(db, cutoff, events, mergesSince)
  return { months, cutoff, items, signUps, people, events, undoableSince: mergesSince, ...sweep }
}

/**
 * Deletes one due item in its own transaction: the row (every condition checked again), then,
 * only if that deleted it, its delivered documents' rows, its sent or failed e-mails and one audit
 * event. Of two processes purging the same item, one deletes it and records it; the other finds
 * nothing. Resolves with whether this call purged it.
 */
async function purgeItem(db: Kysely<Database>, item: DueItem, plan: RetentionPlan, now: Date, origin: RetentionOrigin): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await deleteDueItem(trx, item.queue, item.folio, plan.cutoff))) return false
    await deleteTrackingCodes(trx, { folio: item.folio })
    await appendAuditEvent(
      trx,
      {
        actorId: null,
        actorEmail: null,
        action: 'retention-purge',
        target: { type: QUEUE_TABLES[item.queue].auditTarget, id: item.folio },
        detail: { meses: plan.months, cerrado: item.closedAt, origen: origin },
      },
      now,
    )
    return true
  })
}

/** Deletes one due sign-up in its own transaction, with its settled e-mails and one audit event, as {@link purgeItem} does. */
async function purgeSignUp(db: Kysely<Database>, signUp: DueSignUp, plan: RetentionPlan, now: Date, origin: RetentionOrigin): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await deleteDueSignUp(trx, signUp.folio, plan.cutoff, plan.events))) return false
    await appendAuditEvent(
      trx,
      {
        actorId: null,
        actorEmail: null,
        action: 'retention-purge',
        target: { type: SIGN_UP_AUDIT_TARGET, id: signUp.folio },
        detail: { meses: plan.months, terminado: signUp.overAt, origen: origin },
      },
      now,
    )
    return true
  })
}

/** Deletes one person nothing names any more in its own transaction, with the merges that named only people gone, and one audit event. */
async function purgePerson(db: Kysely<Database>, id: string, plan: RetentionPlan, now: Date, origin: RetentionOrigin): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await deleteGonePerson(trx, id, plan.undoableSince))) return false
    await appendAuditEvent(
      trx,
      { actorId: null, actorEmail: null, action: 'retention-purge', target: { type: PERSON_AUDIT_TARGET, id }, detail: { meses: plan.months, origen: origin } },
      now,
    )
    return true
  })
}

type FileOutcome = 'removed' | 'gone' | { error: string }

async function removeFile(remove: (name: string) => Promise<'removed' | 'gone'>, name: string): Promise<FileOutcome> {
  try {
    // Already removed by another process's run ('gone'): not this run's to report.
    return await remove(name)
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) }
  }
}

/**
 * Runs retention once at `now`: forgets ended rate-limit windows and expired tracking codes,
 * purges each due item ({@link purgeItem}), each due sign-up and then each person left with
 * nothing, then removes the items' files,
 * the orphan files and the abandoned partials. A file that cannot be removed is reported and the
 * rest go on. When anything was removed, one more event sums the run up (the files that no
 * item's event names are counted only there). Running it twice, or in two processes at once,
 * removes and records each thing once.
 */
export async function runRetention(
  db: Kysely<Database>,
  store: UploadStore,
  now: Date,
  months: number,
  origin: RetentionOrigin,
  minAgeMs: number = DEFAULT_SWEEP_TIMING.minAgeMs,
): Promise<RetentionReport> {
  await sweepRateCounters(db, now)
  await deleteTrackingCodes(db, { expiredBy: now })
  const plan = await planRetention(db, store, now, months, minAgeMs)
  const purged: DueItem[] = []
  for (const item of plan.items) if (await purgeItem(db, item, plan, now, origin)) purged.push(item)
  const purgedSignUps: DueSignUp[] = []
  for (const signUp of plan.signUps) if (await purgeSignUp(db, signUp, plan, now, origin)) purgedSignUps.push(signUp)
  // After the rows that named them: a person is deleted only once nothing does.
  const purgedPeople: string[] = []
  for (const id of plan.people) if (await purgePerson(db, id, plan, now, origin)) purgedPeople.push(id)

  const removedFiles: string[] = []
  const failedFiles: { file: string; error: string }[] = []
  const removed = { orphans: 0, partials: 0 }
  const remove = async (files: readonly string[], kind?: keyof typeof removed) => {
    const removeOne = kind === 'partials' ? (name: string) => store.removeTemp(name) : (name: string) => store.remove(name)
    for (const file of files) {
      const outcome = await removeFile(removeOne, file)
      if (outcome === 'removed') {
        removedFiles.push(file)
        if (kind !== undefined) removed[kind] += 1
      } else if (outcome !== 'gone') failedFiles.push({ file, error: outcome.error })
    }
  }
  // Files after their rows are committed: a failure leaves a file without a row (an orphan for the next run), never the reverse.
  await remove(purged.flatMap((item) => item.files))
  await remove(plan.orphanFiles, 'orphans')
  await remove(plan.staleTemps, 'partials')

  if (purged.length > 0 || purgedSignUps.length > 0 || purgedPeople.length > 0 || removed.orphans > 0 || removed.partials > 0) {
    const perQueue = Object.fromEntries(STAFF_QUEUE_KEYS.map((queue) => [queue, purged.filter((item) => item.queue === queue).length]))
    await appendAuditEvent(
      db,
      {
        actorId: null,
        actorEmail: null,
        action: 'retention-purge',
        detail: {
          meses: months,
          ...perQueue,
          eventos: purgedSignUps.length,
          personas: purgedPeople.length,
          archivosSinRegistro: removed.orphans,
          archivosParciales: removed.partials,
          origen: origin,
        },
      },
      now,
    )
  }
  return { plan, purged, purgedSignUps, purgedPeople, removedFiles, failedFiles }
}
