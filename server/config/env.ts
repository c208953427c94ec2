import { isAbsolute, resolve } from 'node:path'
import { isIP } from 'node:net'
import { z } from 'zod'
import {
  DEFAULT_PUBLIC_BASE_URL,
  PUBLIC_BASE_URL_MESSAGE,
  isPublicBaseUrl,
  withoutTrailingSlash,
} from '#contracts/public-base-url.ts'
import { RETENTION_MONTHS_DEFAULT } from '#contracts/limits.ts'
import { RATE_WINDOW_MAX_MS } from '#server/config/rate-limit.ts'
import { RETENTION_MONTHS_MESSAGE, parseRetentionMonths } from '#contracts/retention.ts'
import { DEFAULT_SWEEP_TIMING, STORAGE_DRIVERS } from '#server/config/storage.ts'

/** Where the data lives: a SQLite file (or `:memory:`) or a PostgreSQL server. */
export type DatabaseConfig =
  | { readonly dialect: 'sqlite'; readonly filename: string }
  | { readonly dialect: 'postgres'; readonly connectionString: string }

export const NODE_ENVS = ['production', 'development', 'test'] as const
export type NodeEnv = (typeof NODE_ENVS)[number]

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

/** Fastify's `trustProxy`: off, on for any peer, or the proxy addresses to trust. */
export type TrustProxy = boolean | readonly string[]

const SQLITE_MEMORY = ':memory:'
const AUTH_SECRET_MIN_CHARS = 32
const DEFAULT_SQLITE_FILE = 'data/app.db'
const MAX_PORT = 65_535
// Proxy keywords understood by Fastify's trustProxy (proxy-addr).
const TRUST_PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal'])

const MESSAGES = {
  port: `debe ser un entero entre 1 y ${MAX_PORT}`,
  nodeEnv: `debe ser uno de: ${NODE_ENVS.join(', ')}`,
  logLevel: `debe ser uno de: ${LOG_LEVELS.join(', ')}`,
  databaseUrl:
    'debe empezar con file:, sqlite:, postgres:// o postgresql:// (sin definir usa SQLite en ' +
    `${DEFAULT_SQLITE_FILE})`,
  databaseUrlEmptyPath: 'la ruta del archivo SQLite está vacía',
  databaseUrlPostgres: 'no es una URL de PostgreSQL bien formada (postgres://usuario@servidor:puerto/base)',
  positiveMs: 'debe ser un entero positivo de milisegundos',
  trustProxy:
    'debe ser true, false o una lista separada por comas de direcciones IP, rangos CIDR ' +
    'o loopback, linklocal, uniquelocal',
  smtpUrl: 'debe ser una URL smtp://usuario:contraseña@servidor:puerto o smtps://… (sin definir escribe archivos .eml)',
  mailFrom: 'debe ser una dirección de correo, con o sin nombre: "Instituto" <no-responder@dominio.mx>',
  mailTo: 'debe ser una o varias direcciones de correo separadas por comas',
  rateLimitMax: 'debe ser un entero positivo de solicitudes',
  storageDriver: `debe ser uno de: ${STORAGE_DRIVERS.join(', ')}`,
  attachmentMaxMb: 'debe ser un entero de megabytes entre 1 y 100',
  rateLimitWindow: `debe ser un entero positivo de milisegundos, de un día como máximo (${RATE_WINDOW_MAX_MS})`,
  confirmationsPerDay: 'debe ser un entero de 0 en adelante (0: no se envían confirmaciones)',
  authSecret: `debe tener al menos ${AUTH_SECRET_MIN_CHARS} caracteres (por ejemplo: openssl rand -base64 32)`,
} as const

function integerIn(min: number, max: number, message: string) {
  return z
    .string()
    .regex(/^\d+$/, message)
    .transform(Number)
    .pipe(z.number().int(message).min(min, message).max(max, message))
}

const positiveMs = integerIn(1, Number.MAX_SAFE_INTEGER, MESSAGES.positiveMs)

