import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { PERSON_MERGE_UNDO_DAYS } from '#contracts/limits.ts'
import { PEOPLE_MESSAGES, notAChoiceMessage, type PersonMerge } from '#contracts/people.ts'
import { appendAuditEvent } from '#server/audit/audit-trail.ts'
import { findPerson, moveAllSubmissions, moveSubmissions, updatePerson, type FoliosByKind, type PersonRow } from '#server/db/people.ts'
import { findPersonMerge, insertPersonMerge, latestStandingMerge, markMergeUndone, type PersonMergeRow } from '#server/db/person-merges.ts'
import type { Database } from '#server/db/schema.ts'
import { HttpError, ValidationError } from '#server/http/errors.ts'
import { emailKey, nameKey, personSearchText, phoneKey } from '#server/people/person-keys.ts'

/*
 * Issue 38: «Fusionar» two people who are one, and its undo. A merge moves every submission and
 * event sign-up of the merged person to the one that stays (PERSON_LINKED_TABLES), gives the
 * survivor the values chosen, marks the other as merged into it (its keys still lead later
 * submissions there) and records what it did; the undo puts back exactly that. Both run in one transaction with their audit event.
 */

const DAY_MS = 24 * 60 * 60 * 1000

/** What a person's audit events are about (retention deletes under the same name). */
export const PERSON_AUDIT_TARGET = 'persona'

/** Who acts, from which address. */
export interface PeopleActor {
  readonly id: string
  readonly email: string
  readonly ip: string
}

/** A person's values a merge chooses among, as stored in the merge's record. */
interface PersonValues {
  readonly nombre: string
  readonly correo: string | null
  readonly telefono: string | null
}

const valuesOf = (person: PersonRow): PersonValues => ({ nombre: person.display_name, correo: person.email, telefono: person.phone })

/** The person's columns for these values. */
function columnsFor(values: PersonValues) {
  return {
    display_name: values.nombre,
    name_key: nameKey(values.nombre),
    email: values.correo,
    phone: values.telefono,
    search_text: personSearchText(values.nombre, values.correo, values.telefono),
  }
}

/** The last instant a merge made at `mergedAt` may be undone. */
export function undoDeadline(mergedAt: string): Date {
  return new Date(Date.parse(mergedAt) + PERSON_MERGE_UNDO_DAYS * DAY_MS)
}

/** The earliest instant a merge made may still be undone at `now` (within PERSON_MERGE_UNDO_DAYS). */
export function undoableSince(now: Date): Date {
  return new Date(now.getTime() - PERSON_MERGE_UNDO_DAYS * DAY_MS)
}

/**
 * Why the merge may not be undone now, or null when it may: undone already, past
 * PERSON_MERGE_UNDO_DAYS, its survivor merged into someone else since, or a later merge into the
 * survivor still standing (undone first, so each undo restores the values it found).
 */
export async function undoRefusal(db: Kysely<Database>, merge: PersonMergeRow, now: Date): Promise<string | null> {
  if (merge.undone_at !== null) return PEOPLE_MESSAGES.alreadyUndone
  if (now.getTime() > undoDeadline(merge.merged_at).getTime()) return PEOPLE_MESSAGES.undoExpired
  const survivor = await findPerson(db, merge.survivor_id)
  if (survivor?.merged_into) return PEOPLE_MESSAGES.survivorMergedSince
  const latest = await latestStandingMerge(db, merge.survivor_id)
  return latest?.id === merge.id ? null : PEOPLE_MESSAGES.undoLaterFirst
}

/** Each chosen value must be one of the two people's: a 422 per field otherwise. */
function checkChoices(chosen: PersonValues, survivor: PersonRow, other: PersonRow): void {
  const errors: Record<string, string[]> = {}
  const offered = (field: keyof PersonValues) => [valuesOf(survivor)[field], valuesOf(other)[field]]
  for (const field of ['nombre', 'correo', 'telefono'] as const) {
    if (!offered(field).includes(chosen[field])) errors[field] = [notAChoiceMessage(field)]
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors)
}

/**
 * Merges the person `request.otra` into `survivorId` as `actor` at `now`. 404 for an unknown
 * person, 422 for the same person twice or a value neither has, 409 when either was merged away or
 * changed since the versions named. Returns the merge's id.
 *
 * @throws {HttpError | ValidationError}
 */
