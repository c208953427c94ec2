import { sql, type Insertable, type Kysely, type Selectable } from 'kysely'
import type { StaffQueue } from '#contracts/staff.ts'
import { QUEUE_TABLE_NAMES } from '#server/db/queue-tables.ts'
import type { Database, PeopleTable } from '#server/db/schema.ts'
import { searchCondition } from '#server/db/search-text.ts'

/*
 * Issue 38: the people behind the submissions and which submissions are whose. Every look-up here
 * is served by an index of the people migration: a key, the name key, a person's submissions.
 */

export type PersonRow = Selectable<PeopleTable>

/** The columns a change of a person may set besides the version. */
export type PersonChange = Partial<Pick<PersonRow, 'display_name' | 'name_key' | 'email' | 'phone' | 'curp' | 'merged_into' | 'search_text'>>

/** The key columns a submission is linked by. */
export type PersonKeyColumn = 'email' | 'phone' | 'curp'

export function findPerson(db: Kysely<Database>, id: string): Promise<PersonRow | undefined> {
  return db.selectFrom('people').selectAll().where('id', '=', id).executeTakeFirst()
}

/**
 * The person with that key: one not merged away first, then the earliest. A person merged away
 * keeps its keys, so a later submission with them still finds it (and goes on to whom it was merged into).
 */
export function findPersonByKey(db: Kysely<Database>, column: PersonKeyColumn, key: string): Promise<PersonRow | undefined> {
  return db
    .selectFrom('people')
    .selectAll()
    .where(column, '=', key)
    .orderBy(sql`case when merged_into is null then 0 else 1 end`)
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst()
}

export async function insertPerson(db: Kysely<Database>, person: Insertable<PeopleTable>): Promise<void> {
  await db.insertInto('people').values(person).execute()
}

/** Writes `set` and the next version only while the person's version is still `readVersion`; whether it did. */
export async function updatePerson(db: Kysely<Database>, id: string, readVersion: number, set: PersonChange): Promise<boolean> {
  const updated = await db
    .updateTable('people')
    .set({ ...set, version: readVersion + 1 })
    .where('id', '=', id)
    .where('version', '=', readVersion)
    .executeTakeFirst()
  return updated.numUpdatedRows > 0n
}

/** Other people, not merged away, whose full name has the same key: who may be the same person. */
export function peopleNamed(db: Kysely<Database>, nameKey: string, exceptId: string, limit: number): Promise<PersonRow[]> {
  return db
    .selectFrom('people')
    .selectAll()
    .where('name_key', '=', nameKey)
    .where('merged_into', 'is', null)
    .where('id', '<>', exceptId)
    .orderBy('created_at')
    .limit(limit)
    .execute()
}

/** How people are searched: an exact key (e-mail, phone) through its index, else part of the folded name, e-mail or phone. */
export type PersonQuery = { readonly column: 'email' | 'phone'; readonly key: string } | { readonly text: string }

/** People not merged away matching the query, by name. */
export function searchPeople(db: Kysely<Database>, query: PersonQuery, limit: number): Promise<PersonRow[]> {
  const found = db.selectFrom('people').selectAll().where('merged_into', 'is', null)
  const matching = 'column' in query ? found.where(query.column, '=', query.key) : found.where(searchCondition('search_text', query.text))
  return matching.orderBy('name_key').orderBy('created_at').limit(limit).execute()
}

/** Names the person of a stored submission. */
export async function setSubmissionPerson(db: Kysely<Database>, queue: StaffQueue, folio: string, personId: string): Promise<void> {
  await db.updateTable(QUEUE_TABLE_NAMES[queue]).set({ person_id: personId }).where('folio', '=', folio).execute()
}

/** A person's submission of any kind: its queue, folio, arrival, status and what a one-line summary is made of. */
export interface PersonSubmissionRow {
  readonly queue: StaffQueue
  readonly folio: string
  readonly created_at: string
  readonly status: string
  /** Contact messages: the message's start; fichas: carrera and campus keys; document requests: the document; beca applications: the beca's name, the carrera and campus keys. */
  readonly summary: readonly string[]
}

