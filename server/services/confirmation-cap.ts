import type { Kysely } from 'kysely'
import { appendAuditEvent } from '#server/audit/audit-trail.ts'
import { instituteDay } from '#contracts/time-zone.ts'
import { instituteDayStart } from '#server/config/time-zone.ts'
import { countInWindow } from '#server/db/rate-limit-counters.ts'
import type { Database } from '#server/db/schema.ts'
import type { NewOutboxMail } from '#server/outbox/outbox-store.ts'

/*
 * Issue 16: a confirmation goes to whatever address was typed, so anyone could make the
 * institute's mail server write to a stranger again and again. At most N confirmations go to one
 * address per institute day, counted in the database (every process shares the count) inside the
 * transaction that stores the submission. Beyond it the submission is stored and staff notified as
 * always; only the confirmation is left out, and the item's history says so.
 */

/** Which of a submission's e-mails is the person's confirmation, and how many an address may get. */
export interface ConfirmationCap {
  /** The outbox kind of the confirmation (MAIL_KINDS). */
  readonly mailKind: string
  /** The audit target type of the item (its history on the panel). */
  readonly auditTarget: string
  /** CONFIRMATIONS_PER_ADDRESS_PER_DAY. */
  readonly perAddressPerDay: number
}

/** What the item's history says when its confirmation was not sent. */
export function confirmationSkippedNote(perAddressPerDay: number): string {
  if (perAddressPerDay === 0) return 'No se envió la confirmación: el envío de confirmaciones está desactivado.'
  return `No se envió la confirmación: esta dirección ya recibió ${perAddressPerDay} hoy.`
}

/** Counts a confirmation to `address` today (institute time) and says whether it may go. */
async function mayConfirm(db: Kysely<Database>, address: string, perAddressPerDay: number, now: Date): Promise<boolean> {
  if (perAddressPerDay === 0) return false
  const dayStart = instituteDayStart(instituteDay(now))
  if (dayStart === null) throw new Error(`No institute day at ${now.toISOString()}`)
  return (await countInWindow(db, `confirmaciones:${address.toLowerCase()}`, dayStart)).count <= perAddressPerDay
}

/**
 * The submission's e-mails without its confirmation when the address already got its share today,
 * recording that on the item's history. Pass the submission's transaction as `db`.
 */
export async function capConfirmation(
  db: Kysely<Database>,
  cap: ConfirmationCap,
  folio: string,
  mails: readonly NewOutboxMail[],
  now: Date,
): Promise<readonly NewOutboxMail[]> {
  const confirmation = mails.find((mail) => mail.kind === cap.mailKind)
  const [address] = confirmation?.recipients ?? []
  if (confirmation === undefined || address === undefined) return mails
  if (await mayConfirm(db, address, cap.perAddressPerDay, now)) return mails
  await appendAuditEvent(
    db,
    {
      actorId: null,
      actorEmail: null,
      action: 'confirmation-skipped',
      target: { type: cap.auditTarget, id: folio },
      detail: { nota: confirmationSkippedNote(cap.perAddressPerDay) },
    },
    now,
  )
  return mails.filter((mail) => mail !== confirmation)
}
