import type { Kysely, Transaction } from 'kysely'
import type { ContentSource } from '#contracts/content/content-source.ts'
import { databaseContentSource } from '#server/content/database-content-source.ts'
import type { Database } from '#server/db/schema.ts'
import { enqueueMails, type NewOutboxMail } from '#server/outbox/outbox-store.ts'
import { linkPerson, type SubmissionContact } from '#server/people/link-person.ts'
import { capConfirmation, type ConfirmationCap } from '#server/services/confirmation-cap.ts'
import { nextFolio, type FolioSeries } from '#server/services/folios.ts'

/** One kind of form submission: its folio series, how its row is written and which e-mails it sends. */
export interface SubmissionKind<Data> {
  readonly series: FolioSeries
  /** Writes the row under its folio (a repository function: it only stores). */
  readonly insert: (trx: Transaction<Database>, folio: string, data: Data, now: Date) => Promise<void>
  /** Its e-mails; `published` reads the published content in the submission's transaction (a ficha's RVOE). */
  readonly mails: (folio: string, data: Data, now: Date, published: ContentSource) => readonly NewOutboxMail[] | Promise<readonly NewOutboxMail[]>
  /** The person's confirmation among `mails`, capped per address per day; none for contact messages. */
  readonly confirmation?: ConfirmationCap
  /** Issue 38: who sent it, and how its row names the person `linkPerson` found or made for them. */
  readonly person?: SubmissionPerson<Data>
}

/** How a kind of submission is linked to its person (issue 38). */
export interface SubmissionPerson<Data> {
  readonly contact: (data: Data) => SubmissionContact
  /** Writes the person's id on the stored row (a repository function). */
  readonly assign: (trx: Transaction<Database>, folio: string, personId: string) => Promise<void>
}

/**
 * Stores a submission under a new folio together with its e-mails, in one transaction
 * (DESIGN.md: the submission is stored before anything else happens, and a failed e-mail never
 * loses it), linked to its person (issue 38). The person's confirmation is left out beyond its daily cap, decided in the same
 * transaction (`capConfirmation`). `beforeCommit` is the transaction's last step (a receipt's commit to the store):
 * if it fails, nothing is stored. Returns the folio.
 */
export function storeSubmission<Data>(
  db: Kysely<Database>,
  kind: SubmissionKind<Data>,
  data: Data,
  now: Date,
  beforeCommit?: (trx: Transaction<Database>) => Promise<void>,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const folio = await nextFolio(trx, kind.series, now)
    await kind.insert(trx, folio, data, now)
    if (kind.person) await kind.person.assign(trx, folio, await linkPerson(trx, kind.person.contact(data), now))
    const mails = await kind.mails(folio, data, now, databaseContentSource(trx))
    await enqueueMails(trx, folio, kind.confirmation ? await capConfirmation(trx, kind.confirmation, folio, mails, now) : mails, now)
    await beforeCommit?.(trx)
    return folio
  })
}
