import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import { TRACKING_CODE_MAX_TRIES, TRACKING_CODE_MINUTES, VERIFICATION_CODE_LENGTH } from '#contracts/limits.ts'
import type { Database } from '#server/db/schema.ts'
import { countTrackingCodeTry, deleteTrackingCodes, upsertTrackingCode } from '#server/db/tracking-codes.ts'
import { comparableEmail } from '#server/tracking/tracked-item.ts'

const SALT_BYTES = 16

/** The hash of a code: bound to its folio and e-mail, so the right code typed with another e-mail is wrong. */
function codeHash(salt: string, folio: string, correo: string, code: string): Buffer {
  return createHash('sha256').update(`${salt}\n${folio}\n${comparableEmail(correo)}\n${code}`).digest()
}

/**
 * A new code for the folio, stored as a salted hash that expires after {@link TRACKING_CODE_MINUTES};
 * it replaces the folio's previous code. Returns the code to e-mail.
 */
export async function issueTrackingCode(trx: Transaction<Database>, folio: string, correo: string, now: Date): Promise<string> {
  const code = String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0')
  const salt = randomBytes(SALT_BYTES).toString('base64url')
  await upsertTrackingCode(trx, folio, {
    salt,
    code_hash: codeHash(salt, folio, correo, code).toString('base64url'),
    expires_at: new Date(now.getTime() + TRACKING_CODE_MINUTES * 60_000).toISOString(),
    tries: 0,
    created_at: now.toISOString(),
  })
  return code
}

/** `right`: the code is used up; `wrong`: so many tries are left; `gone`: no live code (expired, used, or out of tries). */
export type CodeCheck = { readonly result: 'right' } | { readonly result: 'wrong'; readonly triesLeft: number } | { readonly result: 'gone' }

/**
 * Checks a typed code. The try is counted first, in one statement that only succeeds while the
 * code is live and has tries left, so concurrent tries can never exceed {@link TRACKING_CODE_MAX_TRIES};
 * the hashes are compared in constant time. A right code, or the last wrong try, deletes it.
 */
export async function checkTrackingCode(db: Kysely<Database>, folio: string, correo: string, code: string, now: Date): Promise<CodeCheck> {
  const counted = await countTrackingCodeTry(db, folio, { maxTries: TRACKING_CODE_MAX_TRIES, now })
  if (counted === undefined) return { result: 'gone' }
  const expected = Buffer.from(counted.code_hash, 'base64url')
  const right = timingSafeEqual(codeHash(counted.salt, folio, correo, code), expected)
  const triesLeft = TRACKING_CODE_MAX_TRIES - counted.tries
  if (right || triesLeft === 0) await deleteTrackingCodes(db, { folio, codeHash: counted.code_hash })
  if (right) return { result: 'right' }
  return triesLeft === 0 ? { result: 'gone' } : { result: 'wrong', triesLeft }
}
