import { retentionMonthsFrom } from '#contracts/retention.ts'
import { z } from '#contracts/zod.ts'

/*
 * The values `npm run build` compiles into the pages, which the server must share: the build
 * writes them beside `client/` and the server compares them with its own configuration at start
 * (server/site/load-site.ts, docs/decisions/024).
 */

/** The record's file name inside the build folder (SITE_DIR), beside `client/`. */
export const BUILD_RECORD_FILE = 'build-record.json'

export const buildRecordSchema = z.object({
  /** The RETENTION_MONTHS the privacy notice states. */
  retentionMonths: z.number().check(z.int()),
})
export type BuildRecord = z.output<typeof buildRecordSchema>

/**
 * The record of a build made with these environment variables: the same values the pages are
 * compiled with (vite.config.ts).
 *
 * @throws {Error} naming the variable, when one is not valid.
 */
export function buildRecordFrom(env: Readonly<Record<string, string | undefined>>): BuildRecord {
  return { retentionMonths: retentionMonthsFrom(env.RETENTION_MONTHS) }
}
