import type { Migration } from 'kysely'

/**
 * Every migration of the application, keyed by a date-prefixed name (Kysely runs them in
 * name order). Listed by hand instead of scanned from the folder so they run the same
 * under tsx, Vitest and any bundler. Each migration takes `Kysely<any>` and never imports
 * application code, so it keeps working after the code moves on.
 */
export const migrations: Readonly<Record<string, Migration>> = {}