/** Every submission of the person, newest first; a contact message's summary is its first `messageChars` characters. */
export async function personSubmissions(db: Kysely<Database>, personId: string, messageChars: number): Promise<PersonSubmissionRow[]> {
  const [messages, fichas, requests, becas] = await Promise.all([
    db
      .selectFrom('contact_messages')
      .select(['folio', 'created_at', 'status'])
      .select(sql<string>`substr(contenido, 1, ${messageChars})`.as('inicio'))
      .where('person_id', '=', personId)
      .execute(),
    db.selectFrom('admission_forms').select(['folio', 'created_at', 'status', 'carrera', 'campus']).where('person_id', '=', personId).execute(),
    db.selectFrom('document_requests').select(['folio', 'created_at', 'status', 'especificaciones']).where('person_id', '=', personId).execute(),
    db.selectFrom('beca_applications').select(['folio', 'created_at', 'status', 'tipo_beca_nombre', 'carrera', 'campus']).where('person_id', '=', personId).execute(),
  ])
  const rows: PersonSubmissionRow[] = [
    ...messages.map((row) => ({ queue: 'contacto' as const, folio: row.folio, created_at: row.created_at, status: row.status, summary: [row.inicio] })),
    ...fichas.map((row) => ({ queue: 'fichas' as const, folio: row.folio, created_at: row.created_at, status: row.status, summary: [row.carrera, row.campus] })),
    ...requests.map((row) => ({ queue: 'documentos' as const, folio: row.folio, created_at: row.created_at, status: row.status, summary: [row.especificaciones] })),
    ...becas.map((row) => ({ queue: 'becas' as const, folio: row.folio, created_at: row.created_at, status: row.status, summary: [row.tipo_beca_nombre, row.carrera, row.campus] })),
  ]
  return rows.sort((left, right) => right.created_at.localeCompare(left.created_at) || right.folio.localeCompare(left.folio))
}

/**
 * Every table whose rows are linked to a person, by the key a merge records its folios under: the
 * queues' and the event sign-ups'. A merge and its undo move them all; retention deletes a
 * person none of them names.
 */
export const PERSON_LINKED_TABLES = { ...QUEUE_TABLE_NAMES, eventos: 'event_sign_ups' } as const satisfies Readonly<Record<string, keyof Database>>

export type PersonLinkedKind = keyof typeof PERSON_LINKED_TABLES
export const PERSON_LINKED_KINDS = Object.keys(PERSON_LINKED_TABLES) as PersonLinkedKind[]

/** The folios of each linked table, as a merge records what it moved (a record older than a kind lacks its key). */
export type FoliosByKind = Partial<Record<PersonLinkedKind, string[]>>

/** Moves every row of `fromId` to `toId`, in every linked table; the folios moved, by kind. */
export async function moveAllSubmissions(db: Kysely<Database>, fromId: string, toId: string): Promise<Record<PersonLinkedKind, string[]>> {
  const moved = {} as Record<PersonLinkedKind, string[]>
  for (const kind of PERSON_LINKED_KINDS) {
    const table = PERSON_LINKED_TABLES[kind]
    const rows = await db.selectFrom(table).select('folio').where('person_id', '=', fromId).orderBy('folio').execute()
    moved[kind] = rows.map((row) => row.folio)
    if (rows.length > 0) await db.updateTable(table).set({ person_id: toId }).where('person_id', '=', fromId).execute()
  }
  return moved
}

/** Rows written per statement: well under either database's limit of bound values. */
const BATCH_FOLIOS = 500

/** Moves these rows back from `fromId` to `toId` (those still with `fromId`). */
export async function moveSubmissions(db: Kysely<Database>, folios: FoliosByKind, fromId: string, toId: string): Promise<void> {
  for (const kind of PERSON_LINKED_KINDS) {
    const list = folios[kind] ?? []
    for (let start = 0; start < list.length; start += BATCH_FOLIOS) {
      await db
        .updateTable(PERSON_LINKED_TABLES[kind])
        .set({ person_id: toId })
        .where('person_id', '=', fromId)
        .where('folio', 'in', list.slice(start, start + BATCH_FOLIOS))
        .execute()
    }
  }
}
