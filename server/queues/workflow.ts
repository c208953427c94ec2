import type { Transaction } from 'kysely'
import { absoluteUrl } from '#contracts/public-base-url.ts'
import { paths } from '#contracts/site-paths.ts'
import {
  CLOSED_STATUSES,
  QUEUE_MESSAGES,
  findTransition,
  queueStatusLabel,
  type ContactReply,
  type QueueAuditDetail,
  type QueueStatus,
  type StatusChange,
  type TransitionNeed,
} from '#contracts/queues.ts'
import type { StaffQueue } from '#contracts/staff.ts'
import { documentDueDay } from '#server/calendar/business-days.ts'
import type { QueueRowChange } from '#server/db/queue-items.ts'
import type { QueueRows } from '#server/db/queue-tables.ts'
import type { Database } from '#server/db/schema.ts'
import { HttpError, ValidationError } from '#server/http/errors.ts'
import { becaMoveMails, contactReplyMails, documentDeliveredMails, paymentRejectedMails, type Addressing, type BecaMove } from '#server/mail/notifications.ts'
import type { NewOutboxMail } from '#server/outbox/outbox-store.ts'
import { findAssignee } from '#server/queues/ficha-assignees.ts'
import type { QueueChangePlan } from '#server/queues/queue-change.ts'
import { stageReached } from '#server/dashboard/ficha-stages.ts'

/*
 * What each staff action does to a queue item (issue 14), decided from the row as it is now and
 * the table of moves in contracts/queues.ts. The plans are applied by changeQueueItem.
 */

/** What the plans need besides the row and the request. */
export interface WorkflowContext {
  readonly mail: Addressing
  /** The site's public origin, for links in e-mails. */
  readonly publicBaseUrl: string
  readonly now: Date
}

interface Move {
  readonly set: QueueRowChange
  readonly detail: QueueAuditDetail
  readonly needs: TransitionNeed | undefined
}

/** Reaching a closed status sets the moment it closed; moving within closed ones keeps it; leaving them clears it. */
function closedAt(queue: StaffQueue, from: string, to: string, current: string | null, now: Date): string | null {
  const closed: readonly string[] = CLOSED_STATUSES[queue]
  if (!closed.includes(to)) return null
  return closed.includes(from) ? current : now.toISOString()
}

/**
 * The move from the row's status to `to`, if the table has it and it needs `need` (nothing
 * special when undefined); else 409 with the reason.
 *
 * @throws {HttpError} 409.
 */
function move(queue: StaffQueue, row: { status: string; closed_at: string | null }, to: string, need: TransitionNeed | undefined, now: Date): Move {
  const transition = findTransition(queue, row.status, to)
  if (transition === undefined) {
    throw new HttpError(409, QUEUE_MESSAGES.invalidTransition(queueStatusLabel(queue, row.status), queueStatusLabel(queue, to)))
  }
  if (transition.needs === 'reply' && need !== 'reply') throw new HttpError(409, QUEUE_MESSAGES.useReply)
  if (transition.needs === 'delivery' && need !== 'delivery') throw new HttpError(409, QUEUE_MESSAGES.useDelivery)
  return {
    set: { status: to, closed_at: closedAt(queue, row.status, to, row.closed_at, now) },
    detail: { de: row.status, a: to },
    needs: transition.needs,
  }
}

/** What a plain status change brings besides the move: a queue's own columns and e-mails. */
interface MoveEffects {
  readonly set?: QueueRowChange
  readonly mails?: readonly NewOutboxMail[]
}

const STATUS_EFFECTS: { readonly [Queue in StaffQueue]: (row: QueueRows[Queue], change: StatusChange, context: WorkflowContext) => MoveEffects } = {
  contacto: () => ({}),
  // Issue 38: the funnel times each step from the moment the ficha first reached it.
  fichas: (row, change, context) => ({ set: { ...stageReached(row, change.estado, context.now), ...(change.cita === undefined ? {} : { appointment: change.cita }) } }),
  documentos: (row, change, context) => {
    // spec §9's promise starts when the payment is validated.
    if (change.estado === 'pago-validado') return { set: { due_on: documentDueDay(context.now) } }
    if (change.estado === 'pago-rechazado') {
      const data = {
        folio: row.folio,
        nombre: row.nombre_completo,
        documento: row.especificaciones,
        correo: row.correo,
        reason: change.nota ?? '',
        requestPageUrl: `${context.publicBaseUrl}${paths.documentos}`,
      }
      return { mails: paymentRejectedMails(context.mail, data) }
    }
    return {}
  },
  // Issue 39: every move is e-mailed to the applicant; an approval stores its percentage.
  becas: (row, change, context) => {
    const move = becaMove(change, context)
    if (move === undefined) return {}
    const mails = becaMoveMails(context.mail, { folio: row.folio, nombre: row.nombre_completo, becaName: row.tipo_beca_nombre, correo: row.correo }, move)
    return { set: move.kind === 'approved' ? { porcentaje_aprobado: move.percentage } : {}, mails }
  },
}

