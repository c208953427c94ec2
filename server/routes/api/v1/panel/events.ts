import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { EVENT_SIGN_UP_API_PATHS } from '#contracts/api-paths.ts'
import { messageBodySchema } from '#contracts/api-responses.ts'
import {
  EVENT_SIGN_UP_LIST_MAX,
  EVENT_SIGN_UP_PANEL_MESSAGES,
  EVENT_SIGN_UP_ROLES,
  eventSignUpFiltersSchema,
  panelEventsSchema,
  panelSignUpListSchema,
  signUpChangeAnswerSchema,
  signUpChangeSchema,
} from '#contracts/event-sign-ups-panel.ts'
import { signedInStaff } from '#server/auth/signed-in-staff.ts'
import { eventSignUpDesk, toPanelSignUp } from '#server/events/event-sign-up-desk.ts'
import { cancelByStaff, markAttendance, type SignUpChangeResult } from '#server/events/event-sign-ups.ts'
import { HttpError } from '#server/http/errors.ts'
import type { Addressing } from '#server/mail/notifications.ts'

export interface EventRoutesOptions {
  readonly mail: Addressing
  readonly publicBaseUrl: string
  readonly now: () => Date
}

const slugParams = z.object({ slug: z.string().min(1).max(200) })
const folioParams = z.object({ folio: z.string().min(1).max(100) })
const CHANGE_RESPONSES = { 200: signUpChangeAnswerSchema, 404: messageBodySchema, 409: messageBodySchema }

function answerChange(result: SignUpChangeResult) {
  switch (result.kind) {
    case 'changed':
      return { registro: toPanelSignUp(result.row) }
    case 'notFound':
      throw new HttpError(404, EVENT_SIGN_UP_PANEL_MESSAGES.notFound)
    case 'stale':
      throw new HttpError(409, EVENT_SIGN_UP_PANEL_MESSAGES.stale)
    case 'cancelled':
      throw new HttpError(409, EVENT_SIGN_UP_PANEL_MESSAGES.cancelled)
  }
}

/** Issue 38: the panel's «Eventos»: the events that take sign-ups, an event's sign-ups, «Asistió» and «Cancelar». */
const eventRoutes: FastifyPluginAsync<EventRoutesOptions> = async (app, options) => {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  const config = { panelAccess: EVENT_SIGN_UP_ROLES }
  const context = { mail: options.mail, publicBaseUrl: options.publicBaseUrl }
  const actorOf = (request: Parameters<typeof signedInStaff>[0]) => {
    const { id, email } = signedInStaff(request)
    return { id, email, ip: request.ip }
  }

  routes.get(EVENT_SIGN_UP_API_PATHS.panelEvents, { schema: { response: { 200: panelEventsSchema } }, config }, async () => ({
    eventos: await eventSignUpDesk(app.db).events(),
  }))

  routes.get(
    EVENT_SIGN_UP_API_PATHS.panelSignUps(),
    { schema: { params: slugParams, querystring: eventSignUpFiltersSchema, response: { 200: panelSignUpListSchema, 404: messageBodySchema } }, config },
    async (request) => {
      const list = await eventSignUpDesk(app.db).signUps(request.params.slug, request.query, EVENT_SIGN_UP_LIST_MAX)
      if (list === undefined) throw new HttpError(404, EVENT_SIGN_UP_PANEL_MESSAGES.eventNotFound)
      return list
    },
  )

  routes.post(
    EVENT_SIGN_UP_API_PATHS.panelAttended(),
    { schema: { params: folioParams, body: signUpChangeSchema, response: CHANGE_RESPONSES }, config },
    async (request) => answerChange(await markAttendance(app.db, request.params.folio, request.body.version, actorOf(request), options.now())),
  )

  routes.post(
    EVENT_SIGN_UP_API_PATHS.panelCancel(),
    { schema: { params: folioParams, body: signUpChangeSchema, response: CHANGE_RESPONSES }, config },
    async (request) => {
      const result = await cancelByStaff(app.db, request.params.folio, request.body.version, actorOf(request), options.now(), context)
      if (result.kind === 'changed') app.outbox.wake()
      return answerChange(result)
    },
  )
}

export default eventRoutes
