import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { findPerson, findPersonByKey, insertPerson, updatePerson, type PersonChange, type PersonKeyColumn, type PersonRow } from '#server/db/people.ts'
import type { Database } from '#server/db/schema.ts'
import { curpKey, emailKey, nameKey, personSearchText, phoneKey } from '#server/people/person-keys.ts'

/** Who sent a submission, as its form gives them. */
export interface SubmissionContact {
  readonly nombre: string
  readonly correo: string
  readonly telefono?: string | null
  readonly curp?: string | null
}

/** A chain of merges is never longer than the people in it; this only stops a corrupt cycle. */
const MAX_MERGE_HOPS = 50

/** The person that stands for `person`: itself, or whom it was merged into (and so on). */
async function standing(db: Kysely<Database>, person: PersonRow): Promise<PersonRow> {
  let current = person
  for (let hop = 0; hop < MAX_MERGE_HOPS && current.merged_into !== null; hop += 1) {
    const next = await findPerson(db, current.merged_into)
    if (next === undefined) break
    current = next
  }
  return current
}

/**
 * Issue 38: the person a submission belongs to, linked in the submission's transaction (pass it as
 * `db`). The person with the same e-mail, else the same phone, else the same CURP (server/people/
 * person-keys.ts); a person merged away stands for whom it was merged into. When the e-mail and the
 * phone point to two different people, the e-mail wins (a phone is often a family's) and nothing
 * is merged: staff decide that with «Fusionar». A key the person lacked (a first phone, a CURP) is
 * filled in from the submission; one they have is never overwritten. Nobody found: a new person
 * named as the submission names them. Returns the person's id.
 *
 * Exported for every kind of submission: contact messages, fichas, document requests and event sign-ups.
 */
export async function linkPerson(db: Kysely<Database>, contact: SubmissionContact, now: Date): Promise<string> {
  const keys: Record<PersonKeyColumn, string | null> = { email: emailKey(contact.correo), phone: phoneKey(contact.telefono), curp: curpKey(contact.curp) }
  for (const column of ['email', 'phone', 'curp'] as const) {
    const key = keys[column]
    if (key === null) continue
    const found = await findPersonByKey(db, column, key)
    if (found === undefined) continue
    const person = await standing(db, found)
    await fillMissingKeys(db, person, keys)
    return person.id
  }
  const id = randomUUID()
  const name = contact.nombre.trim()
  await insertPerson(db, {
    id,
    display_name: name,
    name_key: nameKey(name),
    email: keys.email,
    phone: keys.phone,
    curp: keys.curp,
    created_at: now.toISOString(),
    merged_into: null,
    search_text: personSearchText(name, keys.email, keys.phone),
  })
  return id
}

async function fillMissingKeys(db: Kysely<Database>, person: PersonRow, keys: Record<PersonKeyColumn, string | null>): Promise<void> {
  const fill: PersonChange = {}
  for (const column of ['email', 'phone', 'curp'] as const) if (person[column] === null && keys[column] !== null) fill[column] = keys[column]
  if (Object.keys(fill).length === 0) return
  const email = fill.email ?? person.email
  const phone = fill.phone ?? person.phone
  // A merge that changed the person meanwhile wins: the key is then not filled, the submission is still linked.
  await updatePerson(db, person.id, person.version, { ...fill, search_text: personSearchText(person.display_name, email, phone) })
}
