import type { Insertable, Kysely } from 'kysely'
import type { Database, TrackingCodesTable } from '#server/db/schema.ts'

/** Stores the folio's code, replacing the one it had. */
export async function upsertTrackingCode(db: Kysely<Database>, folio: string, code: Omit<Insertable<TrackingCodesTable>, 'folio'>): Promise<void> {
  await db
    .insertInto('tracking_codes')
    .values({ folio, ...code })
    .onConflict((conflict) => conflict.column('folio').doUpdateSet(code))
    .execute()
}

/**
 * Counts a try of the folio's code in one statement that only succeeds while the code is live
 * (expires after `now`) and has had fewer than `maxTries`; answers the code's salt, hash and tries
 * counted so far, or undefined when there is no such code.
 */
export function countTrackingCodeTry(db: Kysely<Database>, folio: string, { maxTries, now }: { maxTries: number; now: Date }) {
  return db
    .updateTable('tracking_codes')
    .set((eb) => ({ tries: eb(eb.ref('tries'), '+', 1) }))
    .where('folio', '=', folio)
    .where('tries', '<', maxTries)
    .where('expires_at', '>', now.toISOString())
    .returning(['salt', 'code_hash', 'tries'])
    .executeTakeFirst()
}

/**
 * Deletes the folio's code with that hash (one replaced meanwhile stays); or every code that expired
 * by a moment (the daily retention job); or those of a folio being purged.
 */
export async function deleteTrackingCodes(
  db: Kysely<Database>,
  which: { readonly folio: string; readonly codeHash: string } | { readonly expiredBy: Date } | { readonly folio: string },
): Promise<void> {
  let query = db.deleteFrom('tracking_codes')
  if ('expiredBy' in which) query = query.where('expires_at', '<=', which.expiredBy.toISOString())
  else query = query.where('folio', '=', which.folio)
  if ('codeHash' in which) query = query.where('code_hash', '=', which.codeHash)
  await query.execute()
}
