/*
 * Telling a database out of reach from a query gone wrong, by what the drivers raise: the HTTP
 * layer answers the first with 503 and Retry-After, the second with 500.
 */

function propertyOf(error: object, key: string): unknown {
  return (error as Record<string, unknown>)[key]
}

/**
 * Signs of a database out of reach, not of a query gone wrong: the network refusing or cutting
 * the connection (PostgreSQL), PostgreSQL shutting down, starting or out of connections, and
 * SQLite's file locked past the busy wait or not openable.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE'])
/** A network error from a connection the server opened names its system call; a client's own aborted request has none. */
const NETWORK_SYSCALLS = new Set(['connect', 'read', 'write', 'getaddrinfo'])
const POSTGRES_UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300'])
/** PostgreSQL's SQLSTATE class 08: connection exceptions. */
const POSTGRES_CONNECTION_CLASS = /^08[0-9A-Z]{3}$/
const SQLITE_UNAVAILABLE = /^SQLITE_(BUSY|CANTOPEN)(_|$)/
/** pg and pg-pool raise these without a code when a connection breaks or cannot be had. */
const PG_CONNECTION_MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
]

function saysUnreachable(error: object): boolean {
  const code = propertyOf(error, 'code')
  if (typeof code === 'string' && NETWORK_CODES.has(code)) return NETWORK_SYSCALLS.has(String(propertyOf(error, 'syscall')))
  if (typeof code === 'string' && (POSTGRES_UNAVAILABLE_STATES.has(code) || POSTGRES_CONNECTION_CLASS.test(code) || SQLITE_UNAVAILABLE.test(code))) return true
  const message = propertyOf(error, 'message')
  return typeof message === 'string' && PG_CONNECTION_MESSAGES.includes(message)
}

/** How deep `cause` and `errors` (AggregateError) are followed: drivers wrap their errors only shallowly. */
const MAX_CAUSE_DEPTH = 3

/** Whether an error says the database could not be reached (rather than a bug or a bad query). */
export function isDatabaseUnreachable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > MAX_CAUSE_DEPTH) return false
  if (saysUnreachable(error)) return true
  const inner: unknown[] = [propertyOf(error, 'cause'), ...[propertyOf(error, 'errors')].flat()]
  return inner.some((cause) => isDatabaseUnreachable(cause, depth + 1))
}
