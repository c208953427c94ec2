import type { Transaction } from 'kysely'
import type { Database } from '#server/db/schema.ts'

/**
 * The next number of a folio series in `year`, counted from 1. Call it as the FIRST statement of
 * the transaction that stores the submission: the upsert takes the write lock at once, so
 * concurrent requests wait for each other instead of reading the same number (SQLite: one writer
 * at a time, across processes too; PostgreSQL: the conflicting row is locked until the other
 * transaction ends, then incremented again). The folio columns are primary keys besides, so a
 * duplicate could never be stored.
 */
export async function nextFolioNumber(trx: Transaction<Database>, series: string, year: number): Promise<number> {
  const row = await trx
    .insertInto('folio_sequences')
    .values({ series, year, last_number: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['series', 'year'])
        .doUpdateSet((eb) => ({ last_number: eb(eb.ref('folio_sequences.last_number'), '+', 1) })),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow()
  return row.last_number
}