/** What the applicant is told of a move on a beca application (statusChangePlan has checked its percentage and reason). */
function becaMove(change: StatusChange, context: WorkflowContext): BecaMove | undefined {
  switch (change.estado as QueueStatus<'becas'>) {
    case 'en-revision':
      return { kind: 'in-review', trackingPageUrl: absoluteUrl(context.publicBaseUrl, paths.seguimiento) }
    case 'aprobada':
      return { kind: 'approved', percentage: change.porcentaje ?? 0 }
    case 'rechazada':
      return { kind: 'rejected', reason: change.nota ?? '', becasPageUrl: absoluteUrl(context.publicBaseUrl, paths.becas) }
    default:
      return undefined
  }
}

/**
 * `POST …/estado`: a move of the table that needs neither a reply nor a delivery. A reason is
 * the note, required where the move needs one; an appointment comes only with the moves that make one.
 *
 * @throws {HttpError} 409 for a move the table does not have or that has its own action.
 * @throws {ValidationError} 422 for a missing reason or appointment, or an appointment out of place.
 */
export function statusChangePlan<Queue extends StaffQueue>(queue: Queue, row: QueueRows[Queue], change: StatusChange, context: WorkflowContext): QueueChangePlan {
  const { set, detail, needs } = move(queue, row, change.estado, undefined, context.now)
  const nota = change.nota || undefined
  if (needs === 'reason' && nota === undefined) throw new ValidationError({ nota: [QUEUE_MESSAGES.reasonRequired] })
  if (needs === 'appointment' && change.cita === undefined) throw new ValidationError({ cita: [QUEUE_MESSAGES.appointmentRequired] })
  if (needs !== 'appointment' && change.cita !== undefined) throw new ValidationError({ cita: [QUEUE_MESSAGES.appointmentNotExpected] })
  if (needs === 'percentage' && change.porcentaje === undefined) throw new ValidationError({ porcentaje: [QUEUE_MESSAGES.percentageRequired] })
  if (needs !== 'percentage' && change.porcentaje !== undefined) throw new ValidationError({ porcentaje: [QUEUE_MESSAGES.percentageNotExpected] })
  const effects = (STATUS_EFFECTS[queue] as (row: QueueRows[Queue], change: StatusChange, context: WorkflowContext) => MoveEffects)(row, change, context)
  return {
    action: 'status-changed',
    set: { ...set, ...effects.set },
    detail: { ...detail, nota, cita: change.cita, porcentaje: change.porcentaje },
    mails: effects.mails,
  }
}

/** `POST …/notas`: a note in the history; the version still goes up, so a screen showing the item learns it changed. */
export function notePlan(nota: string): QueueChangePlan {
  return { action: 'note-added', set: {}, detail: { nota } }
}

/** `POST …/contacto/:folio/respuesta`: the reply e-mailed to the person, and the message marked as answered. */
export function replyPlan(row: QueueRows['contacto'], reply: ContactReply, context: WorkflowContext): QueueChangePlan {
  const { set, detail } = move('contacto', row, 'respondido', 'reply', context.now)
  const data = {
    folio: row.folio,
    nombre: row.nombre,
    correo: row.correo,
    contenido: row.contenido,
    receivedAt: new Date(row.created_at),
    respuesta: reply.respuesta,
  }
  return {
    action: 'reply-sent',
    set,
    detail: { ...detail, respuesta: reply.respuesta, nota: reply.nota || undefined },
    mails: contactReplyMails(context.mail, data),
  }
}

/**
 * `PUT …/fichas/:folio/responsable`: who follows the ficha up, an active staff member who may
 * work on fichas, or nobody.
 *
 * @throws {ValidationError} 422 when there is no such person.
 */
export async function assigneePlan(trx: Transaction<Database>, assigneeId: string | null): Promise<QueueChangePlan> {
  const assignee = assigneeId === null ? null : await findAssignee(trx, assigneeId)
  if (assignee === undefined) throw new ValidationError({ responsable: [QUEUE_MESSAGES.assigneeUnknown] })
  return { action: 'assignee-changed', set: { assignee_id: assignee?.id ?? null }, detail: { responsable: assignee } }
}

/** A finished document, received and checked, with the random name it is stored under. */
export interface DeliveredFile {
  readonly id: string
  readonly storedName: string
  readonly originalName: string
  readonly bytes: number
  readonly mime: string
  readonly extension: string
}

/**
 * `POST …/documentos/:folio/entrega`: the request is delivered and closed, its documents stored and
 * e-mailed with the folio. `storeFiles` is the transaction's last step (their rows, then their
 * final names), so no document is kept without its row, nor a row without its file.
 */
export function deliveryPlan(
  row: QueueRows['documentos'],
  delivery: { files: readonly DeliveredFile[]; nota: string | undefined },
  context: WorkflowContext,
  storeFiles: (trx: Transaction<Database>) => Promise<void>,
): QueueChangePlan {
  const { set, detail } = move('documentos', row, 'entregada', 'delivery', context.now)
  const data = { folio: row.folio, nombre: row.nombre_completo, documento: row.especificaciones, correo: row.correo, files: delivery.files }
  return {
    action: 'delivered',
    set,
    detail: { ...detail, archivos: delivery.files.map((file) => file.originalName), nota: delivery.nota || undefined },
    mails: documentDeliveredMails(context.mail, data),
    beforeCommit: storeFiles,
  }
}
