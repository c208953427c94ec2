import type { Insertable, Kysely, Selectable } from 'kysely'
import type { Database, PersonMergesTable } from '#server/db/schema.ts'

/* Issue 38: the record of each «Fusionar», read to show a person's merges and to undo one. */

export type PersonMergeRow = Selectable<PersonMergesTable>

export async function insertPersonMerge(db: Kysely<Database>, merge: Insertable<PersonMergesTable>): Promise<void> {
  await db.insertInto('person_merges').values(merge).execute()
}

export function findPersonMerge(db: Kysely<Database>, id: string): Promise<PersonMergeRow | undefined> {
  return db.selectFrom('person_merges').selectAll().where('id', '=', id).executeTakeFirst()
}

/** Every merge the person took part in, as survivor or as the one merged, newest first. */
export async function mergesOf(db: Kysely<Database>, personId: string): Promise<PersonMergeRow[]> {
  const [asSurvivor, asMerged] = await Promise.all([
    db.selectFrom('person_merges').selectAll().where('survivor_id', '=', personId).execute(),
    db.selectFrom('person_merges').selectAll().where('merged_id', '=', personId).execute(),
  ])
  return [...asSurvivor, ...asMerged].sort((left, right) => right.merged_at.localeCompare(left.merged_at) || right.id.localeCompare(left.id))
}

/** The survivor's latest merge still standing (not undone), if any. */
export function latestStandingMerge(db: Kysely<Database>, survivorId: string): Promise<PersonMergeRow | undefined> {
  return db
    .selectFrom('person_merges')
    .selectAll()
    .where('survivor_id', '=', survivorId)
    .where('undone_at', 'is', null)
    .orderBy('merged_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
}

export async function markMergeUndone(db: Kysely<Database>, id: string, at: string, byEmail: string): Promise<boolean> {
  const updated = await db.updateTable('person_merges').set({ undone_at: at, undone_by_email: byEmail }).where('id', '=', id).where('undone_at', 'is', null).executeTakeFirst()
  return updated.numUpdatedRows > 0n
}
