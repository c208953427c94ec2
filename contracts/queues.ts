import { ADMISSION_FIELD_TEXT } from '#contracts/admission.ts'
import { activityEntrySchema, firstResponseSchema } from '#contracts/activities.ts'
import { originSchema } from '#contracts/attribution.ts'
import { CAMPUSES, CARRERAS, NIVELES_ESTUDIO } from '#contracts/admission-options.ts'
import { parseCalendarDay } from '#contracts/calendar-day.ts'
import { DOCUMENT_LEVELS, DOCUMENT_TYPES } from '#contracts/document-options.ts'
import { requiredText, type FieldText } from '#contracts/form-fields.ts'
import { calendarDayParam, daysInOrder, optionalParam, pageParam } from '#contracts/list-params.ts'
import {
  DELIVERY_MAX_FILES,
  ORIGIN_HOST_MAX_CHARS,
  ORIGIN_VALUE_MAX_CHARS,
  QUEUE_NOTE_MAX_CHARS,
  QUEUE_PAGE_SIZE,
  QUEUE_REPLY_MAX_CHARS,
  QUEUE_SEARCH_MAX_CHARS,
  UPLOAD_MAX_MB,
} from '#contracts/limits.ts'
import type { UploadContentProblem } from '#contracts/upload-content.ts'
import { STAFF_QUEUES, type StaffQueue } from '#contracts/staff.ts'
import { z } from '#contracts/zod.ts'
import { plainText } from '#contracts/text-rules.ts'
import { itemPersonSchema } from '#contracts/people.ts'
import { BECA_PERCENT_MAX, BECA_PERCENT_MIN } from '#contracts/content/becas-rules.ts'

/*
 * The staff area's queues (issue 14; issue 39 adds beca applications): each kind of submission's statuses, the moves staff
 * may make between them, the list's filters and what the list and an item's page answer. The
 * server enforces the moves (409 otherwise); the panel draws its buttons from the same table.
 */

export const STAFF_QUEUE_KEYS = Object.keys(STAFF_QUEUES) as [StaffQueue, ...StaffQueue[]]

/** Each queue's statuses, key (stored in the row's `status`) → Spanish label, in workflow order. The first is a new item's. */
export const QUEUE_STATUS_LABELS = {
  contacto: { nuevo: 'Nuevo', respondido: 'Respondido', cerrado: 'Cerrado' },
  fichas: {
    nueva: 'Nueva',
    contactada: 'Contactada',
    'cita-agendada': 'Cita agendada',
    inscrita: 'Inscrita',
    descartada: 'Descartada',
  },
  documentos: {
    recibida: 'Recibida',
    'pago-validado': 'Pago validado',
    'pago-rechazado': 'Pago rechazado',
    entregada: 'Entregada',
  },
  becas: {
    recibida: 'Recibida',
    'en-revision': 'En revisión',
    aprobada: 'Aprobada',
    rechazada: 'Rechazada',
  },
} as const satisfies Record<StaffQueue, Record<string, string>>

export type QueueStatus<Queue extends StaffQueue = StaffQueue> = keyof (typeof QUEUE_STATUS_LABELS)[Queue] & string

/** A queue's status keys in workflow order. */
export function queueStatuses<Queue extends StaffQueue>(queue: Queue): [QueueStatus<Queue>, ...QueueStatus<Queue>[]] {
  return Object.keys(QUEUE_STATUS_LABELS[queue]) as [QueueStatus<Queue>, ...QueueStatus<Queue>[]]
}

/** The status a new submission starts in. */
export function initialStatus<Queue extends StaffQueue>(queue: Queue): QueueStatus<Queue> {
  return queueStatuses(queue)[0]
}

/** The label of a status, or the key itself when it is none of the queue's. */
export function queueStatusLabel(queue: StaffQueue, status: string): string {
  const labels: Readonly<Record<string, string>> = QUEUE_STATUS_LABELS[queue]
  return Object.hasOwn(labels, status) ? (labels[status] as string) : status
}

