import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { PANEL_API_PATHS } from '#contracts/api-paths.ts'
import { dashboardCsvQuerySchema, dashboardFiltersSchema, dashboardSchema } from '#contracts/dashboard.ts'
import { STAFF_QUEUES } from '#contracts/staff.ts'
import { recordAudit } from '#server/auth/audit-request.ts'
import { dashboardSectionCsv, funnelDashboard } from '#server/dashboard/dashboard.ts'

export interface DashboardRoutesOptions {
  readonly now: () => Date
}

/**
 * Issue 38: the funnel dashboard of the panel's home, for the fichas' role and admin: every section
 * as JSON, or one as CSV (the export is audited like the queues').
 */
const dashboardRoutes: FastifyPluginAsync<DashboardRoutesOptions> = async (app, { now }) => {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  const config = { panelAccess: [STAFF_QUEUES.fichas.role] }

  routes.get(PANEL_API_PATHS.funnel, { schema: { querystring: dashboardFiltersSchema, response: { 200: dashboardSchema } }, config }, (request) =>
    funnelDashboard(app.db, request.query, now()),
  )

  routes.get(PANEL_API_PATHS.funnelCsv, { schema: { querystring: dashboardCsvQuerySchema }, config }, async (request, reply) => {
    const { seccion, ...filters } = request.query
    const at = now()
    const { csv, fileName, rows } = await dashboardSectionCsv(app.db, filters, seccion, at)
    const filtros = Object.fromEntries(Object.entries(filters).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
    await recordAudit(request, 'export', at, { target: { type: 'embudo', id: seccion }, detail: { filtros, filas: rows } })
    return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`).send(csv)
  })
}

export default dashboardRoutes
