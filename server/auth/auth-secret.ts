import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'

const SECRET_NAME = 'auth-secret'
const SECRET_BYTES = 32

/**
 * The key that signs the staff session cookies: AUTH_SECRET when set, otherwise one made at the
 * first start and kept in the database, so `npm start` needs no set-up and every process and
 * host sharing the database signs alike. Whoever reads the database could then forge the
 * two-factor trust cookies: production should set AUTH_SECRET (README).
 */
export async function authSecret(db: Kysely<Database>, configured: string | null): Promise<string> {
  if (configured !== null) return configured
  // Two processes starting at once: the first insert wins and both read it back.
  await db
    .insertInto('app_secrets')
    .values({ name: SECRET_NAME, value: randomBytes(SECRET_BYTES).toString('base64url') })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute()
  const { value } = await db.selectFrom('app_secrets').select('value').where('name', '=', SECRET_NAME).executeTakeFirstOrThrow()
  return value
}
