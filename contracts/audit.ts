import { z } from '#contracts/zod.ts'
import { plainText } from '#contracts/text-rules.ts'
import type { FieldText } from '#contracts/form-fields.ts'
import { EMAIL_MAX_CHARS } from '#contracts/limits.ts'
import { calendarDayParam, daysInOrder, optionalParam, pageParam } from '#contracts/list-params.ts'

/*
 * The staff area's audit trail: who did what and when. The server appends one event per action
 * (server/db/audit-events.ts) and never changes one; admins list it in the panel with these
 * filters and export it as CSV.
 */

/**
 * Every action the trail records, by its key (stored in `audit_events.action`), with the Spanish
 * label staff read in the panel and the CSV. The first group is the staff accounts' own life; the
 * second, the work on submissions.
 */
export const AUDIT_ACTION_LABELS = {
  'sign-in': 'Inicio de sesión',
  'sign-in-failed': 'Intento fallido de inicio de sesión',
  'sign-out': 'Cierre de sesión',
  'sign-out-everywhere': 'Cierre de sesión en todos los dispositivos',
  'staff-created': 'Cuenta creada',
  'staff-disabled': 'Cuenta desactivada',
  'staff-enabled': 'Cuenta reactivada',
  'staff-roles-changed': 'Roles modificados',
  'invitation-sent': 'Invitación enviada',
  'password-reset-requested': 'Restablecimiento de contraseña solicitado',
  'password-changed': 'Contraseña cambiada',
  'two-factor-enabled': 'Verificación en dos pasos activada',
  'two-factor-disabled': 'Verificación en dos pasos desactivada',
  'status-changed': 'Cambio de estado',
  'note-added': 'Nota agregada',
  'reply-sent': 'Respuesta enviada',
  'assignee-changed': 'Responsable asignado',
  export: 'Exportación',
  'receipt-viewed': 'Comprobante consultado',
  'delivered-file-viewed': 'Documento entregado consultado',
  'beca-document-viewed': 'Documento de solicitud de beca consultado',
  delivered: 'Entrega',
  'mail-retried': 'Correo reenviado',
  'retention-purge': 'Depuración por plazo de conservación',
  'confirmation-skipped': 'Confirmación no enviada',
  'certificate-imported': 'Certificado importado',
  'certificate-annulled': 'Certificado anulado',
  'content-published': 'Contenido publicado',
  'content-restored': 'Contenido restaurado',
  'content-image-uploaded': 'Imagen subida',
  'person-merged': 'Personas fusionadas',
  'person-merge-undone': 'Fusión deshecha',
  'task-created': 'Tarea creada',
  'task-completed': 'Tarea terminada',
  'task-reopened': 'Tarea reabierta',
  'activity-recorded': 'Actividad registrada',
  'event-attended': 'Asistencia registrada',
  'event-sign-up-cancelled': 'Registro a evento cancelado',
} as const satisfies Readonly<Record<string, string>>

/** An action the audit trail records, e.g. `sign-in`. */
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS

/** The action keys, in the order of {@link AUDIT_ACTION_LABELS} (the panel's list of choices). */
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as [AuditAction, ...AuditAction[]]

/** The action's Spanish label, or the key itself when it is no action of this list (a row written by a later version). */
export function auditActionLabel(action: string): string {
  return Object.hasOwn(AUDIT_ACTION_LABELS, action) ? AUDIT_ACTION_LABELS[action as AuditAction] : action
}

/** Ours: the events one page of the panel's list shows. */
export const AUDIT_PAGE_SIZE = 50

/**
 * Messages of the list filters (GOV.UK style: say what to do, reuse the filter's name). The
 * panel labels the date filters «Desde» and «Hasta».
 */
export const AUDIT_FILTER_MESSAGES = {
  persona: {
    tooLong: `Escribe como máximo ${EMAIL_MAX_CHARS} caracteres del correo de la persona`,
  },
  accion: {
    notAnAction: 'Elige una acción de la lista',
  },
  desde: {
    format: 'Escribe la fecha «Desde» con el formato aaaa-mm-dd, por ejemplo 2026-11-27',
    notADay: 'La fecha «Desde» debe ser un día que exista en el calendario',
  },
  hasta: {
    format: 'Escribe la fecha «Hasta» con el formato aaaa-mm-dd, por ejemplo 2026-11-27',
    notADay: 'La fecha «Hasta» debe ser un día que exista en el calendario',
    beforeDesde: 'La fecha «Hasta» debe ser igual o posterior a la fecha «Desde»',
  },
  pagina: {
    format: 'El número de página debe ser un número entero a partir de 1',
  },
} as const

