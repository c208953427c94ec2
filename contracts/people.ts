import { EMAIL_MAX_CHARS, FULL_NAME_MAX_CHARS, PERSON_MERGE_UNDO_DAYS, PERSON_QUERY_MAX_CHARS } from '#contracts/limits.ts'
import type { FieldText } from '#contracts/form-fields.ts'
import { optionalParam } from '#contracts/list-params.ts'
import { PANEL_BASE_PATH } from '#contracts/panel-pages.ts'
import { STAFF_QUEUES, type StaffQueue, type StaffRole } from '#contracts/staff.ts'
import { plainText } from '#contracts/text-rules.ts'
import { z } from '#contracts/zod.ts'

/*
 * Issue 38: one record per person. Every submission (contact message, ficha, document request,
 * event sign-up) is linked to a person by its e-mail, else its phone, else its CURP; staff see a
 * person's submissions, sign-ups and activities together and «Fusionar» two people who are one,
 * choosing which values survive. A merge keeps every submission and sign-up, is audited and may be
 * undone for PERSON_MERGE_UNDO_DAYS.
 */

/** Who may see people and merge them: the roles of the three queues (and admin). */
export const PEOPLE_ROLES = ['admisiones', 'contacto', 'servicios-escolares'] as const satisfies readonly StaffRole[]

/** What the people routes answer in `{ mensaje }` or under a field. */
export const PEOPLE_MESSAGES = {
  notFound: 'No existe esa persona.',
  mergeNotFound: 'No existe esa fusión.',
  staleVersion: 'Alguien más cambió a una de las dos personas mientras las veías. Recarga la página para ver sus datos actuales.',
  samePerson: 'Elige a otra persona: no se puede fusionar a una persona consigo misma.',
  alreadyMerged: 'Una de las dos personas ya se fusionó con otra. Recarga la página para ver sus datos actuales.',
  otherRequired: 'Elige la persona que se fusiona con esta.',
  notAChoice: (field: string) => `Elige ${field} de una de las dos personas.`,
  versionRequired: 'Falta la versión que viste. Recarga la página.',
  alreadyUndone: 'Esta fusión ya se deshizo.',
  undoExpired: `Esta fusión tiene más de ${PERSON_MERGE_UNDO_DAYS} días: ya no se puede deshacer.`,
  undoLaterFirst: 'Después de esta fusión hubo otra con la misma persona: deshaz primero la más reciente.',
  survivorMergedSince: 'La persona que quedó ya se fusionó con otra: deshaz primero esa fusión.',
  queryTooLong: `Escribe como máximo ${PERSON_QUERY_MAX_CHARS} caracteres para buscar.`,
} as const

/** The merge form's fields: their labels (the radio groups' legends) and the searched person. */
export const PERSON_FIELD_TEXT = {
  nombre: { label: 'Nombre' },
  correo: { label: 'Correo electrónico' },
  telefono: { label: 'Teléfono' },
  q: { label: 'Buscar persona', hint: 'Nombre, correo o teléfono.', autoComplete: 'off' },
} as const satisfies Readonly<Record<string, FieldText>>

/** The values a merge chooses among, as the field's article and name say them in a message. */
const CHOICE_WORDS = { nombre: 'el nombre', correo: 'el correo', telefono: 'el teléfono' } as const

/** The message for a chosen value that is neither person's. */
export function notAChoiceMessage(field: keyof typeof CHOICE_WORDS): string {
  return PEOPLE_MESSAGES.notAChoice(CHOICE_WORDS[field])
}

// Not STAFF_QUEUE_KEYS: contracts/queues.ts imports this module for an item's person.
const QUEUE_KEYS = Object.keys(STAFF_QUEUES) as [StaffQueue, ...StaffQueue[]]

const personId = z.string({ error: PEOPLE_MESSAGES.otherRequired }).check(z.trim(), z.minLength(1, PEOPLE_MESSAGES.otherRequired), z.maxLength(100, PEOPLE_MESSAGES.otherRequired))
const version = z.int({ error: PEOPLE_MESSAGES.versionRequired }).check(z.minimum(1, PEOPLE_MESSAGES.versionRequired))

/**
 * `POST /panel/personas/:id/fusion`: merge the person `otra` into this one. `nombre`, `correo` and
 * `telefono` are the values that survive, each one of the two people's (null: the one chosen has
 * none); `version` and `versionOtra`, the two people's versions the screen showed (409 if either
 * changed meanwhile).
 */
export const personMergeSchema = z.strictObject({
  otra: personId,
  nombre: z.string({ error: notAChoiceMessage('nombre') }).check(z.maxLength(FULL_NAME_MAX_CHARS * 2, notAChoiceMessage('nombre'))),
  correo: z.nullable(z.string({ error: notAChoiceMessage('correo') }).check(z.maxLength(EMAIL_MAX_CHARS, notAChoiceMessage('correo')))),
  telefono: z.nullable(z.string({ error: notAChoiceMessage('telefono') }).check(z.maxLength(40, notAChoiceMessage('telefono')))),
  version,
  versionOtra: version,
})
export type PersonMerge = z.output<typeof personMergeSchema>

/** `GET /panel/personas?q=`: a name, e-mail or phone (blank: nobody is listed). */
export const personSearchSchema = z.object({
  q: optionalParam(PEOPLE_MESSAGES.queryTooLong, plainText(z.string().check(z.maxLength(PERSON_QUERY_MAX_CHARS, PEOPLE_MESSAGES.queryTooLong)))),
})

