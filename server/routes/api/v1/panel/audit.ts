import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { PANEL_API_PATHS } from '#contracts/api-paths.ts'
import { AUDIT_PAGE_SIZE, auditFiltersSchema, auditPageSchema } from '#contracts/audit.ts'
import { formatInstituteTimestamp } from '#server/config/time-zone.ts'
import { exportAuditCsv } from '#server/audit/audit-export.ts'
import { signedInStaff } from '#server/auth/signed-in-staff.ts'
import { listAuditEvents } from '#server/db/audit-events.ts'

export interface AuditRoutesOptions {
  readonly now: () => Date
}

/** The audit trail for administrators: a filtered page as JSON, or every matching event as CSV. */
const auditRoutes: FastifyPluginAsync<AuditRoutesOptions> = async (app, { now }) => {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  const adminOnly = { panelAccess: ['admin'] } as const

  const listSchema = { querystring: auditFiltersSchema, response: { 200: auditPageSchema } }
  routes.get(PANEL_API_PATHS.audit, { schema: listSchema, config: adminOnly }, async (request) => {
    const page = await listAuditEvents(app.db, request.query)
    return { ...page, pagina: request.query.pagina, porPagina: AUDIT_PAGE_SIZE }
  })

  routes.get(PANEL_API_PATHS.auditCsv, { schema: { querystring: auditFiltersSchema }, config: adminOnly }, async (request, reply) => {
    const { persona, accion, desde, hasta } = request.query
    const { id, email } = signedInStaff(request)
    const at = now()
    const csv = await exportAuditCsv(app.db, { persona, accion, desde, hasta }, { id, email, ip: request.ip }, at)
    const day = formatInstituteTimestamp(at).slice(0, 10)
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="auditoria-${day}.csv"`)
      .send(csv)
  })
}

export default auditRoutes
