import { randomInt } from 'node:crypto'
import type { Transaction } from 'kysely'
import { instituteYear } from '#server/config/time-zone.ts'
import { nextFolioNumber } from '#server/db/folios.ts'
import type { Database } from '#server/db/schema.ts'

/** The folio series: the prefix people read on their folio. */
export const FOLIO_SERIES = {
  contactMessage: 'MSG',
  admissionForm: 'FICHA',
  documentRequest: 'DOC',
  eventSignUp: 'EVT',
  becaApplication: 'BECA',
} as const
export type FolioSeries = (typeof FOLIO_SERIES)[keyof typeof FOLIO_SERIES]

/** Digits of a folio's number (zero-padded; a year with more submissions just grows longer). */
const FOLIO_NUMBER_DIGITS = 6

/** `FICHA-2026-000123`: series, the institute's year, and the number within that year. */
function formatFolio(series: FolioSeries, year: number, serial: number): string {
  return `${series}-${year}-${String(serial).padStart(FOLIO_NUMBER_DIGITS, '0')}`
}

/**
 * The next folio of a series for the institute's year of `now`, numbered per year from 1; the
 * first statement of the transaction that stores the submission (see `nextFolioNumber`).
 */
export async function nextFolio(trx: Transaction<Database>, series: FolioSeries, now: Date): Promise<string> {
  const year = instituteYear(now)
  return formatFolio(series, year, await nextFolioNumber(trx, series, year))
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