/**
 * What a move asks for besides the optional note:
 * - `reason`: the note is required (a rejection or a discard says why);
 * - `appointment`: the appointment's day and time (`cita`);
 * - `reply`: only the 'Responder' action makes it, with the e-mail written to the person;
 * - `delivery`: only the 'Entregar' action makes it, with the finished document(s);
 * - `percentage`: the beca's granted percentage (`porcentaje`, 1 to 100), e-mailed with the approval.
 */
export type TransitionNeed = 'reason' | 'appointment' | 'reply' | 'delivery' | 'percentage'

export interface QueueTransition<Queue extends StaffQueue = StaffQueue> {
  readonly from: QueueStatus<Queue>
  readonly to: QueueStatus<Queue>
  /** The button's text in the panel. */
  readonly action: string
  readonly needs?: TransitionNeed
}

/**
 * Every move the server allows (issue 14 §2); anything else is refused with 409.
 * Readings recorded in docs/decisions/023: a ficha may be discarded from any open status (an
 * applicant who never answers the phone never gets an appointment), and an appointment may be
 * moved to another date; a contact message may be answered again while it is not closed.
 */
export const QUEUE_TRANSITIONS: { readonly [Queue in StaffQueue]: readonly QueueTransition<Queue>[] } = {
  contacto: [
    { from: 'nuevo', to: 'respondido', action: 'Responder', needs: 'reply' },
    { from: 'respondido', to: 'respondido', action: 'Responder de nuevo', needs: 'reply' },
    { from: 'respondido', to: 'cerrado', action: 'Cerrar' },
  ],
  fichas: [
    { from: 'nueva', to: 'contactada', action: 'Marcar como contactada' },
    { from: 'contactada', to: 'cita-agendada', action: 'Agendar cita', needs: 'appointment' },
    { from: 'cita-agendada', to: 'cita-agendada', action: 'Cambiar la cita', needs: 'appointment' },
    { from: 'cita-agendada', to: 'inscrita', action: 'Marcar como inscrita' },
    { from: 'nueva', to: 'descartada', action: 'Descartar', needs: 'reason' },
    { from: 'contactada', to: 'descartada', action: 'Descartar', needs: 'reason' },
    { from: 'cita-agendada', to: 'descartada', action: 'Descartar', needs: 'reason' },
  ],
  documentos: [
    { from: 'recibida', to: 'pago-validado', action: 'Validar pago' },
    { from: 'recibida', to: 'pago-rechazado', action: 'Rechazar pago', needs: 'reason' },
    { from: 'pago-validado', to: 'entregada', action: 'Entregar', needs: 'delivery' },
  ],
  // Issue 39: each move is e-mailed to the applicant.
  becas: [
    { from: 'recibida', to: 'en-revision', action: 'Empezar la revisión' },
    { from: 'en-revision', to: 'aprobada', action: 'Aprobar', needs: 'percentage' },
    { from: 'en-revision', to: 'rechazada', action: 'Rechazar', needs: 'reason' },
  ],
}

/** The statuses in which an item's work is over: retention counts from the moment it reached one. */
export const CLOSED_STATUSES: { readonly [Queue in StaffQueue]: readonly QueueStatus<Queue>[] } = {
  contacto: ['cerrado'],
  fichas: ['inscrita', 'descartada'],
  documentos: ['pago-rechazado', 'entregada'],
  becas: ['aprobada', 'rechazada'],
}

/** The moves open from `status`, in table order. */
export function transitionsFrom<Queue extends StaffQueue>(queue: Queue, status: string): readonly QueueTransition<Queue>[] {
  return QUEUE_TRANSITIONS[queue].filter((transition) => transition.from === status)
}

/** The move from `from` to `to`, or undefined when the table has none. */
export function findTransition<Queue extends StaffQueue>(queue: Queue, from: string, to: string): QueueTransition<Queue> | undefined {
  return QUEUE_TRANSITIONS[queue].find((transition) => transition.from === from && transition.to === to)
}

const notDeliverable = (name: string) => `«${name}» no es PDF, JPG ni PNG: adjunta el documento en uno de esos formatos.`