function parseDatabaseUrl(value: string | undefined, cwd: string): DatabaseConfig | string {
  if (value === undefined) {
    return { dialect: 'sqlite', filename: resolve(cwd, DEFAULT_SQLITE_FILE) }
  }
  const sqlitePrefix = ['file:', 'sqlite:'].find((prefix) => value.toLowerCase().startsWith(prefix))
  if (sqlitePrefix !== undefined) {
    // `file:///abs/app.db` and `sqlite://rel.db` are common spellings: drop the empty authority.
    const path = value.slice(sqlitePrefix.length).replace(/^\/\//, '')
    if (path === '') return MESSAGES.databaseUrlEmptyPath
    if (path === SQLITE_MEMORY) return { dialect: 'sqlite', filename: SQLITE_MEMORY }
    return { dialect: 'sqlite', filename: isAbsolute(path) ? path : resolve(cwd, path) }
  }
  if (/^postgres(ql)?:\/\//i.test(value)) {
    return URL.canParse(value) ? { dialect: 'postgres', connectionString: value } : MESSAGES.databaseUrlPostgres
  }
  return MESSAGES.databaseUrl
}

function isProxyAddress(entry: string): boolean {
  if (TRUST_PROXY_KEYWORDS.has(entry)) return true
  const [address = '', prefix, ...rest] = entry.split('/')
  const version = isIP(address)
  if (version === 0 || rest.length > 0) return false
  if (prefix === undefined) return true
  const maxPrefix = version === 4 ? 32 : 128
  return /^\d+$/.test(prefix) && Number(prefix) <= maxPrefix
}

function parseTrustProxy(value: string): TrustProxy | undefined {
  const lower = value.toLowerCase()
  if (lower === 'true') return true
  if (lower === 'false') return false
  const entries = value.split(',').map((entry) => entry.trim())
  return entries.every(isProxyAddress) ? entries : undefined
}

const emailSchema = z.email()

function isEmail(value: string): boolean {
  return emailSchema.safeParse(value).success
}

/** `addr@x.mx` or `Name <addr@x.mx>` / `"Name" <addr@x.mx>`. */
function isMailbox(value: string): boolean {
  const named = /^(?:"[^"\r\n]*"|[^"<>\r\n]*)\s*<([^<>\s]+)>$/.exec(value)
  return isEmail(named ? (named[1] ?? '') : value)
}

function isSmtpUrl(value: string): boolean {
  return /^smtps?:\/\//i.test(value) && URL.canParse(value)
}

const mailList = z.string().transform((value, ctx): string[] => {
  const list = value.split(',').map((entry) => entry.trim())
  if (!list.every(isEmail)) {
    ctx.addIssue({ code: 'custom', message: MESSAGES.mailTo })
    return z.NEVER
  }
  return list
})

/** A folder or file path, resolved against the working directory. */
const pathIn = (cwd: string) => z.string().transform((value) => resolve(cwd, value))

/**
 * One environment variable, defined once: what it means (README table and `.env.example` come
 * from here, `npm run docs:env`), its default as it would be written in the environment, and the
 * schema that checks and converts the trimmed text (or `undefined` when it has no default and is unset).
 */
interface EnvVariable<T> {
  readonly description: string
  readonly default?: string
  /** README's default column when there is no default: what being unset means. */
  readonly whenUnset?: string
  readonly schema: (cwd: string) => z.ZodType<T, string | undefined>
}

function variable<T>(definition: EnvVariable<T>): EnvVariable<T> {
  return definition
}

