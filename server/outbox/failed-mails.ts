import type { Kysely } from 'kysely'
import { FAILED_MAILS_SHOWN, type FailedMails } from '#contracts/failed-mails.ts'
import type { StaffQueue } from '#contracts/staff.ts'
import type { Database } from '#server/db/schema.ts'
import { FOLIO_SERIES, type FolioSeries } from '#server/db/folios.ts'

/*
 * The outbox's `failed` messages for staff (issue 16): a list for the admin's home, and the
 * «Reintentar» that sends one again.
 */

const QUEUE_OF_SERIES: Readonly<Record<FolioSeries, StaffQueue>> = {
  [FOLIO_SERIES.contactMessage]: 'contacto',
  [FOLIO_SERIES.admissionForm]: 'fichas',
  [FOLIO_SERIES.documentRequest]: 'documentos',
}

/** The queue whose item a message's folio names (`FICHA-2026-000001` → fichas), or null (a staff invitation's `staff:…`). */
export function queueOfFolio(folio: string): StaffQueue | null {
  const series = folio.split('-')[0] ?? ''
  return Object.hasOwn(QUEUE_OF_SERIES, series) ? QUEUE_OF_SERIES[series as FolioSeries] : null
}

/** How many messages failed for good, and the newest {@link FAILED_MAILS_SHOWN} of them. */
export async function failedMails(db: Kysely<Database>): Promise<FailedMails> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('outbox_messages')
      .select(['id', 'source_folio', 'subject', 'recipients', 'last_error', 'created_at'])
      .where('status', '=', 'failed')
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(FAILED_MAILS_SHOWN)
      .execute(),
    db
      .selectFrom('outbox_messages')
      .where('status', '=', 'failed')
      // PostgreSQL counts in bigint, which pg hands over as text.
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow(),
  ])
  return {
    total: Number(count.total),
    correos: rows.map((row) => ({
      id: row.id,
      folio: row.source_folio,
      cola: queueOfFolio(row.source_folio),
      asunto: row.subject,
      para: row.recipients,
      error: row.last_error,
      creado: row.created_at,
    })),
  }
}

/** What «Reintentar» found. */
export type MailRetry = { kind: 'retried'; subject: string; error: string | null } | { kind: 'not-found' } | { kind: 'not-failed' }

/**
 * Puts the failed message `id` of `folio` back to pending, due at `now`, with a fresh count of
 * attempts (staff retry once the cause is fixed: a full mailbox, a mail server that was down).
 * One conditional UPDATE, so two people pressing «Reintentar» at once retry it once.
 */
export async function retryFailedMail(db: Kysely<Database>, folio: string, id: string, now: Date): Promise<MailRetry> {
  const row = await db
    .selectFrom('outbox_messages')
    .select(['status', 'subject', 'last_error'])
    .where('id', '=', id)
    .where('source_folio', '=', folio)
    .executeTakeFirst()
  if (row === undefined) return { kind: 'not-found' }
  const result = await db
    .updateTable('outbox_messages')
    .set({ status: 'pending', attempts: 0, next_attempt_at: now.toISOString(), last_error: null, claim_token: null, claimed_until: null })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst()
  return result.numUpdatedRows > 0n ? { kind: 'retried', subject: row.subject, error: row.last_error } : { kind: 'not-failed' }
}