/** A person in a list: a search's result, or someone who may be the same person. */
export const personListItemSchema = z.object({
  id: z.string(),
  nombre: z.string(),
  correo: z.nullable(z.string()),
  telefono: z.nullable(z.string()),
  version: z.number(),
})
export type PersonListItem = z.output<typeof personListItemSchema>

export const personSearchAnswerSchema = z.object({ personas: z.array(personListItemSchema) })

/**
 * One of a person's submissions. Those of a queue the viewer's roles open carry their status label
 * and a one-line summary (`abierta`: the panel links to it); the others only their kind, folio and day.
 */
export const personSubmissionSchema = z.object({
  cola: z.enum(QUEUE_KEYS),
  folio: z.string(),
  recibido: z.string(),
  abierta: z.boolean(),
  estado: z.nullable(z.string()),
  resumen: z.nullable(z.string()),
})
export type PersonSubmission = z.output<typeof personSubmissionSchema>

/**
 * One activity on a submission of the person's, of a queue the viewer's roles open (the others'
 * are left out: what a colleague noted is no more theirs to read than the submission). `tipo` and
 * `resultado` are the labels of contracts/activities.ts; `persona`, who did it (null: the account
 * is gone).
 */
export const personActivitySchema = z.object({
  id: z.string(),
  cola: z.enum(QUEUE_KEYS),
  folio: z.string(),
  tipo: z.string(),
  resultado: z.string(),
  nota: z.nullable(z.string()),
  persona: z.nullable(z.string()),
  /** When, ISO-8601 UTC. */
  at: z.string(),
})
export type PersonActivity = z.output<typeof personActivitySchema>

/** What a person's sign-up for an event is called beside their submissions' kinds (contracts/staff.ts STAFF_QUEUES). */
export const PERSON_SIGN_UP_KIND = 'Registro a evento'

/**
 * One of the person's event sign-ups: the event's title (its slug once it is no longer published),
 * the status's label (contracts/event-sign-up.ts), the places it takes, when it arrived and when
 * the person attended («Asistió»; null while not).
 */
export const personSignUpSchema = z.object({
  folio: z.string(),
  evento: z.string(),
  estado: z.string(),
  lugares: z.number(),
  recibido: z.string(),
  asistio: z.nullable(z.string()),
})
export type PersonSignUp = z.output<typeof personSignUpSchema>

/** How a merge names the other person once retention deleted them (nothing named them any more). */
export const PERSON_GONE_NAME = 'Persona eliminada por el plazo de conservación'

/** A merge the person took part in: with whom, who made it and when, and whether it may still be undone. */
export const personMergeRecordSchema = z.object({
  id: z.string(),
  /** Whether this person is the one that stayed (else it is the one merged away). */
  quedo: z.boolean(),
  otra: z.object({ id: z.string(), nombre: z.string() }),
  fecha: z.string(),
  persona: z.string(),
  deshecha: z.nullable(z.string()),
  /** Until when it may be undone (ISO-8601 UTC). */
  hasta: z.string(),
  sePuedeDeshacer: z.boolean(),
})
export type PersonMergeRecord = z.output<typeof personMergeRecordSchema>

/** `GET /panel/personas/:id`. `fusionadaCon`: whom it was merged into, while that merge stands. */
export const personSchema = z.object({
  id: z.string(),
  nombre: z.string(),
  correo: z.nullable(z.string()),
  telefono: z.nullable(z.string()),
  curp: z.nullable(z.string()),
  creada: z.string(),
  version: z.number(),
  fusionadaCon: z.nullable(z.object({ id: z.string(), nombre: z.string() })),
  envios: z.array(personSubmissionSchema),
  /** Newest first, at most PERSON_ACTIVITIES_MAX. */
  actividades: z.array(personActivitySchema),
  /** Newest first. */
  eventos: z.array(personSignUpSchema),
  fusiones: z.array(personMergeRecordSchema),
  /** Other people with the same full name: who may be the same person («Posible duplicado»). */
  parecidas: z.array(personListItemSchema),
})
export type Person = z.output<typeof personSchema>

/** What a merge and its undo answer: the person that stays, and the merge's id. */
export const personMergeAnswerSchema = z.object({ persona: z.string(), fusion: z.string() })

/** An item's person on its page (contracts/queues.ts): who, their other submissions and sign-ups, and who may be them. */
export const itemPersonSchema = z.object({
  id: z.string(),
  nombre: z.string(),
  otras: z.array(personSubmissionSchema),
  eventos: z.array(personSignUpSchema),
  parecidas: z.array(personListItemSchema),
})
export type ItemPerson = z.output<typeof itemPersonSchema>

/** The panel's pages of the people section (`/panel/personas`, `/panel/personas/<id>`); contracts/panel-pages.ts has the others. */
export const PEOPLE_PAGES = {
  search: `${PANEL_BASE_PATH}/personas`,
  person: (id: string) => `${PANEL_BASE_PATH}/personas/${encodeURIComponent(id)}`,
  /** The person's page with the merge form open on `other`. */
  mergeWith: (id: string, other: string) => `${PEOPLE_PAGES.person(id)}?${PEOPLE_MERGE_PARAM}=${encodeURIComponent(other)}`,
} as const

/** The query parameter that opens a person's merge form on another person. */
export const PEOPLE_MERGE_PARAM = 'fusionarCon'
