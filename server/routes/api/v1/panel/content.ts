import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { messageBodySchema, type FieldErrors } from '#contracts/api-responses.ts'
import {
  CONTENT_API_PATHS,
  CONTENT_MESSAGES,
  CONTENT_ROLES,
  contentConflictSchema,
  contentDraftAnswerSchema,
  contentEditSchema,
  contentHistorySchema,
  contentListSchema,
  contentPublishedSchema,
  contentRecordSchema,
  contentRestoreSchema,
} from '#contracts/content/content-api.ts'
import { CONTENT_RECORD_MAX_BYTES } from '#contracts/limits.ts'
import { signedInStaff } from '#server/auth/signed-in-staff.ts'
import {
  contentHistory,
  contentList,
  contentRecord,
  discardContentDraft,
  keepContentDraft,
  publishEdit,
  restoreVersion,
  versionAnswer,
} from '#server/content/content-editing.ts'
import { ContentConflictError, ContentInvalidError, ContentNotFoundError, type ContentActor } from '#server/content/content-publishing.ts'
import { HttpError, ValidationError, handleError, logClientError } from '#server/http/errors.ts'
import { API_MESSAGES } from '#server/http/messages.ts'

export interface ContentRoutesOptions {
  readonly now: () => Date
}

const config = { panelAccess: CONTENT_ROLES } as const
const byRecord = z.object({ tipo: z.string(), clave: z.string() })
const notFound = { 404: messageBodySchema }

/** The schema's problems by dotted path (`licenciatura.0.cost.mensualidad.nuevoIngreso.mxn`); the data as a whole is `datos`. */
function fieldErrorsOf(error: ContentInvalidError): FieldErrors {
  const errors: Record<string, string[]> = {}
  for (const { path, message } of error.issues) {
    const messages = (errors[path.map(String).join('.') || 'datos'] ??= [])
    if (!messages.includes(message)) messages.push(message)
  }
  return errors
}

/** The content errors as the API's own: 404, 413 and 422 in Spanish; a conflict answers what is published now. */
function handleContentError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof ContentConflictError && error.current !== undefined) {
    logClientError(request, 409, { reason: error.message })
    return reply.code(409).send({ mensaje: CONTENT_MESSAGES.conflict, actual: versionAnswer(error.current) })
  }
  return handleError(asApiError(error), request, reply)
}

function asApiError(error: FastifyError): unknown {
  if (error instanceof ContentNotFoundError) return new HttpError(404, error.message)
  if (error instanceof ContentConflictError) return new HttpError(404, CONTENT_MESSAGES.recordNotFound)
  if (error instanceof ContentInvalidError) return new ValidationError(fieldErrorsOf(error))
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new HttpError(413, CONTENT_MESSAGES.tooLarge)
  return error
}

/**
 * The panel's «Contenido» section (issue 37), for `contenido` and admin: the records, a draft kept
 * as one types, publish, history and restore. Publish and restore write their audit event.
 */
const contentRoutes: FastifyPluginAsync<ContentRoutesOptions> = async (app, { now }) => {
  // Before the routes: each takes the error handler its plugin has when it is declared.
  app.setErrorHandler(handleContentError)
  const routes = app.withTypeProvider<ZodTypeProvider>()
  const actorOf = (request: FastifyRequest): ContentActor => {
    const { id, email } = signedInStaff(request)
    return { id, email, ip: request.ip }
  }
  const edit = { params: byRecord, body: contentEditSchema }

  routes.get(CONTENT_API_PATHS.list, { schema: { response: { 200: contentListSchema } }, config }, () => contentList(app.db))

  routes.get(CONTENT_API_PATHS.record(), { schema: { params: byRecord, response: { 200: contentRecordSchema, ...notFound } }, config }, (request) =>
    contentRecord(app.db, request.params.tipo, request.params.clave),
  )

  routes.put(
    CONTENT_API_PATHS.draft(),
    { schema: { ...edit, response: { 200: contentDraftAnswerSchema, ...notFound } }, bodyLimit: CONTENT_RECORD_MAX_BYTES, config },
    (request) => {
      // zod takes a missing `unknown` key; a draft of nothing is a mistake of the client's.
      if (request.body.datos === undefined) throw new ValidationError({ datos: [API_MESSAGES.missingValue] })
      const { tipo: kind, clave: key } = request.params
      return keepContentDraft(app.db, { kind, key, edit: request.body, staffId: signedInStaff(request).id }, now())
    },
  )

  routes.delete(CONTENT_API_PATHS.draft(), { schema: { params: byRecord }, config }, async (request, reply) => {
    await discardContentDraft(app.db, request.params.tipo, request.params.clave)
    return reply.code(204).send()
  })

  routes.post(
    CONTENT_API_PATHS.publish(),
    { schema: { ...edit, response: { 200: contentPublishedSchema, 409: contentConflictSchema, ...notFound } }, bodyLimit: CONTENT_RECORD_MAX_BYTES, config },
    (request) => publishEdit(app.db, { kind: request.params.tipo, key: request.params.clave, edit: request.body }, actorOf(request), now()),
  )

  routes.get(CONTENT_API_PATHS.history(), { schema: { params: byRecord, response: { 200: contentHistorySchema, ...notFound } }, config }, (request) =>
    contentHistory(app.db, request.params.tipo, request.params.clave),
  )

  routes.post(
    CONTENT_API_PATHS.restore(),
    { schema: { params: byRecord, body: contentRestoreSchema, response: { 200: contentPublishedSchema, 409: contentConflictSchema, ...notFound } }, config },
    (request) => {
      const { tipo: kind, clave: key } = request.params
      const { version, versionActual: expectedVersion } = request.body
      return restoreVersion(app.db, { kind, key, version, expectedVersion }, actorOf(request), now())
    },
  )
}

export default contentRoutes
