import { RETENTION_MONTHS_DEFAULT, RETENTION_MONTHS_MAX, RETENTION_MONTHS_MIN } from '#contracts/limits.ts'

/*
 * RETENTION_MONTHS (issue 14): how long a closed submission is kept. One rule for the build, which
 * writes the number into the privacy notice, and for the server, which deletes by it
 * (server/config/env.ts); the server refuses to start when the built notice states another number
 * (docs/decisions/024).
 */

/** Why a RETENTION_MONTHS value was refused, in Spanish, after the variable's name. */
export const RETENTION_MONTHS_MESSAGE = `debe ser un número entero de meses entre ${RETENTION_MONTHS_MIN} y ${RETENTION_MONTHS_MAX}`

/** The months a RETENTION_MONTHS value names (digits only, within the bounds), or undefined. */
export function parseRetentionMonths(value: string): number | undefined {
  if (!/^\d+$/.test(value)) return undefined
  const months = Number(value)
  return months >= RETENTION_MONTHS_MIN && months <= RETENTION_MONTHS_MAX ? months : undefined
}

/**
 * The months named by a RETENTION_MONTHS value as the environment holds it (unset or blank: the
 * default), for the build; the server reads its own through the same {@link parseRetentionMonths}.
 *
 * @throws {Error} naming the variable, when the value is not a number of months within the bounds.
 */
export function retentionMonthsFrom(value: string | undefined): number {
  const trimmed = value?.trim() ?? ''
  if (trimmed === '') return RETENTION_MONTHS_DEFAULT
  const months = parseRetentionMonths(trimmed)
  if (months === undefined) throw new Error(`RETENTION_MONTHS: ${RETENTION_MONTHS_MESSAGE}`)
  return months
}
