import { randomUUID } from 'node:crypto'
import type { Transaction } from 'kysely'
import { insertOutboxMessages, type OutboxMessage } from '#server/db/outbox.ts'
import type { Database } from '#server/db/schema.ts'

/**
 * A file attached by reference (docs/decisions/011): the row names a file in UPLOAD_DIR and the
 * sender streams it from disk when it sends, so a 10 MB receipt is never copied into the table.
 * Or, for a small text written with the e-mail (an event's `.ics`, issue 38), the text itself.
 */
export type OutboxAttachment = {
  /** The name the recipient sees. */
  readonly filename: string
  readonly contentType: string
} & (
  | {
      /** The stored file's name inside UPLOAD_DIR. */
      readonly file: string
    }
  | {
      /** The attachment's text, sent as UTF-8. */
      readonly content: string
    }
)

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
  await insertOutboxMessages(
    trx,
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
  return ids
}

/** The attachments a stored message names (see {@link OutboxAttachment}). */
export function attachmentsOf(message: Pick<OutboxMessage, 'attachments'>): OutboxAttachment[] {
  return message.attachments === null ? [] : (JSON.parse(message.attachments) as OutboxAttachment[])
}