/** Every variable the server reads, in the order the README and `.env.example` list them. */
export const ENV_VARIABLES = {
  PORT: variable({
    description: 'HTTP port (1-65535).',
    default: '3000',
    schema: () => integerIn(1, MAX_PORT, MESSAGES.port),
  }),
  HOST: variable({
    description: 'Interface to listen on: `0.0.0.0` for every IPv4 interface, `127.0.0.1` for local only.',
    default: '0.0.0.0',
    schema: () => z.string(),
  }),
  NODE_ENV: variable({
    description: '`production`, `development` (readable logs through pino-pretty) or `test`.',
    default: 'production',
    schema: () => z.enum(NODE_ENVS, MESSAGES.nodeEnv),
  }),
  LOG_LEVEL: variable({
    description: `pino level: ${LOG_LEVELS.map((level) => `\`${level}\``).join(', ')}.`,
    default: 'info',
    schema: () => z.enum(LOG_LEVELS, MESSAGES.logLevel),
  }),
  DATABASE_URL: variable({
    description:
      '`file:path/to.db` (or `sqlite:`) for another SQLite file, relative to the working directory ' +
      '(`file::memory:` in memory), or `postgres://user:pass@host:5432/db` for PostgreSQL.',
    whenUnset: `SQLite file \`${DEFAULT_SQLITE_FILE}\``,
    schema: (cwd) =>
      z.string().optional().transform((value, ctx): DatabaseConfig => {
        const parsed = parseDatabaseUrl(value, cwd)
        if (typeof parsed === 'string') {
          ctx.addIssue({ code: 'custom', message: parsed })
          return z.NEVER
        }
        return parsed
      }),
  }),
  SITE_DIR: variable({
    description: 'The build output holding `client/` and `not-found.html`.',
    default: 'build',
    schema: pathIn,
  }),
  SHUTDOWN_TIMEOUT_MS: variable({
    description: 'On SIGTERM/SIGINT, how long in-flight requests may take before the process exits anyway.',
    default: '10000',
    schema: () => positiveMs,
  }),
  REQUEST_TIMEOUT_MS: variable({
    description:
      'The longest a request may take to arrive whole, headers and body (then `408` and the connection closes). ' +
      'The default lets a 10 MB receipt arrive at about 35 KB/s; an upload that stalls is cut sooner anyway.',
    default: '300000',
    schema: () => positiveMs,
  }),
  KEEP_ALIVE_TIMEOUT_MS: variable({
    description:
      'How long an idle keep-alive connection stays open for a next request. Behind a proxy or load balancer, ' +
      'keep it longer than the proxy\'s own idle time-out for its upstream connections.',
    default: '72000',
    schema: () => positiveMs,
  }),
  TRUST_PROXY: variable({
    description:
      'Behind a reverse proxy: `true`, or better a comma list of proxy addresses/CIDRs ' +
      '(`127.0.0.1,10.0.0.0/8`) or `loopback`, whose `X-Forwarded-*` headers are trusted.',
    default: 'false',
    schema: () =>
      z.string().transform((value, ctx): TrustProxy => {
        const parsed = parseTrustProxy(value)
        if (parsed === undefined) {
          ctx.addIssue({ code: 'custom', message: MESSAGES.trustProxy })
          return z.NEVER
        }
        return parsed
      }),
  }),
  SMTP_URL: variable({
    description:
      '`smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://user:pass@host:465` to send e-mail; ' +
      'unset, every message is written as a real `.eml` file to `OUTBOX_DIR`.',
    whenUnset: 'messages written as `.eml` files',
    schema: () =>
      z
        .string()
        .refine(isSmtpUrl, MESSAGES.smtpUrl)
        .optional()
        .transform((value) => value ?? null),
  }),
  MAIL_FROM: variable({
    description: 'Sender of every message: an address, or `"Name" <address>`.',
    default: '"Instituto (sitio web)" <no-responder@instituto-ejemplo.edu.mx>',
    schema: () => z.string().refine(isMailbox, MESSAGES.mailFrom),
  }),
  OUTBOX_DIR: variable({
    description: 'Where `.eml` files go while `SMTP_URL` is unset.',
    default: 'data/outbox',
    schema: pathIn,
  }),
  CONTACT_MAIL_TO: variable({
    description: 'Staff who receive contact messages (comma-separated).',
    default: 'contacto@instituto-ejemplo.edu.mx',
    schema: () => mailList,
  }),
  ADMISSIONS_MAIL_TO: variable({
    description: 'Admissions staff who receive fichas (comma-separated).',
    default: 'admisiones@instituto-ejemplo.edu.mx',
    schema: () => mailList,
  }),
  DOCUMENTS_MAIL_TO: variable({
    description:
      'School-services staff who receive each document request, with its payment receipt attached (comma-separated).',
    default: 'servicios-escolares@instituto-ejemplo.edu.mx',
    schema: () => mailList,
  }),
  MAIL_ATTACHMENT_MAX_MB: variable({
    description:
      'The largest payment receipt attached to the school-services e-mail, in MB (1-100). A larger one is not ' +
      'attached (base64 makes a 10 MB file a 14 MB e-mail, which many mail servers refuse): the e-mail links to ' +
      "the request's page in the staff area, which downloads it.",
    default: '5',
    schema: () => integerIn(1, 100, MESSAGES.attachmentMaxMb),
  }),
  UPLOAD_DIR: variable({
    description:
      'Where uploads are received (temp files, checked there) and, with `STORAGE_DRIVER=local`, where payment receipts ' +
      'and delivered documents are stored under random names. Keep it outside `build/` and any public folder; with the ' +
      'local driver back it up with the database (the outbox attaches receipts from it).',
    default: 'data/uploads',
    schema: pathIn,
  }),
  STORAGE_DRIVER: variable({
    description:
      'Where stored files live: `local` (in `UPLOAD_DIR`, one host) or `database` (in the `stored_files` table, ' +
      'written with the row that names them, so every API host behind a balancer reads them; docs/decisions/028).',
    default: 'local',
    schema: () => z.enum(STORAGE_DRIVERS, MESSAGES.storageDriver),
  }),
  STORAGE_SWEEP_INTERVAL_MS: variable({
    description: 'How often each server removes interrupted uploads and stored files no row names.',
    default: String(DEFAULT_SWEEP_TIMING.intervalMs),
    schema: () => positiveMs,
  }),
  STORAGE_SWEEP_MIN_AGE_MS: variable({
    description:
      'The sweep leaves alone a temp file touched, or a stored file committed, less than this long ago: keep it well ' +
      'above any request (a slow upload, its row still committing). Lower only in tests.',
    default: String(DEFAULT_SWEEP_TIMING.minAgeMs),
    schema: () => positiveMs,
  }),
  PUBLIC_BASE_URL: variable({
    description:
      "The site's public origin, no path. `npm run build` writes it into every page's canonical and " +
      'Open Graph URLs, `sitemap.xml` and `robots.txt`; the server prints it into the certificate QR ' +
      'codes (`PUBLIC_BASE_URL/certificates/verificacion/FOLIO`). Give the build and the server the same value.',
    default: DEFAULT_PUBLIC_BASE_URL,
    schema: () => z.string().refine(isPublicBaseUrl, PUBLIC_BASE_URL_MESSAGE).transform(withoutTrailingSlash),
  }),
  RETENTION_MONTHS: variable({
    description:
      'Months a closed contact message, ficha or document request is kept, with its payment receipt and delivered ' +
      'documents, before the daily retention job deletes it (1-120; `npm run retention -- --dry-run` lists what is due). ' +
      '`npm run build` writes it into the privacy notice, and the server refuses to start when the built notice ' +
      'states another number: give the build and the server the same value.',
    default: String(RETENTION_MONTHS_DEFAULT),
    schema: () =>
      z.string().transform((value, ctx): number => {
        const months = parseRetentionMonths(value)
        if (months === undefined) {
          ctx.addIssue({ code: 'custom', message: RETENTION_MONTHS_MESSAGE })
          return z.NEVER
        }
        return months
      }),
  }),
  RATE_LIMIT_MAX: variable({
    description:
      'Form submissions allowed per client (an IPv4 address, or an IPv6 /64), per endpoint, per window (then `429`); ' +
      'counted in the database, so every server process shares the count. Behind a proxy set ' +
      "`TRUST_PROXY`, or every visitor shares the proxy's limit.",
    // Generous on purpose: a school lab behind one public IP may send many fichas at once, and the
    // honeypot already stops simple bots.
    default: '60',
    schema: () => integerIn(1, Number.MAX_SAFE_INTEGER, MESSAGES.rateLimitMax),
  }),
  RATE_LIMIT_WINDOW_MS: variable({
    description: 'Length of that window (at most a day).',
    default: '600000',
    schema: () => integerIn(1, RATE_WINDOW_MAX_MS, MESSAGES.rateLimitWindow),
  }),
  CONFIRMATIONS_PER_ADDRESS_PER_DAY: variable({
    description:
      'Confirmation e-mails (ficha, document request) sent to one address per day, institute time. Beyond it the ' +
      "submission is still stored and staff still notified; only the confirmation is skipped, and the item's history says so.",
    default: '3',
    schema: () => integerIn(0, Number.MAX_SAFE_INTEGER, MESSAGES.confirmationsPerDay),
  }),
  AUTH_SECRET: variable({
    description:
      'Signs the staff session cookies and encrypts two-factor secrets (32+ characters: `openssl rand -base64 32`). ' +
      'Give every server process the same value; changing it signs everyone out.',
    whenUnset: 'one made at first start and kept in the database',
    schema: () =>
      z
        .string()
        .min(AUTH_SECRET_MIN_CHARS, MESSAGES.authSecret)
        .optional()
        .transform((value) => value ?? null),
  }),
}