const DELIVERY_CONTENT_MESSAGES: Readonly<Record<UploadContentProblem, (name: string) => string>> = {
  'not-allowed': notDeliverable,
  pdf: (name) => `«${name}» no es un PDF válido (no termina como PDF): vuelve a guardarlo como PDF y adjúntalo de nuevo.`,
  image: (name) => `«${name}» es una imagen dañada que no se puede abrir: vuelve a guardarla como JPG o PNG y adjúntala de nuevo.`,
  'image-trailing': (name) => `«${name}» trae datos adicionales después del final de la imagen: vuelve a guardarla como JPG, PNG o PDF y adjúntala de nuevo.`,
  'image-pixels': (name) => `«${name}» es demasiado grande para revisarla: redúcela y adjúntala de nuevo.`,
  // Never found in a delivery, which takes no Word documents.
  word: notDeliverable,
  'word-too-large': notDeliverable,
}

/** What the queue endpoints answer in `{ mensaje }`. */
export const QUEUE_MESSAGES = {
  notFound: 'No existe ese folio en esta cola.',
  invalidTransition: (from: string, to: string) => `No se puede pasar de «${from}» a «${to}».`,
  staleVersion: 'Alguien más cambió este registro mientras lo veías. Recarga la página para ver su estado actual.',
  reasonRequired: 'Escribe el motivo.',
  noteTooLong: `La nota debe tener como máximo ${QUEUE_NOTE_MAX_CHARS} caracteres.`,
  appointmentRequired: 'Indica el día y la hora de la cita.',
  appointmentFormat: 'Escribe la cita con el formato aaaa-mm-ddThh:mm, por ejemplo 2026-12-03T10:30.',
  appointmentNotExpected: 'Solo al agendar o cambiar una cita se indica su día y hora.',
  percentageRequired: `Indica el porcentaje de beca que se otorga, de ${BECA_PERCENT_MIN} a ${BECA_PERCENT_MAX}.`,
  percentageFormat: `Escribe el porcentaje como un número entero de ${BECA_PERCENT_MIN} a ${BECA_PERCENT_MAX}, sin el signo %.`,
  percentageNotExpected: 'Solo al aprobar una beca se indica su porcentaje.',
  noBecaDocument: 'Ese documento de la solicitud no existe o ya no está disponible.',
  replyRequired: 'Escribe la respuesta.',
  replyTooLong: `La respuesta debe tener como máximo ${QUEUE_REPLY_MAX_CHARS} caracteres.`,
  useReply: 'Para responder, usa «Responder»: la respuesta se envía por correo.',
  useDelivery: 'Para entregar, usa «Entregar» y adjunta el documento.',
  deliveryFileRequired: 'Adjunta al menos un documento terminado (PDF o imagen).',
  deliveryFileType: notDeliverable,
  /** Issue 16: why a delivered document's content is refused although its kind is allowed, and what to do. */
  deliveryFileContent: (name: string, problem: UploadContentProblem) => DELIVERY_CONTENT_MESSAGES[problem](name),
  deliveryFileTooLarge: (name: string) => `«${name}» pesa más de ${UPLOAD_MAX_MB} MB: adjunta un archivo más pequeño.`,
  deliveryTooManyFiles: `Adjunta como máximo ${DELIVERY_MAX_FILES} documentos.`,
  noReceipt: 'El comprobante de esta solicitud ya no está disponible.',
  noDeliveredFile: 'Ese documento entregado no existe o ya no está disponible.',
  assigneeUnknown: 'Esa persona no existe o su cuenta está desactivada.',
} as const

/** Ours: a note's bounds, shared by every note, reason and reply field. */
export const noteField = plainText(
  z.string({ error: QUEUE_MESSAGES.noteTooLong }).check(z.trim(), z.maxLength(QUEUE_NOTE_MAX_CHARS, { error: QUEUE_MESSAGES.noteTooLong })),
  'multiLine',
)

/** Every change carries the version the person saw: a change made meanwhile by someone else answers 409. */
const versionField = z.number({ error: QUEUE_MESSAGES.staleVersion }).check(z.int(), z.minimum(1))

/** `YYYY-MM-DDTHH:mm`, the value of a `datetime-local` input: a wall-clock time at the institute. */
const APPOINTMENT_PATTERN = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d$/

