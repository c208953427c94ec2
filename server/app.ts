import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import Fastify, { LogController, type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions, type RouteOptions } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { API_BASE_PATH } from '#contracts/api-paths.ts'
import { z } from '#contracts/zod.ts'
import type { AppConfig } from '#server/config/env.ts'
import type { DatabaseHandle } from '#server/db/database.ts'
import { defaultIssueMessage, handleError, handleFrameworkError } from '#server/http/errors.ts'
import { API_MESSAGES } from '#server/http/messages.ts'
import { createNotFoundHandler } from '#server/http/not-found.ts'
import { refuseCrossSite } from '#server/http/same-site.ts'
import { httpTimeouts, timeoutServerOptions, type HttpTimeouts } from '#server/http/timeouts.ts'
import compression from '#server/plugins/external/compression.ts'
import type { ScheduledJobOverrides } from '#server/jobs/scheduled-job.ts'
import db from '#server/plugins/app/db.ts'
import outbox, { type OutboxOverrides } from '#server/plugins/app/outbox.ts'
import panel from '#server/plugins/app/panel.ts'
import staffAuth from '#server/plugins/app/staff-auth.ts'
import retention from '#server/plugins/app/retention.ts'
import taskDigest from '#server/plugins/app/task-digest.ts'
import eventReminders from '#server/plugins/app/event-reminders.ts'
import storage, { type StorageSweepOverrides } from '#server/plugins/app/storage.ts'
import { usesSecureCookies } from '#server/auth/auth.ts'
import securityHeaders, { setSecurityHeaders } from '#server/plugins/external/security-headers.ts'
import renderedSite from '#server/plugins/app/rendered-site.ts'
import staticSite from '#server/plugins/app/static-site.ts'
import admissionFormRoutes from '#server/routes/api/v1/admission-form.ts'
import certificateRoutes from '#server/routes/api/v1/certificate.ts'
import documentRequestRoutes from '#server/routes/api/v1/document-request.ts'
import becaApplicationRoutes from '#server/routes/api/v1/beca-application.ts'
import contactMessageRoutes from '#server/routes/api/v1/contact-message.ts'
import healthRoutes from '#server/routes/api/v1/health.ts'
import trackingRoutes from '#server/routes/api/v1/tracking.ts'
import eventSignUpRoutes from '#server/routes/api/v1/event-sign-up.ts'
import searchDocumentsRoutes from '#server/routes/api/v1/search-documents.ts'
import uploadedMedia from '#server/routes/uploaded-media.ts'
import { loadSite } from '#server/site/load-site.ts'
import { CONTENT_REVISION_POLL_MS } from '#server/config/content.ts'

export const REQUEST_ID_HEADER = 'x-request-id'

// Ids from a proxy or client are kept for tracing only if they look like ids, so a header
// cannot inject text into the logs.
const SANE_REQUEST_ID = /^[\w.:@=+/-]{1,128}$/

/** The request id: a sane incoming `x-request-id`, else a fresh UUID. */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER]
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID()
}

/**
 * Fastify answers a URL it cannot route (`frameworkErrors`) without running any hook: what the
 * hooks give every other answer, the request id and the security headers, is set here.
 */
function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  reply.header(REQUEST_ID_HEADER, request.id)
  setSecurityHeaders(reply)
  return handleFrameworkError(error, request, reply)
}

/** Where log lines can go: one JSON line per write. */
interface LogStream {
  write(line: string): void
}

function loggerOptions(config: AppConfig, stream: LogStream | undefined): FastifyServerOptions['logger'] {
  if (stream !== undefined) return { level: config.logLevel, stream }
  if (config.nodeEnv !== 'development') return { level: config.logLevel }
  return {
    level: config.logLevel,
    transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } },
  }
}

/** Test seams: a database already open, or another build folder than SITE_DIR. */
export interface BuildAppOverrides {
  readonly database?: DatabaseHandle
  readonly siteDir?: string
  /** The clock of the form endpoints and the e-mail outbox (tests move it to reach retry times). */
  readonly clock?: () => Date
  /** The e-mail outbox: keep it idle, change its retry policy or its transport. */
  readonly outbox?: OutboxOverrides
  /** The retention job: off under NODE_ENV=test unless `autoStart` asks for it; its timing. */
  readonly retention?: ScheduledJobOverrides
  /** The daily digest of due tasks (issue 38): off under NODE_ENV=test unless `autoStart` asks for it; its timing. */
  readonly taskDigest?: ScheduledJobOverrides
  /** The event reminders (issue 38): off under NODE_ENV=test unless `autoStart` asks for it; its timing. */
  readonly eventReminders?: ScheduledJobOverrides
  /** The storage sweep: on by default; `autoStart: false` keeps it off. */
  readonly storageSweep?: StorageSweepOverrides
  /** Told of every route as it is registered (the panel's access table test lists them). */
  readonly onRoute?: (route: RouteOptions) => void
  /** Where the JSON log lines go instead of stdout (tests read them). */
  readonly logStream?: LogStream
  /** Other time-outs and upload pace than production's (tests shorten them to reach them). */
  readonly http?: Partial<HttpTimeouts>
}

