import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { activityAnswerSchema, activitySchema } from '#contracts/activities.ts'
import { messageBodySchema } from '#contracts/api-responses.ts'
import { PANEL_API_PATHS, QUEUE_API_PATHS } from '#contracts/api-paths.ts'
import { QUEUE_MESSAGES } from '#contracts/queues.ts'
import { STAFF_QUEUES } from '#contracts/staff.ts'
import { whatsappTemplateListSchema } from '#contracts/whatsapp.ts'
import { signedInStaff } from '#server/auth/signed-in-staff.ts'
import { databaseContentSource } from '#server/content/database-content-source.ts'
import { folioParams } from '#server/queues/apply-change.ts'
import { FOLLOWED_UP_QUEUES, recordActivity } from '#server/queues/activities.ts'

export interface ActivityRoutesOptions {
  readonly now: () => Date
}

/**
 * Issue 38, follow-ups on time: record a call, WhatsApp message, e-mail, visit or note on a contact
 * message or a ficha (the queue's role and admin), and read the WhatsApp templates staff published.
 * An activity names no version: it changes neither the item's status nor what others edit.
 */
const activityRoutes: FastifyPluginAsync<ActivityRoutesOptions> = async (app, { now }) => {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  for (const queue of FOLLOWED_UP_QUEUES) {
    routes.post(
      QUEUE_API_PATHS.activities(queue),
      { schema: { params: folioParams, body: activitySchema, response: { 201: activityAnswerSchema, 404: messageBodySchema } }, config: { panelAccess: [STAFF_QUEUES[queue].role] } },
      async (request, reply) => {
        const { id, email, nombre } = signedInStaff(request)
        const actor = { id, email, nombre, ip: request.ip }
        const answer = await recordActivity(app.db, { queue, folio: request.params.folio, actor, activity: request.body, now: now() })
        return answer === undefined ? reply.code(404).send({ mensaje: QUEUE_MESSAGES.notFound }) : reply.code(201).send(answer)
      },
    )
  }

  routes.get(
    PANEL_API_PATHS.whatsappTemplates,
    { schema: { response: { 200: whatsappTemplateListSchema } }, config: { panelAccess: FOLLOWED_UP_QUEUES.map((queue) => STAFF_QUEUES[queue].role) } },
    async () => ({ plantillas: await databaseContentSource(app.db).record('plantillas-whatsapp') }),
  )
}

export default activityRoutes