export const appointmentField = z.string({ error: QUEUE_MESSAGES.appointmentRequired }).check(
  z.trim(),
  z.minLength(1, { error: QUEUE_MESSAGES.appointmentRequired }),
  z.refine((value) => {
    const day = APPOINTMENT_PATTERN.exec(value)?.[1]
    return day !== undefined && parseCalendarDay(day) !== null
  }, { error: QUEUE_MESSAGES.appointmentFormat }),
)

/** Issue 39: the percentage of a beca's approval, a whole number. */
export const percentageField = z.int({ error: QUEUE_MESSAGES.percentageFormat }).check(
  z.minimum(BECA_PERCENT_MIN, { error: QUEUE_MESSAGES.percentageFormat }),
  z.maximum(BECA_PERCENT_MAX, { error: QUEUE_MESSAGES.percentageFormat }),
)

/**
 * `POST …/:folio/estado`: move an item to `estado`. `nota` is optional, or required when the move
 * needs a reason; `cita` only for an appointment, `porcentaje` only for a beca's approval. A move
 * that needs a reply or a delivery goes through its own endpoint.
 */
export const statusChangeSchema = z.strictObject({
  estado: plainText(z.string({ error: 'Indica el estado nuevo.' }).check(z.minLength(1, { error: 'Indica el estado nuevo.' }), z.maxLength(40))),
  nota: z.optional(noteField),
  cita: z.optional(appointmentField),
  porcentaje: z.optional(percentageField),
  version: versionField,
})
export type StatusChange = z.output<typeof statusChangeSchema>

/** `POST …/:folio/notas`: a note in the item's history, with no change of status. */
export const noteSchema = z.strictObject({
  nota: noteField.check(z.minLength(1, { error: 'Escribe la nota.' })),
  version: versionField,
})

/** `POST /panel/colas/contacto/:folio/respuesta`: the e-mail to the person (its subject names the folio). */
export const contactReplySchema = z.strictObject({
  respuesta: requiredText(
    QUEUE_REPLY_MAX_CHARS,
    { required: QUEUE_MESSAGES.replyRequired, tooLong: QUEUE_MESSAGES.replyTooLong },
    'multiLine',
  ),
  nota: z.optional(noteField),
  version: versionField,
})

export type ContactReply = z.output<typeof contactReplySchema>

/** The file field of a delivery's multipart form: one to DELIVERY_MAX_FILES finished documents. */
export const DELIVERY_FILES_FIELD = 'archivos'

/**
 * `POST /panel/colas/documentos/:folio/entrega` (multipart): its text fields, as text; the documents
 * come as {@link DELIVERY_FILES_FIELD}.
 */
export const deliveryFieldsSchema = z.strictObject({
  version: z.pipe(z.pipe(z.string({ error: QUEUE_MESSAGES.staleVersion }), z.transform(Number)), versionField),
  nota: z.optional(noteField),
})

/** `PUT /panel/colas/fichas/:folio/responsable`: who follows the ficha up (a staff id), or nobody (`null`). */
export const assigneeSchema = z.strictObject({
  responsable: z.nullable(z.string().check(z.minLength(1), z.maxLength(100))),
  version: versionField,
})

/** The extensions a delivered document may have (lower case, with their dot); each file within UPLOAD_MAX_BYTES. */
export const DELIVERY_EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png'] as const

/** What every change answers: the item's status and the version the next change must name. */
export const queueChangeAnswerSchema = z.object({
  estado: z.string(),
  version: z.number(),
  /** Document requests, once the payment is validated: the promised day `YYYY-MM-DD`. */
  fechaLimite: z.optional(z.string()),
})
export type QueueChangeAnswer = z.output<typeof queueChangeAnswerSchema>