type EnvVariables = typeof ENV_VARIABLES
type EnvValues = { [Name in keyof EnvVariables]: EnvVariables[Name] extends EnvVariable<infer T> ? T : never }

// An empty variable (`PORT=` in a .env file) means "use the default", as if it were unset.
function trimmedOrDefault(fallback: string | undefined) {
  return z
    .string()
    .optional()
    .transform((value) => (value === undefined || value.trim() === '' ? fallback : value.trim()))
}

function envSchema(cwd: string) {
  const shape = Object.fromEntries(
    Object.entries(ENV_VARIABLES).map(([name, definition]: [string, EnvVariable<unknown>]) => [
      name,
      trimmedOrDefault(definition.default).pipe(definition.schema(cwd)),
    ]),
  )
  return z.object(shape) as unknown as z.ZodType<EnvValues, NodeJS.ProcessEnv>
}

/** Everything the server reads from its environment, parsed and typed once at boot. */
function toConfig(vars: EnvValues) {
  return {
    port: vars.PORT,
    host: vars.HOST,
    nodeEnv: vars.NODE_ENV,
    logLevel: vars.LOG_LEVEL,
    database: vars.DATABASE_URL,
    /** Absolute path of the React Router build directory (holds `client/` and `not-found.html`). */
    siteDir: vars.SITE_DIR,
    shutdownTimeoutMs: vars.SHUTDOWN_TIMEOUT_MS,
    /** Time-outs of every connection (server/http/timeouts.ts adds the fixed ones). */
    http: { requestTimeoutMs: vars.REQUEST_TIMEOUT_MS, keepAliveTimeoutMs: vars.KEEP_ALIVE_TIMEOUT_MS },
    trustProxy: vars.TRUST_PROXY,
    /** Outgoing e-mail: where it goes and who receives the staff notifications. */
    mail: {
      /** `null` writes each message as an `.eml` file in `outboxDir` instead. */
      smtpUrl: vars.SMTP_URL,
      from: vars.MAIL_FROM,
      outboxDir: vars.OUTBOX_DIR,
      contactRecipients: vars.CONTACT_MAIL_TO,
      admissionsRecipients: vars.ADMISSIONS_MAIL_TO,
      documentsRecipients: vars.DOCUMENTS_MAIL_TO,
      /** A receipt larger than this is linked from the staff e-mail, not attached. */
      attachmentMaxBytes: vars.MAIL_ATTACHMENT_MAX_MB * 1024 * 1024,
      /** Confirmations to one requester's address per institute day; beyond it they are skipped and noted. */
      confirmationsPerAddressPerDay: vars.CONFIRMATIONS_PER_ADDRESS_PER_DAY,
    },
    /** The per-client limit on each form endpoint (spam and abuse), counted in the database. */
    rateLimit: { max: vars.RATE_LIMIT_MAX, windowMs: vars.RATE_LIMIT_WINDOW_MS },
    /** Absolute folder of the uploads (temp files; the stored files too with the local driver); never inside a public folder. */
    uploadDir: vars.UPLOAD_DIR,
    /** Where stored files live, and the periodic sweep of what nothing needs. */
    storage: {
      driver: vars.STORAGE_DRIVER,
      sweepIntervalMs: vars.STORAGE_SWEEP_INTERVAL_MS,
      sweepMinAgeMs: vars.STORAGE_SWEEP_MIN_AGE_MS,
    },
    /** The site's public origin, without a trailing slash. */
    publicBaseUrl: vars.PUBLIC_BASE_URL,
    /** Closed submissions are deleted this many months after they closed (the privacy notice states it). */
    retentionMonths: vars.RETENTION_MONTHS,
    /** The staff sessions' signing key; `null` uses the one kept in the database. */
    authSecret: vars.AUTH_SECRET,
  } as const
}

