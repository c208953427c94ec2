import { z } from '#contracts/zod.ts'
import { calendarDay } from '#contracts/content/content-fields.ts'
import { contactEmailSchema } from '#contracts/content/identity.ts'

/*
 * Issue 37: the privacy notice's variable parts, as a content record staff publish. The text
 * itself is the legal office's (content/privacy.ts); the office's address and hours it names are
 * the published identity's, and how long submissions are kept is RETENTION_MONTHS.
 */

export const privacyNoticePartsSchema = z.object({
  /** The day of the notice's last change, shown under its heading. */
  updatedOn: calendarDay,
  /** Where people write about their personal data and send ARCO requests. */
  dataEmail: contactEmailSchema,
})
export type PrivacyNoticeParts = z.output<typeof privacyNoticePartsSchema>
