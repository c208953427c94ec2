import { randomInt } from 'node:crypto'
import type { Transaction } from 'kysely'
import { instituteYear } from '#server/config/time-zone.ts'
import type { Database } from '#server/db/schema.ts'

/** The folio series: the prefix people read on their folio. */
export const FOLIO_SERIES = {
  contactMessage: 'MSG',
  admissionForm: 'FICHA',
  documentRequest: 'DOC',
} as const
export type FolioSeries = (typeof FOLIO_SERIES)[keyof typeof FOLIO_SERIES]

/** Digits of a folio's number (zero-padded; a year with more submissions just grows longer). */
export const FOLIO_NUMBER_DIGITS = 6

/** `FICHA-2026-000123`: series, the institute's year, and the number within that year. */
export function formatFolio(series: FolioSeries, year: number, serial: number): string {
  return `${series}-${year}-${String(serial).padStart(FOLIO_NUMBER_DIGITS, '0')}`
}

/**
 * The next folio of a series for the year of `now`, counted per year from 1. Call it as the
 * FIRST statement of the transaction that stores the submission: the upsert takes the write
 * lock at once, so concurrent requests wait for each other instead of reading the same number
 * (SQLite: one writer at a time, across processes too; PostgreSQL: the conflicting row is
 * locked until the other transaction ends, then incremented again). The folio columns are
 * primary keys besides, so a duplicate could never be stored.
 */
export async function nextFolio(trx: Transaction<Database>, series: FolioSeries, now: Date): Promise<string> {
  const year = instituteYear(now)
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
  return formatFolio(series, year, row.last_number)
}

// Decoy numbers come from the upper half of the range, far above what a year of real
// submissions reaches, so a decoy is unlikely to match a real folio (and matching one is harmless).
const DECOY_MIN = 10 ** FOLIO_NUMBER_DIGITS / 2
const DECOY_MAX = 10 ** FOLIO_NUMBER_DIGITS

/**
 * A folio that looks real but belongs to nothing, for answers that must not reveal they were
 * discarded (the honeypot).
 */
export function decoyFolio(series: FolioSeries, now: Date): string {
  return formatFolio(series, instituteYear(now), randomInt(DECOY_MIN, DECOY_MAX))
}