const DAYS_IN_ORDER = { error: AUDIT_FILTER_MESSAGES.hasta.beforeDesde, path: ['hasta'] }

/** The filters a person chooses (the panel's form): every one optional, a blank one absent. */
const filterFields = {
  persona: optionalParam(
    AUDIT_FILTER_MESSAGES.persona.tooLong,
    plainText(z.string().check(z.maxLength(EMAIL_MAX_CHARS, { error: AUDIT_FILTER_MESSAGES.persona.tooLong }))),
  ),
  accion: optionalParam(
    AUDIT_FILTER_MESSAGES.accion.notAnAction,
    z.enum(AUDIT_ACTIONS, { error: AUDIT_FILTER_MESSAGES.accion.notAnAction }),
  ),
  desde: calendarDayParam(AUDIT_FILTER_MESSAGES.desde),
  hasta: calendarDayParam(AUDIT_FILTER_MESSAGES.hasta),
}

/** The panel's filter form: {@link auditFiltersSchema} without the page (a new filter starts at page 1). */
export const auditFilterFormSchema = z.object(filterFields).check(z.refine(daysInOrder, DAYS_IN_ORDER))

/**
 * The audit list's filters as they arrive in the query string (`?persona=ana&accion=sign-in&
 * desde=2026-11-01&hasta=2026-11-27&pagina=2`), checked by the panel and again by the server.
 * Every filter is optional and a blank one is absent:
 * - `persona`: part of the actor's e-mail, any letter case;
 * - `accion`: one of {@link AUDIT_ACTIONS};
 * - `desde`, `hasta`: days `YYYY-MM-DD` at the institute (its time zone), both included;
 * - `pagina`: from 1 (the default), {@link AUDIT_PAGE_SIZE} events each.
 */
export const auditFiltersSchema = z
  .object({
    ...filterFields,
    pagina: pageParam(AUDIT_FILTER_MESSAGES.pagina.format, AUDIT_PAGE_SIZE),
  })
  .check(z.refine(daysInOrder, DAYS_IN_ORDER))

/** The filters as the query string carries them. */
export type AuditFiltersInput = z.input<typeof auditFiltersSchema>
/** The checked filters: trimmed, blanks removed, `pagina` a number (1 when absent). */
export type AuditFilters = z.output<typeof auditFiltersSchema>

/** The label of each filter in the panel's form (the messages above quote «Desde» and «Hasta»). */
export const AUDIT_FILTER_TEXT = {
  persona: { label: 'Persona', autoComplete: 'off' },
  accion: { label: 'Acción' },
  desde: { label: 'Desde' },
  hasta: { label: 'Hasta' },
} as const satisfies Readonly<Record<keyof typeof filterFields, FieldText>>

/** The columns of the trail, in order, as the panel's table and the CSV export head them. */
export const AUDIT_COLUMNS = {
  at: 'Fecha y hora',
  actor: 'Persona',
  action: 'Acción',
  target: 'Objeto',
  detail: 'Detalle',
  ip: 'IP',
} as const

/** The particulars of an event, a JSON object: `{ roles: ['admisiones'] }`, `{ antes: […], despues: […] }`. */
export const auditDetailSchema = z.record(z.string(), z.json())
export type AuditDetail = z.output<typeof auditDetailSchema>

const auditTargetSchema = z.object({ type: z.string(), id: z.string() })
/** What an event acted on: `{ type: 'staff', id: userId }`, `{ type: 'ficha', id: folio }`. */
export type AuditTarget = z.output<typeof auditTargetSchema>

/** A recorded event, as the server lists it. */
export const auditEventSchema = z.object({
  id: z.number(),
  /** ISO-8601 UTC instant. */
  at: z.string(),
  actorId: z.nullable(z.string()),
  /** Their e-mail at that moment (a snapshot, kept if the account changes); for a failed sign-in, the address typed. */
  actorEmail: z.nullable(z.string()),
  /** Any text: a key of a later version shows as itself ({@link auditActionLabel}). */
  action: z.string(),
  target: z.nullable(auditTargetSchema),
  detail: z.nullable(auditDetailSchema),
  ip: z.nullable(z.string()),
})
export type AuditEvent = z.output<typeof auditEventSchema>

/** `GET /panel/auditoria`: one page of the matching events, newest first, and how many match in all. */
export const auditPageSchema = z.object({
  items: z.array(auditEventSchema),
  total: z.number().check(z.int(), z.nonnegative()),
  pagina: z.number().check(z.int(), z.positive()),
  porPagina: z.number().check(z.int(), z.positive()),
})
export type AuditPage = z.output<typeof auditPageSchema>
