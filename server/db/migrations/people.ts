import { randomUUID } from 'node:crypto'
import type { Kysely, Migration } from 'kysely'

/*
 * Issue 38: one record per person. `people` holds each person's name, e-mail, phone and CURP as
 * keys (server/people/person-keys.ts), the key of the full name (two people with the same one may
 * be one: «Posible duplicado»), a version for optimistic concurrency and, once merged into another,
 * which. Each submission names its person in `person_id`; `person_merges` records every «Fusionar»
 * with what it needs to be undone.
 *
 * Existing submissions are linked here, oldest first, by the same rule as new ones (same e-mail,
 * else same phone → same person), with a copy of the application's keys: a migration never imports
 * application code. Every look-up is served by an index: the keys, the name key, a person's
 * submissions and merges.
 */

const SUBMISSIONS = [
  { table: 'contact_messages', nameColumns: ['nombre'], emailColumn: 'correo', phoneColumn: 'telefono' },
  { table: 'admission_forms', nameColumns: ['nombres', 'apellido_paterno', 'apellido_materno'], emailColumn: 'correo_electronico', phoneColumn: 'telefono' },
  { table: 'document_requests', nameColumns: ['nombre_completo'], emailColumn: 'correo', phoneColumn: 'telefono' },
] as const

/** Rows written per statement: well under either database's limit of bound values. */
const BATCH_ROWS = 500

const NATIONAL_DIGITS = 10
const MEXICAN_PREFIXES = ['521', '52', '044', '045', '01']

function emailKey(email: string | null): string | null {
  const key = email?.trim().toLowerCase() ?? ''
  return key === '' ? null : key
}

function phoneKey(phone: string | null): string | null {
  const digits = phone?.replace(/\D/g, '') ?? ''
  if (digits === '') return null
  const national = MEXICAN_PREFIXES.some((prefix) => digits.length === prefix.length + NATIONAL_DIGITS && digits.startsWith(prefix))
  return national ? digits.slice(-NATIONAL_DIGITS) : digits
}

function nameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

interface NewPerson {
  id: string
  display_name: string
  name_key: string
  email: string | null
  phone: string | null
  curp: null
  version: number
  created_at: string
  merged_into: null
  search_text: string
}

/* eslint-disable @typescript-eslint/no-explicit-any -- Kysely migrations take Kysely<any> */

/** Links every stored submission to a person, oldest first across the three tables. */
async function linkExisting(db: Kysely<any>): Promise<void> {
  const submissions: { table: string; folio: string; at: string; name: string; email: string | null; phone: string | null }[] = []
  for (const { table, nameColumns, emailColumn, phoneColumn } of SUBMISSIONS) {
    const rows: Record<string, string | null>[] = await db
      .selectFrom(table)
      .select(['folio', 'created_at', ...nameColumns, emailColumn, phoneColumn])
      .execute()
    for (const row of rows) {
      const name = nameColumns.map((column) => row[column] ?? '').filter((part) => part !== '').join(' ')
      submissions.push({ table, folio: row['folio'] ?? '', at: row['created_at'] ?? '', name, email: emailKey(row[emailColumn] ?? null), phone: phoneKey(row[phoneColumn] ?? null) })
    }
  }
  submissions.sort((left, right) => left.at.localeCompare(right.at) || left.folio.localeCompare(right.folio))

  const people: NewPerson[] = []
  const byEmail = new Map<string, NewPerson>()
  const byPhone = new Map<string, NewPerson>()
  const links: { folio: string; person_id: string }[] = []
  for (const submission of submissions) {
    let person = (submission.email && byEmail.get(submission.email)) || (submission.phone && byPhone.get(submission.phone)) || undefined
    if (person === undefined) {
      person = {
        id: randomUUID(),
        display_name: submission.name,
        name_key: nameKey(submission.name),
        email: submission.email,
        phone: submission.phone,
        curp: null,
        version: 1,
        created_at: submission.at,
        merged_into: null,
        search_text: '',
      }
      people.push(person)
    } else {
      person.email ??= submission.email
      person.phone ??= submission.phone
    }
    if (submission.email && !byEmail.has(submission.email)) byEmail.set(submission.email, person)
    if (submission.phone && !byPhone.has(submission.phone)) byPhone.set(submission.phone, person)
    links.push({ folio: submission.folio, person_id: person.id })
  }

  for (const person of people) person.search_text = [person.name_key, person.email, person.phone].filter((part) => part !== null && part !== '').join(' ')
  for (let start = 0; start < people.length; start += BATCH_ROWS) {
    await db.insertInto('people').values(people.slice(start, start + BATCH_ROWS)).execute()
  }
  // One UPDATE per table from a list of links (folios are unique across the three series), not one per person.
  await db.schema.createTable('person_links').addColumn('folio', 'text', (column) => column.primaryKey()).addColumn('person_id', 'text', (column) => column.notNull()).execute()
  for (let start = 0; start < links.length; start += BATCH_ROWS) {
    await db.insertInto('person_links').values(links.slice(start, start + BATCH_ROWS)).execute()
  }
  for (const { table } of SUBMISSIONS) {
    await db
      .updateTable(table)
      .set((eb: any) => ({ person_id: eb.selectFrom('person_links').select('person_links.person_id').whereRef('person_links.folio', '=', `${table}.folio`) }))
      .execute()
  }
  await db.schema.dropTable('person_links').execute()
}

