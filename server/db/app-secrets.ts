import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'

/** Stores a secret under `name` unless one is there already: of two processes starting at once, the first insert wins. */
export async function insertSecretIfAbsent(db: Kysely<Database>, name: string, value: string): Promise<void> {
  await db
    .insertInto('app_secrets')
    .values({ name, value })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute()
}

/** The secret stored under `name`. @throws when there is none. */
export async function readSecret(db: Kysely<Database>, name: string): Promise<string> {
  const { value } = await db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow()
  return value
}