/** The labels of the action forms' fields. */
export const QUEUE_FIELD_TEXT = {
  // The panel marks an optional field's label itself (' (opcional)'); «Agregar nota» requires it.
  nota: { label: 'Nota', hint: 'Queda en el historial; la persona no la ve.' },
  motivo: { label: 'Motivo', hint: 'Queda en el historial.' },
  motivoRechazo: { label: 'Motivo', hint: 'Se envía por correo a quien hizo la solicitud, con los pasos para solicitar de nuevo.' },
  cita: { label: 'Día y hora de la cita' },
  porcentaje: { label: 'Porcentaje de beca', hint: `Un número entero de ${BECA_PERCENT_MIN} a ${BECA_PERCENT_MAX}. Se envía por correo a quien la solicitó.` },
  motivoRechazoBeca: { label: 'Motivo', hint: 'Se envía por correo a quien solicitó la beca.' },
  respuesta: { label: 'Respuesta', hint: 'Se envía al correo de la persona, con el folio en el asunto.' },
  responsable: { label: 'Responsable' },
  archivos: { label: 'Documento(s) terminado(s)', hint: 'PDF o imagen (JPG o PNG).' },
} as const satisfies Readonly<Record<string, FieldText>>

/* ---------- The list ---------- */

/** Messages of the list's filters (the same style as the audit trail's). */
export const QUEUE_FILTER_MESSAGES = {
  q: `Escribe como máximo ${QUEUE_SEARCH_MAX_CHARS} caracteres para buscar`,
  estado: 'Elige un estado de la lista',
  option: 'Elige una opción de la lista',
  desde: { format: 'Escribe la fecha «Desde» con el formato aaaa-mm-dd, por ejemplo 2026-11-27', notADay: 'La fecha «Desde» debe ser un día que exista en el calendario' },
  hasta: {
    format: 'Escribe la fecha «Hasta» con el formato aaaa-mm-dd, por ejemplo 2026-11-27',
    notADay: 'La fecha «Hasta» debe ser un día que exista en el calendario',
    beforeDesde: 'La fecha «Hasta» debe ser igual o posterior a la fecha «Desde»',
  },
  pagina: 'El número de página debe ser un número entero a partir de 1',
  fuente: `Escribe la fuente con ${ORIGIN_HOST_MAX_CHARS} caracteres como máximo`,
  campana: `Escribe la campaña con ${ORIGIN_VALUE_MAX_CHARS} caracteres como máximo`,
} as const

function oneOf(values: readonly string[]) {
  return optionalParam(QUEUE_FILTER_MESSAGES.option, z.enum(values as [string, ...string[]], { error: QUEUE_FILTER_MESSAGES.option }))
}

const DAYS_IN_ORDER = { error: QUEUE_FILTER_MESSAGES.hasta.beforeDesde, path: ['hasta'] }

function commonFilters<Queue extends StaffQueue>(queue: Queue) {
  return {
    /** Part of the name, e-mail, phone or folio; accents and letter case do not matter. */
    q: optionalParam(QUEUE_FILTER_MESSAGES.q, plainText(z.string().check(z.maxLength(QUEUE_SEARCH_MAX_CHARS, { error: QUEUE_FILTER_MESSAGES.q })))),
    estado: optionalParam(QUEUE_FILTER_MESSAGES.estado, z.enum(queueStatuses(queue), { error: QUEUE_FILTER_MESSAGES.estado })),
    /** Received on or after / on or before these days (institute time, both included). */
    desde: calendarDayParam(QUEUE_FILTER_MESSAGES.desde),
    hasta: calendarDayParam(QUEUE_FILTER_MESSAGES.hasta),
  }
}

/** A free-text filter that equals a lower-case column, letter case aside. */
function lowerCaseText(maxChars: number, message: string) {
  return optionalParam(message, plainText(z.string().check(z.maxLength(maxChars, { error: message }))).check(z.toLowerCase()))
}

/**
 * Issue 38: the last touch's source and campaign of the visit a submission came from, equal to
 * its `origen_fuente` and `origen_campana` columns (server/db/queue-filters.ts).
 */
const originFilters = {
  fuente: lowerCaseText(ORIGIN_HOST_MAX_CHARS, QUEUE_FILTER_MESSAGES.fuente),
  campana: lowerCaseText(ORIGIN_VALUE_MAX_CHARS, QUEUE_FILTER_MESSAGES.campana),
}

/** Each queue's own filters, on the columns of its form (wire names). */
const QUEUE_OWN_FILTERS = {
  contacto: { ...originFilters },
  fichas: { nivel_estudio: oneOf(NIVELES_ESTUDIO), campus: oneOf(CAMPUSES), carrera: oneOf(CARRERAS), ...originFilters },
  documentos: {
    nivel_estudios: oneOf(DOCUMENT_LEVELS.map((level) => level.value)),
    especificaciones: oneOf(DOCUMENT_TYPES.map((type) => type.value)),
  },
  becas: { campus: oneOf(CAMPUSES), carrera: oneOf(CARRERAS) },
} as const

