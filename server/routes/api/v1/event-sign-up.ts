import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { EVENT_SIGN_UP_API_PATHS } from '#contracts/api-paths.ts'
import { messageBodySchema } from '#contracts/api-responses.ts'
import {
  EVENT_SIGN_UP_CLOSED,
  eventSignUpAnswerSchema,
  eventSignUpSchema,
  eventSignUpStateSchema,
  type EventSignUpAnswer,
} from '#contracts/event-sign-up.ts'
import { EVENT_CANCELLATION_MESSAGES, eventCancellationAnswerSchema, eventCancellationSchema } from '#contracts/event-cancellation.ts'
import { isHoneypotFilled } from '#contracts/form-fields.ts'
import { JSON_BODY_MAX_BYTES } from '#contracts/limits.ts'
import { SignUpRefusedError, cancelWithKey, signUpForEvent, signUpState } from '#server/events/event-sign-ups.ts'
import { HttpError } from '#server/http/errors.ts'
import { formRateLimit, type FormEndpointOptions } from '#server/http/form-endpoint.ts'
import { API_MESSAGES } from '#server/http/messages.ts'
import { decoyFolio, FOLIO_SERIES } from '#server/services/folios.ts'

const slugParams = z.object({ slug: z.string().min(1).max(200) })

const STATUS_OF_REFUSAL = { notFound: 404, closed: 409 } as const

/**
 * Issue 38, the public side of event sign-up: the state the page shows, the sign-up itself and the
 * cancellation from the e-mail's link. Like the other forms (server/http/form-endpoint.ts): JSON
 * only, rate limited, checked with the contract's schema (`422 { errors }`), a filled honeypot
 * answered like a success with a decoy folio. Its own route rather than `registerFormSubmission`:
 * the folio comes with a status decided under the event's lock.
 */
const eventSignUpRoutes: FastifyPluginAsync<FormEndpointOptions> = async (app, options) => {
  app.removeContentTypeParser('text/plain')
  const routes = app.withTypeProvider<ZodTypeProvider>()
  const context = { mail: options.mail, publicBaseUrl: options.publicBaseUrl }

  routes.get(
    EVENT_SIGN_UP_API_PATHS.signUp(),
    { schema: { params: slugParams, response: { 200: eventSignUpStateSchema, 404: messageBodySchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const state = await signUpState(app.db, request.params.slug, options.now())
      if (state === undefined) throw new HttpError(404, EVENT_SIGN_UP_CLOSED.notFound)
      return state
    },
  )

  routes.post(
    EVENT_SIGN_UP_API_PATHS.signUp(),
    {
      bodyLimit: JSON_BODY_MAX_BYTES,
      onRequest: formRateLimit(app, EVENT_SIGN_UP_API_PATHS.signUp(), options),
      schema: { params: slugParams, body: eventSignUpSchema, response: { 201: eventSignUpAnswerSchema, 404: messageBodySchema, 409: messageBodySchema } },
      preValidation: async (request, reply) => {
        reply.header('cache-control', 'no-store')
        const { body } = request
        if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpError(400, API_MESSAGES.bodyNotObject)
        if (isHoneypotFilled(body)) {
          request.log.info('Honeypot lleno (Registro a evento): se descarta sin avisar')
          const decoy: EventSignUpAnswer = { ok: true, folio: decoyFolio(FOLIO_SERIES.eventSignUp, options.now()), estado: 'confirmada' }
          return reply.code(201).send(decoy)
        }
      },
    },
    async (request, reply) => {
      try {
        const answer = await signUpForEvent(app.db, request.params.slug, request.body, options.now(), context)
        request.log.info({ folio: answer.folio, estado: answer.estado }, 'Registro a evento guardado')
        app.outbox.wake()
        return reply.code(201).send(answer)
      } catch (error) {
        if (error instanceof SignUpRefusedError) throw new HttpError(STATUS_OF_REFUSAL[error.reason], EVENT_SIGN_UP_CLOSED[error.reason])
        throw error
      }
    },
  )

  routes.post(
    EVENT_SIGN_UP_API_PATHS.cancel,
    {
      bodyLimit: JSON_BODY_MAX_BYTES,
      onRequest: formRateLimit(app, EVENT_SIGN_UP_API_PATHS.cancel, options),
      schema: { body: eventCancellationSchema, response: { 200: eventCancellationAnswerSchema, 404: messageBodySchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const title = await cancelWithKey(app.db, request.body, options.now(), context)
      if (title === null) throw new HttpError(404, EVENT_CANCELLATION_MESSAGES.notFound)
      app.outbox.wake()
      return { ok: true as const, evento: title }
    },
  )
}

export default eventSignUpRoutes