export const people: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('people')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('display_name', 'text', (column) => column.notNull())
      .addColumn('name_key', 'text', (column) => column.notNull())
      .addColumn('email', 'text')
      .addColumn('phone', 'text')
      .addColumn('curp', 'text')
      .addColumn('version', 'integer', (column) => column.notNull().defaultTo(1))
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('merged_into', 'text')
      .addColumn('search_text', 'text', (column) => column.notNull().defaultTo(''))
      .execute()
    await db.schema.createIndex('people_email').on('people').column('email').execute()
    await db.schema.createIndex('people_phone').on('people').column('phone').execute()
    await db.schema.createIndex('people_curp').on('people').column('curp').execute()
    await db.schema.createIndex('people_name_key').on('people').columns(['name_key', 'merged_into']).execute()

    for (const { table } of SUBMISSIONS) {
      await db.schema.alterTable(table).addColumn('person_id', 'text').execute()
      await db.schema.createIndex(`${table}_person_id`).on(table).columns(['person_id', 'created_at']).execute()
    }

    await db.schema
      .createTable('person_merges')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('survivor_id', 'text', (column) => column.notNull())
      .addColumn('merged_id', 'text', (column) => column.notNull())
      .addColumn('survivor_before', 'text', (column) => column.notNull())
      .addColumn('chosen', 'text', (column) => column.notNull())
      .addColumn('moved', 'text', (column) => column.notNull())
      .addColumn('actor_id', 'text', (column) => column.notNull())
      .addColumn('actor_email', 'text', (column) => column.notNull())
      .addColumn('merged_at', 'text', (column) => column.notNull())
      .addColumn('undone_at', 'text')
      .addColumn('undone_by_email', 'text')
      .execute()
    await db.schema.createIndex('person_merges_survivor').on('person_merges').columns(['survivor_id', 'merged_at']).execute()
    await db.schema.createIndex('person_merges_merged').on('person_merges').columns(['merged_id', 'merged_at']).execute()

    await linkExisting(db)
  },

  async down(db: Kysely<any>) {
    await db.schema.dropTable('person_merges').execute()
    for (const { table } of SUBMISSIONS) {
      await db.schema.dropIndex(`${table}_person_id`).execute()
      await db.schema.alterTable(table).dropColumn('person_id').execute()
    }
    await db.schema.dropTable('people').execute()
  },
}
/* eslint-enable @typescript-eslint/no-explicit-any */
