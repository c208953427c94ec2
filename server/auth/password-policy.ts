import { dictionary } from '@zxcvbn-ts/language-common'
import { STAFF_MESSAGES, staffPasswordSchema } from '#contracts/staff.ts'

/** zxcvbn's list of the most used passwords (about 49,000), lower-cased. */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()))

/** Why a new staff password is refused, in Spanish, or `null` when it may be used. */
export function passwordProblem(password: string): string | null {
  const checked = staffPasswordSchema.safeParse(password)
  if (!checked.success) return checked.error.issues[0]?.message ?? STAFF_MESSAGES.passwordTooShort
  return COMMON_PASSWORDS.has(password.toLowerCase()) ? STAFF_MESSAGES.commonPassword : null
}
