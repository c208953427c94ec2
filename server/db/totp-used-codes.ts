import type { Kysely } from 'kysely'
import { TOTP_CODE_REUSE_SECONDS } from '#contracts/limits.ts'
import type { Database } from '#server/db/schema.ts'

/**
 * Records that the account signed in with `code` and says whether it was the first to: false when
 * the same code was accepted within {@link TOTP_CODE_REUSE_SECONDS}. One statement inserts the row
 * or renews one older than that; of two racing claims the second waits for the first's row lock and
 * then finds it fresh, so exactly one wins on both databases.
 */
export async function claimTotpCode(db: Kysely<Database>, userId: string, code: string, now: Date): Promise<boolean> {
  const reusableBefore = new Date(now.getTime() - TOTP_CODE_REUSE_SECONDS * 1000).toISOString()
  await db.deleteFrom('staff_totp_used_codes').where('user_id', '=', userId).where('used_at', '<', reusableBefore).execute()
  const claimed = await db
    .insertInto('staff_totp_used_codes')
    .values({ user_id: userId, code, used_at: now.toISOString() })
    .onConflict((conflict) =>
      conflict
        .columns(['user_id', 'code'])
        .doUpdateSet({ used_at: now.toISOString() })
        .where('staff_totp_used_codes.used_at', '<', reusableBefore),
    )
    .returning('user_id')
    .executeTakeFirst()
  return claimed !== undefined
}