export type AppConfig = ReturnType<typeof toConfig>
export type MailConfig = AppConfig['mail']
export type RateLimitConfig = AppConfig['rateLimit']

/** Thrown by {@link loadConfig}; its message names every wrong variable and why, in Spanish. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError'
  readonly problems: readonly string[]

  constructor(problems: readonly string[]) {
    super(`Configuración no válida:\n${problems.map((problem) => `- ${problem}`).join('\n')}`)
    this.problems = problems
  }
}

/**
 * Parses the server's environment variables ({@link ENV_VARIABLES}). Relative paths
 * (SQLite file, SITE_DIR, …) are resolved against `cwd`.
 *
 * @throws {ConfigError} naming every wrong variable and why.
 */
export function loadConfig(env: NodeJS.ProcessEnv, cwd: string = process.cwd()): AppConfig {
  const result = envSchema(cwd).safeParse(env)
  if (!result.success) {
    const problems = new Map<string, string>()
    for (const issue of result.error.issues) {
      const variable = String(issue.path[0] ?? 'entorno')
      // One reason per variable is enough to fix it; zod may report a chain for the same value.
      if (!problems.has(variable)) problems.set(variable, `${variable}: ${issue.message}`)
    }
    throw new ConfigError([...problems.values()])
  }
  return toConfig(result.data)
}
