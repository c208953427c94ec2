import type { Kysely } from 'kysely'
import { fileNamesInRows, unsentAttachmentRows } from '#server/db/file-references.ts'
import type { Database } from '#server/db/schema.ts'
import { attachmentsOf } from '#server/outbox/outbox-store.ts'
import type { RemoveOutcome, UploadStore } from '#server/storage/upload-store.ts'

/** Files an e-mail still to send attaches. */
export async function heldFiles(db: Kysely<Database>): Promise<Set<string>> {
  const rows = await unsentAttachmentRows(db)
  // An inline attachment (an event's .ics, issue 38) holds no file.
  return new Set(rows.flatMap((row) => attachmentsOf(row).flatMap((attachment) => ('file' in attachment ? [attachment.file] : []))))
}

/** What a sweep would remove. */
export interface SweepPlan {
  /** Stored files no row names and no unsent e-mail attaches, committed at least `minAgeMs` ago. */
  readonly orphanFiles: readonly string[]
  /** Temp files untouched for at least `minAgeMs`: interrupted uploads. */
  readonly staleTemps: readonly string[]
}

/** What a sweep did. */
export interface SweepReport extends SweepPlan {
  /** Files it could not remove (they stay; the next sweep tries again). */
  readonly failedFiles: readonly { readonly file: string; readonly error: string }[]
}

/** What a sweep at `now` would remove. Changes nothing. */
export async function planSweep(db: Kysely<Database>, store: UploadStore, now: Date, minAgeMs: number): Promise<SweepPlan> {
  const oldEnough = (entry: { changedAtMs: number }) => now.getTime() - entry.changedAtMs >= minAgeMs
  // The files first, the rows after: a file committed after this listing is not looked at, whatever its row.
  const stored = (await store.list()).filter(oldEnough)
  const temps = (await store.listTemps()).filter(oldEnough)
  const named = new Set(await fileNamesInRows(db))
  const held = await heldFiles(db)
  return {
    orphanFiles: stored.map((entry) => entry.name).filter((name) => !named.has(name) && !held.has(name)),
    staleTemps: temps.map((entry) => entry.name),
  }
}

/**
 * Removes what {@link planSweep} finds. Safe in several processes at once: a file another one
 * removed first is simply gone. A file that cannot be removed is reported and the rest go on.
 * Only removed files are in the report's lists.
 */
export async function runSweep(db: Kysely<Database>, store: UploadStore, now: Date, minAgeMs: number): Promise<SweepReport> {
  const plan = await planSweep(db, store, now, minAgeMs)
  const failedFiles: { file: string; error: string }[] = []
  const removeAll = async (names: readonly string[], remove: (name: string) => Promise<RemoveOutcome>) => {
    const removed: string[] = []
    for (const name of names) {
      try {
        if ((await remove(name)) === 'removed') removed.push(name)
      } catch (error) {
        failedFiles.push({ file: name, error: error instanceof Error ? error.message : String(error) })
      }
    }
    return removed
  }
  const orphanFiles = await removeAll(plan.orphanFiles, (name) => store.remove(name))
  const staleTemps = await removeAll(plan.staleTemps, (name) => store.removeTemp(name))
  return { orphanFiles, staleTemps, failedFiles }
}
