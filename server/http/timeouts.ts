import type { ServerOptions, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyInstance, FastifyServerOptions } from 'fastify'
import { UPLOAD_MIN_RATE } from '#contracts/limits.ts'
import { API_MESSAGES } from '#server/http/messages.ts'

/** The slowest upload waited for: at least `bytes` in every `windowMs`. */
export interface UploadRate {
  readonly bytes: number
  readonly windowMs: number
}

/** How long a connection may take at each stage before the server gives up on it. */
export interface HttpTimeouts {
  /** From the first byte of a request to the last byte of its body (REQUEST_TIMEOUT_MS). */
  readonly requestMs: number
  /** From the connection (or the previous request) to the end of the request's headers. */
  readonly headersMs: number
  /** How long an idle keep-alive connection stays open for a next request (KEEP_ALIVE_TIMEOUT_MS). */
  readonly keepAliveMs: number
  /** A connection on which nothing moves either way for this long is closed. */
  readonly idleMs: number
  /** An upload's slowest pace (contracts/limits.ts). */
  readonly uploadMinRate: UploadRate
}

/**
 * Ours: headers are a few hundred bytes, whole in well under a second on any real connection;
 * twenty seconds only leaves room for a proxy's or a phone's hiccup, not for a slow-loris.
 */
export const HEADERS_TIMEOUT_MS = 20_000

/** Ours: a connection silent both ways for a minute is dead (longer than the upload pace's window, so a stall gets its 408 first). */
export const CONNECTION_IDLE_TIMEOUT_MS = 60_000

// Node checks the headers and request time-outs on a timer (30 s by default): often enough to
// hold them to about their value, without walking the connections more than needed.
const MAX_CHECK_INTERVAL_MS = 5_000

/** The production time-outs, with the two an operator tunes taken from the configuration. */
export function httpTimeouts(config: { requestTimeoutMs: number; keepAliveTimeoutMs: number }, overrides: Partial<HttpTimeouts> = {}): HttpTimeouts {
  return {
    requestMs: config.requestTimeoutMs,
    headersMs: HEADERS_TIMEOUT_MS,
    keepAliveMs: config.keepAliveTimeoutMs,
    idleMs: CONNECTION_IDLE_TIMEOUT_MS,
    uploadMinRate: UPLOAD_MIN_RATE,
    ...overrides,
  }
}

/** Fastify's options for those time-outs, and Node's http server's through `http`. */
type TimeoutServerOptions = Pick<FastifyServerOptions, 'requestTimeout' | 'keepAliveTimeout' | 'connectionTimeout' | 'clientErrorHandler'> & {
  readonly http: ServerOptions
}


export function timeoutServerOptions(timeouts: HttpTimeouts): TimeoutServerOptions {
  // Node refuses a headers time-out longer than the request's.
  const headersTimeout = Math.min(timeouts.headersMs, timeouts.requestMs)
  return {
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionTimeout: timeouts.idleMs,
    http: { headersTimeout, connectionsCheckingInterval: Math.max(10, Math.min(MAX_CHECK_INTERVAL_MS, Math.floor(headersTimeout / 2))) },
    clientErrorHandler: answerConnectionError,
  }
}

/** Fastify's `clientErrorHandler` is called with the instance as `this`. */
type ConnectionError = Error & { code?: string }

const ANSWER_BY_CODE: Readonly<Record<string, readonly [number, string, string]>> = {
  // Node's headers and request time-outs both report this code.
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', API_MESSAGES.requestTimeout],
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', API_MESSAGES.badRequest],
}

/**
 * A connection Node gives up on before Fastify has a request (headers that never end, a body past
 * the request time-out, bytes that are not HTTP): `{ mensaje }` in Spanish when nothing of an
 * answer went out yet, then the connection closes. Logged as one short line: it is the client's doing.
 */
function answerConnectionError(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const [status, reason, mensaje] = ANSWER_BY_CODE[error.code ?? ''] ?? [400, 'Bad Request', API_MESSAGES.badRequest]
  this.log.info({ code: error.code, statusCode: status }, 'Conexión cerrada por el servidor')
  // Node keeps the response in progress on the socket; once its head went out, a second answer would corrupt it.
  const inProgress = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage
  if (socket.writable && inProgress?.headersSent !== true) {
    const body = JSON.stringify({ mensaje })
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    )
  }
  socket.destroy(error)
}