/**
 * Builds the whole server: logging with request ids, security headers, compression, the
 * database (migrated), the `/api/v1` routes and the prerendered site, with one error
 * handler and one not-found handler. The instance is not listening yet: call `listen()`,
 * or `inject()` in tests; `close()` closes the database too.
 */
export async function buildApp(config: AppConfig, overrides: BuildAppOverrides = {}): Promise<FastifyInstance> {
  const timeouts = httpTimeouts(config.http, overrides.http)
  const app = Fastify({
    ...timeoutServerOptions(timeouts),
    logger: loggerOptions(config, overrides.logStream),
    genReqId: requestIdFor,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    trustProxy: typeof config.trustProxy === 'boolean' ? config.trustProxy : [...config.trustProxy],
    // While closing, new requests get 503 and idle keep-alive sockets are dropped at once;
    // requests already running finish (see server.ts).
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    frameworkErrors: answerFrameworkError,
  })

  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id)
  })
  if (overrides.onRoute) app.addHook('onRoute', overrides.onRoute)

  const site = await loadSite(overrides.siteDir ?? config.siteDir, app.log, { retentionMonths: config.retentionMonths })
  // Both handlers and the route schema compilers first, so every plugin registered below inherits them.
  // Routes declare their zod schemas (contracts/) to Fastify; its errors become `422 { errors }`.
  app.setValidatorCompiler(validatorCompiler)
  // zod's process-wide default messages (English) in Spanish, for schemas that word none.
  z.config({ localeError: defaultIssueMessage })
  app.setSerializerCompiler(serializerCompiler)
  app.setErrorHandler(handleError)
  app.setNotFoundHandler(createNotFoundHandler(site.notFound, site.clientDir))

  await app.register(securityHeaders)
  await app.register(compression)
  await app.register(db, { config: config.database, database: overrides.database })
  await app.register(healthRoutes, { prefix: API_BASE_PATH })
  const now = overrides.clock ?? (() => new Date())
  const { driver, sweepIntervalMs, sweepMinAgeMs } = config.storage
  const sweep = { intervalMs: sweepIntervalMs, minAgeMs: sweepMinAgeMs }
  await app.register(storage, { driver, dir: config.uploadDir, sweep, now, ...overrides.storageSweep })
  // The photos staff upload (issue 37), from the store every host shares.
  await app.register(uploadedMedia)
  await app.register(outbox, { mail: config.mail, now, ...overrides.outbox })
  await app.register(retention, {
    minAgeMs: sweepMinAgeMs,
    months: config.retentionMonths,
    now,
    autoStart: config.nodeEnv !== 'test',
    ...overrides.retention,
  })
  await app.register(taskDigest, {
    sender: config.mail.from,
    publicBaseUrl: config.publicBaseUrl,
    now,
    autoStart: config.nodeEnv !== 'test',
    ...overrides.taskDigest,
  })
  await app.register(eventReminders, {
    mail: config.mail,
    publicBaseUrl: config.publicBaseUrl,
    now,
    autoStart: config.nodeEnv !== 'test',
    ...overrides.eventReminders,
  })
  const formOptions = { mail: config.mail, rateLimit: config.rateLimit, publicBaseUrl: config.publicBaseUrl, now }
  // The public forms, refused when another site posts them (the panel has its own message).
  await app.register(async (forms) => {
    forms.addHook('onRequest', refuseCrossSite(config.publicBaseUrl, API_MESSAGES.crossSite))
    await forms.register(contactMessageRoutes, { prefix: API_BASE_PATH, ...formOptions })
    await forms.register(admissionFormRoutes, { prefix: API_BASE_PATH, ...formOptions })
    await forms.register(documentRequestRoutes, { prefix: API_BASE_PATH, ...formOptions, uploadMinRate: timeouts.uploadMinRate })
    await forms.register(becaApplicationRoutes, { prefix: API_BASE_PATH, ...formOptions, uploadMinRate: timeouts.uploadMinRate })
    await forms.register(trackingRoutes, { prefix: API_BASE_PATH, mail: config.mail, publicBaseUrl: config.publicBaseUrl, now })
    await forms.register(eventSignUpRoutes, { prefix: API_BASE_PATH, ...formOptions })
  })
  await app.register(certificateRoutes, { prefix: API_BASE_PATH, now })
  await app.register(searchDocumentsRoutes, { prefix: API_BASE_PATH, site, pollMs: CONTENT_REVISION_POLL_MS, now })
  await app.register(staffAuth, {
    publicBaseUrl: config.publicBaseUrl,
    authSecret: config.authSecret,
    secureCookies: usesSecureCookies(config.nodeEnv),
    sender: config.mail.from,
    now,
  })
  await app.register(panel, { prefix: API_BASE_PATH, publicBaseUrl: config.publicBaseUrl, mail: config.mail, now })
  if (site.clientDir !== null) {
    await app.register(renderedSite, { siteDir: overrides.siteDir ?? config.siteDir, origin: config.publicBaseUrl, pollMs: CONTENT_REVISION_POLL_MS, now })
    await app.register(staticSite, { clientDir: site.clientDir, pagePolicies: site.pagePolicies, noindexPages: site.noindexPages })
  }

  return app
}
