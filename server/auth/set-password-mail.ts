import type { Kysely } from 'kysely'
import { SET_PASSWORD_LINK_SECONDS } from '#contracts/limits.ts'
import { setPasswordLink } from '#server/auth/auth.ts'
import type { Database } from '#server/db/schema.ts'
import { setPasswordMail } from '#server/mail/templates/staff-access.ts'
import { enqueueMails } from '#server/outbox/outbox-store.ts'

/** Who a set-password link goes to, and whether it is an invitation (no password yet) or a reset. */
export interface SetPasswordLetter {
  readonly user: { readonly id: string; readonly email: string; readonly name: string }
  readonly token: string
  readonly invitation: boolean
}

/** Queues in the outbox the e-mail with a one-time set-password link (sent by the outbox's sender). */
export async function queueSetPasswordMail(
  db: Kysely<Database>,
  { user, token, invitation }: SetPasswordLetter,
  options: { readonly publicBaseUrl: string; readonly sender: string; readonly now: Date },
): Promise<void> {
  const link = setPasswordLink(options.publicBaseUrl, token)
  const content = setPasswordMail({ nombre: user.name, link, validHours: SET_PASSWORD_LINK_SECONDS / 3600, invitation })
  const mail = { kind: invitation ? 'staff-invitation' : 'staff-password-reset', sender: options.sender, recipients: [user.email], ...content }
  await db.transaction().execute((trx) => enqueueMails(trx, `staff:${user.id}`, [mail], options.now))
}
