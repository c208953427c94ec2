import { randomUUID } from 'node:crypto'
import type { ExpressionBuilder, Kysely, Selectable, Transaction } from 'kysely'
import type { Database, OutboxMessagesTable } from '#server/db/schema.ts'

/**
 * A file attached by reference (docs/decisions/011): the row names a file in UPLOAD_DIR and the
 * sender streams it from disk when it sends, so a 10 MB receipt is never copied into the table.
 */
export interface OutboxAttachment {
  /** The stored file's name inside UPLOAD_DIR. */
  readonly file: string
  /** The name the recipient sees. */
  readonly filename: string
  readonly contentType: string
}

/** One e-mail to enqueue with a submission. */
export interface NewOutboxMail {
  /** Which message of the submission, e.g. `contact-staff`. */
  readonly kind: string
  readonly sender: string
  readonly recipients: readonly string[]
  readonly replyTo?: string | null
  readonly subject: string
  readonly text: string
  readonly html: string
  readonly attachments?: readonly OutboxAttachment[]
}

export type OutboxMessage = Selectable<OutboxMessagesTable>

/** A message this sender holds until its lease ends; only the holder of the token may settle it. */
export interface ClaimedMessage {
  readonly message: OutboxMessage
  readonly token: string
}

/** The domain of the From address, for Message-IDs (`<uuid@domain>`). */
export function senderDomain(sender: string): string {
  const match = /@([^@>\s]+)>?\s*$/.exec(sender)
  return match?.[1] ?? 'localhost'
}

/**
 * Writes the e-mails of a submission into the outbox, inside the submission's transaction:
 * either the submission and all its messages are stored, or none of them (DESIGN.md).
 * Resolves with the new messages' ids, in the order of `mails`.
 */
export async function enqueueMails(
  trx: Transaction<Database>,
  sourceFolio: string,
  mails: readonly NewOutboxMail[],
  now: Date,
): Promise<string[]> {
  if (mails.length === 0) return []
  const at = now.toISOString()
  const ids = mails.map(() => randomUUID())
  await trx
    .insertInto('outbox_messages')
    .values(
      mails.map((mail, index) => {
        const id = ids[index] as string
        return {
          id,
          source_folio: sourceFolio,
          kind: mail.kind,
          message_id: `<${id}@${senderDomain(mail.sender)}>`,
          sender: mail.sender,
          recipients: mail.recipients.join(', '),
          reply_to: mail.replyTo ?? null,
          subject: mail.subject,
          text_body: mail.text,
          html_body: mail.html,
          attachments: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
          status: 'pending' as const,
          attempts: 0,
          next_attempt_at: at,
          claim_token: null,
          claimed_until: null,
          last_error: null,
          created_at: at,
          sent_at: null,
        }
      }),
    )
    .execute()
  return ids
}

/** Waiting and due, or claimed by a sender whose lease ran out (it crashed or hung). */
function isDue(eb: ExpressionBuilder<Database, 'outbox_messages'>, at: string) {
  return eb.or([
    eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', at)]),
    eb.and([eb('status', '=', 'sending'), eb('claimed_until', '<=', at)]),
  ])
}

/** Ids of messages due at `now`, oldest first. */
export async function findDueMessageIds(db: Kysely<Database>, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('outbox_messages')
    .select('id')
    .where((eb) => isDue(eb, now.toISOString()))
    .orderBy('next_attempt_at')
    .orderBy('created_at')
    .limit(limit)
    .execute()
  return rows.map((row) => row.id)
}

/**
 * Takes one message for sending, if it is still due: a single conditional UPDATE, so of two
 * senders (two processes) racing for it exactly one gets it. The attempt is counted here,
 * before sending, so a crash mid-send still counts.
 */
export async function claimMessage(
  db: Kysely<Database>,
  id: string,
  now: Date,
  leaseMs: number,
): Promise<ClaimedMessage | undefined> {
  const token = randomUUID()
  const message = await db
    .updateTable('outbox_messages')
    .set((eb) => ({
      status: 'sending' as const,
      claim_token: token,
      claimed_until: new Date(now.getTime() + leaseMs).toISOString(),
      attempts: eb(eb.ref('attempts'), '+', 1),
    }))
    .where('id', '=', id)
    .where((eb) => isDue(eb, now.toISOString()))
    .returningAll()
    .executeTakeFirst()
  return message === undefined ? undefined : { message, token }
}

/** Records a delivery. Does nothing if the lease was lost to another sender meanwhile. */
export async function markSent(db: Kysely<Database>, claim: ClaimedMessage, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('outbox_messages')
    .set({ status: 'sent', sent_at: now.toISOString(), claim_token: null, claimed_until: null, last_error: null })
    .where('id', '=', claim.message.id)
    .where('claim_token', '=', claim.token)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/**
 * Records a failed attempt: back to `pending` until `retryAt`, or `failed` for good when
 * `retryAt` is null. Does nothing if the lease was lost meanwhile.
 */
export async function markAttemptFailed(
  db: Kysely<Database>,
  claim: ClaimedMessage,
  error: string,
  retryAt: Date | null,
): Promise<boolean> {
  const result = await db
    .updateTable('outbox_messages')
    .set({
      status: retryAt === null ? 'failed' : 'pending',
      next_attempt_at: retryAt === null ? claim.message.next_attempt_at : retryAt.toISOString(),
      claim_token: null,
      claimed_until: null,
      last_error: error,
    })
    .where('id', '=', claim.message.id)
    .where('claim_token', '=', claim.token)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** The attachments a stored message names (see {@link OutboxAttachment}). */
export function attachmentsOf(message: Pick<OutboxMessage, 'attachments'>): OutboxAttachment[] {
  return message.attachments === null ? [] : (JSON.parse(message.attachments) as OutboxAttachment[])
}
