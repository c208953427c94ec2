import type { FastifyRequest } from 'fastify'
import type { AuditAction, AuditDetail, AuditTarget } from '#contracts/audit.ts'
import { appendAuditEvent } from '#server/audit/audit-trail.ts'

export interface RequestAuditEvent {
  /** Who acted: the signed-in staff member unless given (the e-mail typed in a failed sign-in). */
  readonly actor?: { readonly id: string | null; readonly email: string | null }
  readonly target?: AuditTarget
  readonly detail?: AuditDetail
}

/** Records what a panel request did: who (the signed-in staff member by default), from which address, when. */
export function recordAudit(request: FastifyRequest, action: AuditAction, now: Date, event: RequestAuditEvent = {}): Promise<void> {
  const actor = event.actor ?? request.staff
  return appendAuditEvent(
    request.server.db,
    { actorId: actor?.id ?? null, actorEmail: actor?.email ?? null, action, ip: request.ip, target: event.target, detail: event.detail },
    now,
  )
}