export function mergePeople(db: Kysely<Database>, survivorId: string, request: PersonMerge, actor: PeopleActor, now: Date): Promise<string> {
  return db.transaction().execute(async (trx) => {
    if (request.otra === survivorId) throw new ValidationError({ otra: [PEOPLE_MESSAGES.samePerson] })
    const [survivor, other] = await Promise.all([findPerson(trx, survivorId), findPerson(trx, request.otra)])
    if (survivor === undefined || other === undefined) throw new HttpError(404, PEOPLE_MESSAGES.notFound)
    if (survivor.merged_into !== null || other.merged_into !== null) throw new HttpError(409, PEOPLE_MESSAGES.alreadyMerged)
    if (survivor.version !== request.version || other.version !== request.versionOtra) throw new HttpError(409, PEOPLE_MESSAGES.staleVersion)
    const chosen: PersonValues = { nombre: request.nombre, correo: emailKey(request.correo), telefono: phoneKey(request.telefono) }
    checkChoices(chosen, survivor, other)

    const updated =
      (await updatePerson(trx, survivor.id, survivor.version, columnsFor(chosen))) &&
      (await updatePerson(trx, other.id, other.version, { merged_into: survivor.id }))
    if (!updated) throw new HttpError(409, PEOPLE_MESSAGES.staleVersion)
    const moved = await moveAllSubmissions(trx, other.id, survivor.id)

    const id = randomUUID()
    await insertPersonMerge(trx, {
      id,
      survivor_id: survivor.id,
      merged_id: other.id,
      survivor_before: JSON.stringify(valuesOf(survivor)),
      chosen: JSON.stringify(chosen),
      moved: JSON.stringify(moved),
      actor_id: actor.id,
      actor_email: actor.email,
      merged_at: now.toISOString(),
      undone_at: null,
      undone_by_email: null,
    })
    await appendAuditEvent(
      trx,
      {
        actorId: actor.id,
        actorEmail: actor.email,
        action: 'person-merged',
        target: { type: PERSON_AUDIT_TARGET, id: survivor.id },
        detail: { fusion: id, fusionada: other.id, antes: { ...valuesOf(survivor) }, elegidos: { ...chosen }, envios: Object.values(moved).flat() },
        ip: actor.ip,
      },
      now,
    )
    return id
  })
}

/**
 * Undoes the merge `mergeId` as `actor` at `now`: the merged person stands again with the
 * submissions and sign-ups it brought (those that arrived since stay with the survivor; a merge
 * recorded before sign-ups moved names none), and the survivor gets back its values from before. 404 for an unknown merge; 409 with the reason when it may not be
 * undone (see {@link undoRefusal}). Returns the merge.
 *
 * @throws {HttpError}
 */
export function undoMerge(db: Kysely<Database>, mergeId: string, actor: PeopleActor, now: Date): Promise<PersonMergeRow> {
  return db.transaction().execute(async (trx) => {
    const merge = await findPersonMerge(trx, mergeId)
    if (merge === undefined) throw new HttpError(404, PEOPLE_MESSAGES.mergeNotFound)
    const refusal = await undoRefusal(trx, merge, now)
    if (refusal !== null) throw new HttpError(409, refusal)
    const [survivor, merged] = await Promise.all([findPerson(trx, merge.survivor_id), findPerson(trx, merge.merged_id)])
    if (survivor === undefined || merged === undefined) throw new HttpError(404, PEOPLE_MESSAGES.notFound)

    const before = JSON.parse(merge.survivor_before) as PersonValues
    const updated =
      (await markMergeUndone(trx, merge.id, now.toISOString(), actor.email)) &&
      (await updatePerson(trx, survivor.id, survivor.version, columnsFor(before))) &&
      (await updatePerson(trx, merged.id, merged.version, { merged_into: null }))
    if (!updated) throw new HttpError(409, PEOPLE_MESSAGES.staleVersion)
    await moveSubmissions(trx, JSON.parse(merge.moved) as FoliosByKind, survivor.id, merged.id)
    await appendAuditEvent(
      trx,
      {
        actorId: actor.id,
        actorEmail: actor.email,
        action: 'person-merge-undone',
        target: { type: PERSON_AUDIT_TARGET, id: survivor.id },
        detail: { fusion: merge.id, fusionada: merged.id },
        ip: actor.ip,
      },
      now,
    )
    return merge
  })
}