/** The filter form of a queue (no page: a new filter starts at page 1). */
export function queueFilterFormSchema<Queue extends StaffQueue>(queue: Queue) {
  return z.object({ ...commonFilters(queue), ...QUEUE_OWN_FILTERS[queue] }).check(z.refine(daysInOrder, DAYS_IN_ORDER))
}

/** A queue's filters as the query string carries them, checked by the panel and again by the server. */
export function queueFiltersSchema<Queue extends StaffQueue>(queue: Queue) {
  return z.object({ ...commonFilters(queue), ...QUEUE_OWN_FILTERS[queue], pagina: pageParam(QUEUE_FILTER_MESSAGES.pagina, QUEUE_PAGE_SIZE) }).check(z.refine(daysInOrder, DAYS_IN_ORDER))
}

export type QueueFilters = {
  q?: string | undefined
  estado?: string | undefined
  desde?: string | undefined
  hasta?: string | undefined
  nivel_estudio?: string | undefined
  campus?: string | undefined
  carrera?: string | undefined
  nivel_estudios?: string | undefined
  especificaciones?: string | undefined
  fuente?: string | undefined
  campana?: string | undefined
}

/** The label of each filter in the panel's form. */
export const QUEUE_FILTER_TEXT = {
  q: { label: 'Buscar', hint: 'Nombre, correo, teléfono o folio.', autoComplete: 'off' },
  estado: { label: 'Estado' },
  desde: { label: 'Desde' },
  hasta: { label: 'Hasta' },
  nivel_estudio: { label: ADMISSION_FIELD_TEXT.nivel_estudio.label },
  campus: { label: ADMISSION_FIELD_TEXT.campus.label },
  carrera: { label: ADMISSION_FIELD_TEXT.carrera.label },
  nivel_estudios: { label: 'Nivel de estudios' },
  especificaciones: { label: 'Documento' },
  fuente: { label: 'Fuente', hint: 'utm_source del enlace o sitio de procedencia, por ejemplo facebook o google.com.', autoComplete: 'off' },
  campana: { label: 'Campaña', hint: 'utm_campaign del enlace.', autoComplete: 'off' },
} as const satisfies Readonly<Record<keyof QueueFilters, FieldText>>

/** One row of a queue's list. `resumen`: what the item is about (the message's start, the career, the document). */
export const queueListItemSchema = z.object({
  folio: z.string(),
  /** When it was received, ISO-8601 UTC. */
  recibido: z.string(),
  estado: z.string(),
  nombre: z.string(),
  correo: z.string(),
  telefono: z.nullable(z.string()),
  resumen: z.string(),
  /** Fichas: the name of whoever follows it up. */
  responsable: z.optional(z.nullable(z.string())),
  /** Fichas (issue 38): another person has the same full name, so may be this one («Posible duplicado»). */
  posibleDuplicado: z.optional(z.boolean()),
  /**
   * Document requests with a validated payment: the promised day `YYYY-MM-DD`; contact messages and
   * fichas (issue 38): the first-response deadline. Whether it passed (unanswered) in `vencida`.
   */
  fechaLimite: z.optional(z.nullable(z.string())),
  vencida: z.optional(z.boolean()),
})
export type QueueListItem = z.output<typeof queueListItemSchema>

/** `GET /panel/colas/:cola`: a page of the filtered list, newest first, with the count of each status under the other filters. */
export const queuePageSchema = z.object({
  elementos: z.array(queueListItemSchema),
  /** Every overdue item (a document past its promised day; issue 38: a message or ficha past its first-response deadline), shown at the top whatever the page. */
  vencidas: z.array(queueListItemSchema),
  /** How many items of each status match the other filters. */
  conteos: z.record(z.string(), z.number()),
  total: z.number(),
  pagina: z.number(),
  porPagina: z.number(),
})
export type QueuePage = z.output<typeof queuePageSchema>

