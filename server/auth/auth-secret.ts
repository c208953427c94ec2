import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import { insertSecretIfAbsent, readSecret } from '#server/db/app-secrets.ts'
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
  await insertSecretIfAbsent(db, SECRET_NAME, randomBytes(SECRET_BYTES).toString('base64url'))
  return readSecret(db, SECRET_NAME)
}
