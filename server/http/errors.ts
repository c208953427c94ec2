import type { FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import type { z } from '#contracts/zod.ts'
import type { FieldErrors } from '#contracts/api-responses.ts'
import { isDatabaseUnreachable } from '#server/db/unreachable.ts'
import { API_MESSAGES } from '#server/http/messages.ts'

/**
 * An error a route throws on purpose: its status and its Spanish message reach the client
 * as `{ mensaje }` unchanged.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError'
  readonly statusCode: number

  constructor(statusCode: number, mensaje: string) {
    super(mensaje)
    this.statusCode = statusCode
  }
}

/** A problem with one field; `_` names the body as a whole. */
interface FieldProblem {
  readonly field: string
  readonly message: string
}

/** DESIGN.md: problems as `{ campo: [mensaje] }`, each field's messages in order, without repeats. */
function collectFieldErrors(problems: Iterable<FieldProblem>): FieldErrors {
  const errors: Record<string, string[]> = {}
  for (const { field, message } of problems) {
    const messages = (errors[field] ??= [])
    if (!messages.includes(message)) messages.push(message)
  }
  return errors
}

/** A zod error's issues as field errors, by the first key of each issue's path. */
export function fieldErrorsOf(error: z.core.$ZodError): FieldErrors {
  return collectFieldErrors(
    error.issues.map((issue) => ({ field: issue.path.length === 0 ? '_' : String(issue.path[0]), message: issue.message })),
  )
}

/** Invalid input: answered `422 { errors: { campo: [mensaje] } }`. */
export class ValidationError extends Error {
  override readonly name = 'ValidationError'
  readonly statusCode = 422
  readonly errors: FieldErrors

  constructor(errors: FieldErrors) {
    super('Datos no válidos')
    this.errors = errors
  }
}

// Fastify's own client errors, whose English messages must not reach the client.
const MESSAGE_BY_CODE: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: API_MESSAGES.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: API_MESSAGES.emptyJson,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: API_MESSAGES.contentLengthMismatch,
  FST_ERR_CTP_BODY_TOO_LARGE: API_MESSAGES.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: API_MESSAGES.unsupportedMediaType,
}

const MESSAGE_BY_STATUS: Readonly<Record<number, string>> = {
  400: API_MESSAGES.badRequest,
  401: API_MESSAGES.unauthorized,
  403: API_MESSAGES.forbidden,
  404: API_MESSAGES.notFound,
  405: API_MESSAGES.methodNotAllowed,
  408: API_MESSAGES.requestTimeout,
  413: API_MESSAGES.bodyTooLarge,
  415: API_MESSAGES.unsupportedMediaType,
  429: API_MESSAGES.tooManyRequests,
}

function propertyOf(error: unknown, key: string): unknown {
  return typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[key] : undefined
}

/** How long a client is asked to wait (`Retry-After`) while the database cannot be reached. */
export const DATABASE_RETRY_AFTER_S = 30

/** The HTTP status an error asks for; anything without a valid 4xx/5xx status is a 500. */
export function statusCodeOf(error: unknown): number {
  const status = propertyOf(error, 'statusCode')
  return typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500
}

/** The Spanish `mensaje` for a client error (4xx). */
export function clientErrorMessage(error: unknown, statusCode: number): string {
  if (error instanceof HttpError) return error.message
  const code = propertyOf(error, 'code')
  const byCode = typeof code === 'string' ? MESSAGE_BY_CODE[code] : undefined
  return byCode ?? MESSAGE_BY_STATUS[statusCode] ?? API_MESSAGES.badRequest
}

/**
 * The field errors of invalid input: thrown by a handler ({@link ValidationError}) or found by
 * Fastify checking a route's declared zod schema (body, query string or path parameters).
 */
function invalidFieldsOf(error: unknown): FieldErrors | undefined {
  if (error instanceof ValidationError) return error.errors
  if (!hasZodFastifySchemaValidationErrors(error)) return undefined
  // `instancePath` is `/campo` (or `/` for the whole body).
  return collectFieldErrors(
    error.validation.map(({ instancePath, message }) => ({
      field: instancePath.split('/')[1] || '_',
      message: message ?? API_MESSAGES.badRequest,
    })),
  )
}

/**
 * zod's own message for a problem its schema words no message for (English by default): in
 * Spanish, and in terms a person can act on. The contracts word each field's messages; this
 * covers any schema that does not.
 */
export function defaultIssueMessage(issue: z.core.$ZodRawIssue): string {
  if (issue.code !== 'invalid_type') return API_MESSAGES.invalidValue
  if (issue.input === undefined) return API_MESSAGES.missingValue
  if ((issue.path ?? []).length === 0 && issue.expected === 'object') return API_MESSAGES.bodyNotObject
  return API_MESSAGES.invalidValue
}

/**
 * A refused request (4xx) as one short line: the client's mistake, so no stack trace.
 * `detail` adds what was wrong (the error's code and message, the invalid fields).
 */
export function logClientError(request: FastifyRequest, statusCode: number, detail: Record<string, unknown> = {}): void {
  request.log.info({ method: request.method, url: request.url, statusCode, ...detail }, 'Solicitud rechazada')
}

/**
 * The one error handler (STYLE §5). Validation errors answer `422 { errors }`; other client
 * errors answer `{ mensaje }` in Spanish with their status; anything else is logged with the
 * request id and answers a generic 500-class `{ mensaje }`, so no internal detail leaks.
 */
export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const statusCode = statusCodeOf(error)
  reply.header('cache-control', 'no-store')
  if (statusCode === 500 && isDatabaseUnreachable(error)) {
    // An outage to report, not a fault in the code: no stack, and the client is told to come back.
    request.log.warn({ code: propertyOf(error, 'code'), reason: propertyOf(error, 'message') }, 'La base de datos no está disponible')
    return reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_S)).send({ mensaje: API_MESSAGES.databaseUnavailable })
  }
  if (statusCode >= 500) {
    request.log.error({ err: error }, 'Error interno al atender la solicitud')
    return reply.code(statusCode).send({ mensaje: API_MESSAGES.internalError })
  }
  const invalid = invalidFieldsOf(error)
  if (invalid !== undefined) {
    logClientError(request, 422, { fields: Object.keys(invalid) })
    return reply.code(422).send({ errors: invalid })
  }
  logClientError(request, statusCode, { code: propertyOf(error, 'code'), reason: propertyOf(error, 'message') })
  return reply.code(statusCode).send({ mensaje: clientErrorMessage(error, statusCode) })
}

/**
 * Fastify's `frameworkErrors`: a URL it cannot route at all (a broken `%` escape, a path segment
 * longer than the router takes) would otherwise get Fastify's own English JSON. Both are the
 * client's mistake in the address: `400 { mensaje }` in Spanish.
 */
export function handleFrameworkError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  logClientError(request, 400, { code: propertyOf(error, 'code') })
  return reply.code(400).header('cache-control', 'no-store').send({ mensaje: API_MESSAGES.badUrl })
}
