import type { FastifyPluginAsync } from 'fastify'
import { PANEL_API_PATHS } from '#contracts/api-paths.ts'
import { signedInStaff } from '#server/auth/signed-in-staff.ts'
import { queueSummary } from '#server/queues/queue-summary.ts'

export interface SummaryRoutesOptions {
  readonly now: () => Date
}

/** The panel's home: the queues the person's roles open (all of them for admin), with their size and what waits. */
const summaryRoutes: FastifyPluginAsync<SummaryRoutesOptions> = async (app, { now }) => {
  app.get(PANEL_API_PATHS.summary, { config: { panelAccess: 'staff' } }, async (request) => queueSummary(app.db, signedInStaff(request).roles, now()))
}

export default summaryRoutes