/* ---------- An item's page ---------- */

/** An e-mail of the item, read from the outbox. */
export const itemMailSchema = z.object({
  id: z.string(),
  asunto: z.string(),
  para: z.string(),
  /** `pending`/`sending` show as pending, `sent` as sent, `failed` as failed. */
  estado: z.enum(['pendiente', 'enviado', 'fallido']),
  creado: z.string(),
  enviado: z.nullable(z.string()),
  error: z.nullable(z.string()),
})

/**
 * What a queue's audit event carries in `detail` (its target is the queue's `auditTarget` and the
 * folio): `de` and `a` (status keys) for a move, `nota`, and per action `cita`, `responsable`
 * (`{ id, nombre }` or null), `archivos` (the delivered files' names), `respuesta` (a reply's text),
 * `correo` (the outbox message's id) with `asunto` (its subject) when it was sent again, `filas` (an
 * export's row count) and `filtros`.
 */
export type QueueAuditDetail = {
  de?: string
  a?: string
  nota?: string
  cita?: string
  /** Issue 39: the percentage a beca's approval granted. */
  porcentaje?: number
  responsable?: { id: string; nombre: string } | null
  archivos?: string[]
  respuesta?: string
  correo?: string
  asunto?: string
}

/** A step of the item's history: its arrival, then each thing staff did (read from the audit trail). */
export const historyStepSchema = z.object({
  at: z.string(),
  /** Who did it (their e-mail), or null for the arrival. */
  persona: z.nullable(z.string()),
  /** The audit action key (contracts/audit.ts), or `received` for the arrival. */
  accion: z.string(),
  de: z.nullable(z.string()),
  a: z.nullable(z.string()),
  nota: z.nullable(z.string()),
  /** Anything else the step carries: `cita`, `responsable`, `archivos`, `respuesta`. */
  detalle: z.nullable(z.record(z.string(), z.json())),
})
export type HistoryStep = z.output<typeof historyStepSchema>

/** A stored file of a document request: the receipt or a delivered document. */
export const storedFileSchema = z.object({ id: z.string(), nombre: z.string(), bytes: z.number(), tipo: z.string() })

/** `GET /panel/colas/:cola/:folio`. */
export const queueItemSchema = z.object({
  cola: z.enum(STAFF_QUEUE_KEYS),
  folio: z.string(),
  recibido: z.string(),
  estado: z.string(),
  version: z.number(),
  /** Every submitted field, in the form's order, with its label and its value as the person chose it (option labels, not keys). */
  campos: z.array(z.object({ campo: z.string(), etiqueta: z.string(), valor: z.nullable(z.string()) })),
  correos: z.array(itemMailSchema),
  historial: z.array(historyStepSchema),
  /** Contact messages and fichas (issue 38): where the visit came from, null when it came without. */
  origen: z.optional(z.nullable(originSchema)),
  /** Fichas. */
  responsable: z.optional(z.nullable(z.object({ id: z.string(), nombre: z.string() }))),
  cita: z.optional(z.nullable(z.string())),
  /** Issue 38: the person it belongs to, their other submissions and who may be them; null for an item stored before people were linked. */
  persona: z.optional(z.nullable(itemPersonSchema)),
  /** Document requests. */
  fechaLimite: z.optional(z.nullable(z.string())),
  vencida: z.optional(z.boolean()),
  comprobante: z.optional(z.nullable(storedFileSchema)),
  entregados: z.optional(z.array(storedFileSchema)),
  /** Beca applications (issue 39): the supporting documents, and the percentage granted once approved. */
  documentos: z.optional(z.array(storedFileSchema)),
  porcentaje: z.optional(z.nullable(z.number())),
  /** Contact messages and fichas (issue 38): what staff did to reach the person, newest first, and the first-response deadline. */
  actividades: z.optional(z.array(activityEntrySchema)),
  respuesta: z.optional(firstResponseSchema),
})
export type QueueItem = z.output<typeof queueItemSchema>

/** `GET /panel/colas/fichas/responsables`: who may follow up a ficha (active staff with the role, or admin). */
export const assigneeListSchema = z.object({ personas: z.array(z.object({ id: z.string(), nombre: z.string() })) })
