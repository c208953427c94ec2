import { randomUUID } from 'node:crypto'
import type { ExpressionBuilder, Insertable, Kysely, Selectable } from 'kysely'
import type { Database, OutboxMessagesTable, OutboxStatus } from '#server/db/schema.ts'

/*
 * The e-mail outbox's table (DESIGN.md): messages written with the change that produced them,
 * claimed by one sender at a time under a lease, settled by the holder of the lease.
 */

export type OutboxMessage = Selectable<OutboxMessagesTable>

/** An e-mail in these statuses may still be sent: what it attaches stays, and so does its item. */
export const UNSENT: readonly OutboxStatus[] = ['pending', 'sending']

/** An e-mail in these is settled (sent, or given up): retention deletes it with its item. */
export const SETTLED: readonly OutboxStatus[] = ['sent', 'failed']

/** A message this sender holds until its lease ends; only the holder of the token may settle it. */
export interface ClaimedMessage {
  readonly message: OutboxMessage
  readonly token: string
}

/** Writes messages (pass the transaction of the change they belong to). */
export async function insertOutboxMessages(db: Kysely<Database>, messages: readonly Insertable<OutboxMessagesTable>[]): Promise<void> {
  await db.insertInto('outbox_messages').values([...messages]).execute()
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

/** The messages about one folio, oldest first. */
export function outboxMessagesOf(db: Kysely<Database>, folio: string) {
  return db
    .selectFrom('outbox_messages')
    .select(['id', 'subject', 'recipients', 'status', 'created_at', 'sent_at', 'last_error'])
    .where('source_folio', '=', folio)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
}

/** The newest `limit` messages that failed for good, and how many failed in all. */
export async function failedOutboxMessages(db: Kysely<Database>, limit: number) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('outbox_messages')
      .select(['id', 'source_folio', 'subject', 'recipients', 'last_error', 'created_at'])
      .where('status', '=', 'failed')
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute(),
    db
      .selectFrom('outbox_messages')
      .where('status', '=', 'failed')
      // PostgreSQL counts in bigint, which pg hands over as text.
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.total) }
}

/** The message `id` about `folio`: its status, subject and last error, or undefined. */
export function findOutboxMessage(db: Kysely<Database>, folio: string, id: string) {
  return db
    .selectFrom('outbox_messages')
    .select(['status', 'subject', 'last_error'])
    .where('id', '=', id)
    .where('source_folio', '=', folio)
    .executeTakeFirst()
}

/**
 * Puts the message back to pending, due at `now`, with a fresh count of attempts, only while it is
 * `failed`: one conditional UPDATE, so two people pressing «Reintentar» at once retry it once.
 * Resolves whether it did.
 */
export async function requeueFailedMessage(db: Kysely<Database>, id: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('outbox_messages')
    .set({ status: 'pending', attempts: 0, next_attempt_at: now.toISOString(), last_error: null, claim_token: null, claimed_until: null })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}
