import { z } from '#contracts/zod.ts'
import { hasCalendarDayFormat, parseCalendarDay } from '#contracts/calendar-day.ts'
import { EMAIL_MAX_CHARS } from '#contracts/limits.ts'

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
  export: 'Exportación',
  'receipt-viewed': 'Comprobante consultado',
  delivered: 'Entrega',
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

/**
 * An optional query-string value: absent, blank (a filter left empty in the panel's form arrives
 * as `?persona=`) or, trimmed, checked by `schema`. Anything but text (a repeated key arrives as
 * a list) gets `message`.
 */
function optionalParam<Output>(message: string, schema: z.ZodType<Output, string>) {
  return z
    .string({ error: message })
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(schema.optional())
}

function calendarDay(messages: { format: string; notADay: string }) {
  return optionalParam(
    messages.format,
    z
      .string()
      .refine(hasCalendarDayFormat, { error: messages.format, abort: true })
      .refine((day) => parseCalendarDay(day) !== null, { error: messages.notADay }),
  )
}

const PAGE_PATTERN = /^\d+$/

// Past this page the row offset would lose precision as a number (and no trail is that long).
function isPageNumber(page: number): boolean {
  return page >= 1 && Number.isSafeInteger((page - 1) * AUDIT_PAGE_SIZE)
}

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
    persona: optionalParam(
      AUDIT_FILTER_MESSAGES.persona.tooLong,
      z.string().max(EMAIL_MAX_CHARS, { error: AUDIT_FILTER_MESSAGES.persona.tooLong }),
    ),
    accion: optionalParam(
      AUDIT_FILTER_MESSAGES.accion.notAnAction,
      z.enum(AUDIT_ACTIONS, { error: AUDIT_FILTER_MESSAGES.accion.notAnAction }),
    ),
    desde: calendarDay(AUDIT_FILTER_MESSAGES.desde),
    hasta: calendarDay(AUDIT_FILTER_MESSAGES.hasta),
    pagina: optionalParam(
      AUDIT_FILTER_MESSAGES.pagina.format,
      z
        .string()
        .regex(PAGE_PATTERN, { error: AUDIT_FILTER_MESSAGES.pagina.format, abort: true })
        .transform(Number)
        .refine(isPageNumber, { error: AUDIT_FILTER_MESSAGES.pagina.format }),
    ).transform((page) => page ?? 1),
  })
  .refine(
    // Only two real days can be out of order; a wrong one already has its own message.
    ({ desde, hasta }) =>
      desde === undefined ||
      hasta === undefined ||
      parseCalendarDay(desde) === null ||
      parseCalendarDay(hasta) === null ||
      desde <= hasta,
    { error: AUDIT_FILTER_MESSAGES.hasta.beforeDesde, path: ['hasta'] },
  )

/** The filters as the query string carries them. */
export type AuditFiltersInput = z.input<typeof auditFiltersSchema>
/** The checked filters: trimmed, blanks removed, `pagina` a number (1 when absent). */
export type AuditFilters = z.output<typeof auditFiltersSchema>
