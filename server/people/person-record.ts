import type { Kysely } from 'kysely'
import { activityKindLabel, activityOutcomeLabel } from '#contracts/activities.ts'
import { CAMPUS_LABELS, CARRERA_LABELS, optionLabel } from '#contracts/admission-options.ts'
import { EVENT_SIGN_UP_STATUS_LABELS } from '#contracts/event-sign-up.ts'
import { PERSON_ACTIVITIES_MAX, PERSON_SEARCH_MAX } from '#contracts/limits.ts'
import { PERSON_GONE_NAME, type ItemPerson, type Person, type PersonActivity, type PersonListItem, type PersonSignUp, type PersonSubmission } from '#contracts/people.ts'
import { STAFF_QUEUE_KEYS, queueStatusLabel } from '#contracts/queues.ts'
import { STAFF_QUEUES, staffMayUse, type StaffQueue, type StaffRole } from '#contracts/staff.ts'
import { databaseContentSource } from '#server/content/database-content-source.ts'
import { findPerson, peopleNamed, personSubmissions, searchPeople, type PersonRow, type PersonSubmissionRow } from '#server/db/people.ts'
import { personActivities, personSignUps } from '#server/db/person-activity.ts'
import { mergesOf } from '#server/db/person-merges.ts'
import type { Database } from '#server/db/schema.ts'
import { publishedEvents } from '#server/events/event-sign-ups.ts'
import { undoDeadline, undoRefusal } from '#server/people/person-merge.ts'
import { emailKey, phoneKey } from '#server/people/person-keys.ts'
import { SUMMARY_MAX_CHARS, oneLine } from '#server/queues/queue-list.ts'

/*
 * Issue 38: what staff read of a person. A submission of a queue the viewer's roles do not open
 * shows only its kind, folio and day, and none of its activities: that someone wrote is no secret
 * to a colleague, what they wrote (and what staff noted about it) is. Event sign-ups are shown to
 * every people role: they say only which event and whether the person came.
 */

/** A phone is looked up by its key from this many digits on (a shorter run of digits is part of a name or an e-mail). */
const PHONE_QUERY_MIN_DIGITS = 7

export function listItemOf(person: PersonRow): PersonListItem {
  return { id: person.id, nombre: person.display_name, correo: person.email, telefono: person.phone, version: person.version }
}

function summaryOf(row: PersonSubmissionRow): string {
  switch (row.queue) {
    case 'contacto':
      return oneLine(row.summary[0] ?? '', SUMMARY_MAX_CHARS)
    case 'fichas':
      return `${optionLabel(CARRERA_LABELS, row.summary[0] ?? '')} · ${optionLabel(CAMPUS_LABELS, row.summary[1] ?? '')}`
    case 'documentos':
      return row.summary[0] ?? ''
    case 'becas':
      return `${row.summary[0] ?? ''} · ${optionLabel(CARRERA_LABELS, row.summary[1] ?? '')} · ${optionLabel(CAMPUS_LABELS, row.summary[2] ?? '')}`
  }
}

/** Whether the viewer's roles open the queue: its items' content, status and activities. */
function opens(roles: readonly StaffRole[], queue: StaffQueue): boolean {
  return staffMayUse(roles, [STAFF_QUEUES[queue].role])
}

/** The submission as this viewer may see it. */
function submissionFor(row: PersonSubmissionRow, roles: readonly StaffRole[]): PersonSubmission {
  const open = opens(roles, row.queue)
  return {
    cola: row.queue,
    folio: row.folio,
    recibido: row.created_at,
    abierta: open,
    estado: open ? queueStatusLabel(row.queue, row.status) : null,
    resumen: open ? summaryOf(row) : null,
  }
}

async function submissionsOf(db: Kysely<Database>, personId: string, roles: readonly StaffRole[]): Promise<PersonSubmission[]> {
  // Twice the summary: a message's start may hold runs of spaces that oneLine folds.
  const rows = await personSubmissions(db, personId, SUMMARY_MAX_CHARS * 2)
  return rows.map((row) => submissionFor(row, roles))
}

/** The newest activities on the person's submissions of the queues the viewer opens, with their labels. */
async function activitiesOf(db: Kysely<Database>, personId: string, roles: readonly StaffRole[]): Promise<PersonActivity[]> {
  const queues = STAFF_QUEUE_KEYS.filter((queue) => opens(roles, queue))
  const rows = await personActivities(db, personId, queues, PERSON_ACTIVITIES_MAX)
  return rows.map((row) => ({
    id: row.id,
    cola: row.queue,
    folio: row.folio,
    tipo: activityKindLabel(row.kind),
    resultado: activityOutcomeLabel(row.kind, row.outcome),
    nota: row.note,
    persona: row.staffName,
    at: row.at,
  }))
}

