import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import { fromNodeHeaders } from 'better-auth/node'
import { STATUS_MESSAGES } from '#contracts/api-responses.ts'
import { STAFF_MESSAGES, type StaffRole } from '#contracts/staff.ts'
import '#server/auth/signed-in-staff.ts'
import { readStaffAccess } from '#server/auth/staff-session.ts'
import type { Addressing } from '#server/mail/notifications.ts'
import { NO_STORE } from '#server/site/static-policy.ts'
import { refuseNul } from '#server/http/nul-guard.ts'
import { refuseCrossSite } from '#server/http/same-site.ts'
import accountRoutes from '#server/routes/api/v1/panel/account.ts'
import certificateRoutes from '#server/routes/api/v1/panel/certificates.ts'
import contentRoutes from '#server/routes/api/v1/panel/content.ts'
import contentImageRoutes from '#server/routes/api/v1/panel/content-images.ts'
import failedMailsRoutes from '#server/routes/api/v1/panel/failed-mails.ts'
import eventRoutes from '#server/routes/api/v1/panel/events.ts'
import auditRoutes from '#server/routes/api/v1/panel/audit.ts'
import passwordRoutes from '#server/routes/api/v1/panel/password.ts'
import queueActionsRoutes from '#server/routes/api/v1/panel/queue-actions.ts'
import queueRoutes from '#server/routes/api/v1/panel/queues.ts'
import sessionRoutes from '#server/routes/api/v1/panel/session.ts'
import staffRoutes from '#server/routes/api/v1/panel/staff.ts'
import summaryRoutes from '#server/routes/api/v1/panel/summary.ts'
import dashboardRoutes from '#server/routes/api/v1/panel/dashboard.ts'
import taskRoutes from '#server/routes/api/v1/panel/tasks.ts'
import activityRoutes from '#server/routes/api/v1/panel/activities.ts'
import peopleRoutes from '#server/routes/api/v1/panel/people.ts'

/**
 * Who may call a panel route: anyone (signing in), any signed-in staff member, or staff with one
 * of these roles (`admin` may use every route).
 */
export type PanelAccess = 'public' | 'staff' | readonly StaffRole[]

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every route under the panel declares it; the panel plugin refuses to register one that does not. */
    panelAccess?: PanelAccess
  }
}

export interface PanelOptions {
  /** The site's public origin: trusted, with the request's own, for state-changing requests. */
  readonly publicBaseUrl: string
  /** Who sends the panel's e-mails (invitations, replies, deliveries) and the desks' addresses. */
  readonly mail: Addressing
  readonly now: () => Date
}

async function refuse(reply: FastifyReply, status: 401 | 403, mensaje: string) {
  return reply.code(status).send({ mensaje })
}

/**
 * The staff area's API (issue 13): Better Auth over the application database, and one guard for
 * every route: `no-store`, the cross-site check on state changes, then the session (401 without
 * one, 403 with spec §8's text once it has ended) and the route's roles (403 with a clear message).
 * Encapsulated: none of this touches the public routes.
 */
const panel: FastifyPluginAsync<PanelOptions> = async (app, options) => {
  const auth = app.staffAuth
  app.decorateRequest('staff', null)

  app.addHook('onRoute', (route) => {
    if (route.config?.panelAccess === undefined) {
      throw new Error(`La ruta del panel ${String(route.method)} ${route.url} no declara quién puede usarla (config.panelAccess).`)
    }
  })

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', NO_STORE)
  })
  // Besides the SameSite=Lax cookie.
  app.addHook('onRequest', refuseCrossSite(options.publicBaseUrl, STAFF_MESSAGES.crossSite))

  // Before the body is read and validated: a caller who may not use the route learns nothing of its fields.
  app.addHook('onRequest', async (request, reply) => {
    // onRoute makes every route declare it; were one to slip through, only administrators pass.
    const access = request.routeOptions.config.panelAccess ?? ['admin']
    if (access === 'public') return
    const state = await readStaffAccess(auth, app.db, fromNodeHeaders(request.headers), options.now(), access)
    if (state.kind === 'none') return refuse(reply, 401, STATUS_MESSAGES[401])
    if (state.kind === 'ended') return refuse(reply, 403, STATUS_MESSAGES[403])
    if (state.setCookies.length > 0) reply.header('set-cookie', [...state.setCookies])
    if (state.kind === 'wrongRole') return refuse(reply, 403, STAFF_MESSAGES.wrongRole)
    request.staff = state.staff
  })
  app.addHook('preHandler', refuseNul)

  await app.register(sessionRoutes, { auth, now: options.now })
  await app.register(auditRoutes, { now: options.now })
  await app.register(staffRoutes, { auth, now: options.now })
  await app.register(passwordRoutes, { auth, now: options.now })
  await app.register(accountRoutes, { auth, now: options.now })
  const { mail, publicBaseUrl, now } = options
  await app.register(summaryRoutes, { now })
  await app.register(dashboardRoutes, { now })
  await app.register(queueRoutes, { now })
  await app.register(queueActionsRoutes, { mail, publicBaseUrl, now })
  await app.register(certificateRoutes, { publicBaseUrl, now })
  await app.register(failedMailsRoutes, { now })
  await app.register(contentRoutes, { now })
  await app.register(contentImageRoutes, { now })
  await app.register(eventRoutes, { mail, publicBaseUrl, now })
  await app.register(taskRoutes, { now })
  await app.register(activityRoutes, { now })
  await app.register(peopleRoutes, { now })
}

export default panel
