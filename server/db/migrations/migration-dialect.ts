import { PostgresAdapter, type Kysely } from 'kysely'

/* eslint-disable @typescript-eslint/no-explicit-any -- Kysely migrations take Kysely<any> */

/**
 * Whether a migration runs on PostgreSQL. Kysely gives migrations no dialect name
 * (kysely-org/kysely#1191); its adapter tells. A probe query that failed would abort PostgreSQL's
 * migration transaction. The migrations' only shared helper: they import no application code.
 */
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter
}
/* eslint-enable @typescript-eslint/no-explicit-any */