/** The person's event sign-ups, each under its event's published title (its slug once the event is no longer published). */
async function signUpsOf(db: Kysely<Database>, personId: string): Promise<PersonSignUp[]> {
  const rows = await personSignUps(db, personId)
  if (rows.length === 0) return []
  const titles = new Map((await publishedEvents(databaseContentSource(db))).map((event) => [event.slug, event.title]))
  return rows.map((row) => ({
    folio: row.folio,
    evento: titles.get(row.event_slug) ?? row.event_slug,
    estado: EVENT_SIGN_UP_STATUS_LABELS[row.status],
    lugares: row.places,
    recibido: row.created_at,
    asistio: row.attended_at,
  }))
}

/** The person with every submission, activity and sign-up, their merges and who may be them; undefined for an unknown id. */
export async function personRecord(db: Kysely<Database>, id: string, roles: readonly StaffRole[], now: Date): Promise<Person | undefined> {
  const person = await findPerson(db, id)
  if (person === undefined) return undefined
  const [envios, actividades, eventos, merges, similar, mergedInto] = await Promise.all([
    submissionsOf(db, id, roles),
    activitiesOf(db, id, roles),
    signUpsOf(db, id),
    mergesOf(db, id),
    person.merged_into === null ? peopleNamed(db, person.name_key, id, PERSON_SEARCH_MAX) : Promise.resolve([]),
    person.merged_into === null ? Promise.resolve(undefined) : findPerson(db, person.merged_into),
  ])
  const others = new Map<string, string>()
  for (const merge of merges) {
    const otherId = merge.survivor_id === id ? merge.merged_id : merge.survivor_id
    if (!others.has(otherId)) others.set(otherId, (await findPerson(db, otherId))?.display_name ?? PERSON_GONE_NAME)
  }
  const fusiones = await Promise.all(
    merges.map(async (merge) => {
      const otherId = merge.survivor_id === id ? merge.merged_id : merge.survivor_id
      return {
        id: merge.id,
        quedo: merge.survivor_id === id,
        otra: { id: otherId, nombre: others.get(otherId) ?? '' },
        fecha: merge.merged_at,
        persona: merge.actor_email,
        deshecha: merge.undone_at,
        hasta: undoDeadline(merge.merged_at).toISOString(),
        sePuedeDeshacer: (await undoRefusal(db, merge, now)) === null,
      }
    }),
  )
  return {
    id,
    nombre: person.display_name,
    correo: person.email,
    telefono: person.phone,
    curp: person.curp,
    creada: person.created_at,
    version: person.version,
    fusionadaCon: mergedInto === undefined ? null : { id: mergedInto.id, nombre: mergedInto.display_name },
    envios,
    actividades,
    eventos,
    fusiones,
    parecidas: similar.map(listItemOf),
  }
}

/** An item's person: who, their other submissions and sign-ups, and who may be them; null when the item has none. */
export async function itemPerson(db: Kysely<Database>, personId: string | null, folio: string, roles: readonly StaffRole[]): Promise<ItemPerson | null> {
  if (personId === null) return null
  const person = await findPerson(db, personId)
  if (person === undefined) return null
  const [submissions, signUps, similar] = await Promise.all([
    submissionsOf(db, personId, roles),
    signUpsOf(db, personId),
    peopleNamed(db, person.name_key, personId, PERSON_SEARCH_MAX),
  ])
  return {
    id: person.id,
    nombre: person.display_name,
    otras: submissions.filter((submission) => submission.folio !== folio),
    eventos: signUps,
    parecidas: similar.map(listItemOf),
  }
}

/**
 * People matching what staff typed, not merged away: an e-mail (it has an «@») or a phone (enough
 * digits) by its key, through its index; anything else as part of the name, e-mail or phone.
 */
export async function findPeople(db: Kysely<Database>, typed: string | undefined): Promise<PersonListItem[]> {
  if (typed === undefined) return []
  const email = typed.includes('@') ? emailKey(typed) : null
  const phone = /^[+\d\s().-]+$/.test(typed) && typed.replace(/\D/g, '').length >= PHONE_QUERY_MIN_DIGITS ? phoneKey(typed) : null
  const query = email ? { column: 'email' as const, key: email } : phone ? { column: 'phone' as const, key: phone } : { text: typed }
  return (await searchPeople(db, query, PERSON_SEARCH_MAX)).map(listItemOf)
}
