import { isAbsolute, resolve } from 'node:path'
import { isIP } from 'node:net'
import { z } from 'zod'
import {
  DEFAULT_PUBLIC_BASE_URL,
  PUBLIC_BASE_URL_MESSAGE,
  isPublicBaseUrl,
  withoutTrailingSlash,
} from '#contracts/public-base-url.ts'

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

/** Outgoing e-mail: where it goes and who receives the staff notifications. */
export interface MailConfig {
  /** `smtp://` or `smtps://` URL of the mail server; `null` writes each message as an `.eml` file instead. */
  readonly smtpUrl: string | null
  /** The From of every message, e.g. `"Instituto" <no-responder@instituto.edu.mx>`. */
  readonly from: string
  /** Absolute folder of the `.eml` files when there is no SMTP server. */
  readonly outboxDir: string
  /** Staff notified of each contact message. */
  readonly contactRecipients: readonly string[]
  /** Admissions staff notified of each ficha. */
  readonly admissionsRecipients: readonly string[]
  /** School-services staff notified of each document request (with the payment receipt attached). */
  readonly documentsRecipients: readonly string[]
}

/** The per-IP limit on the form endpoints (spam and abuse). */
export interface RateLimitConfig {
  /** Requests one IP may make to one form endpoint per window. */
  readonly max: number
  readonly windowMs: number
}

/** Everything the server reads from its environment, parsed and typed once at boot. */
export interface AppConfig {
  readonly port: number
  readonly host: string
  readonly nodeEnv: NodeEnv
  readonly logLevel: LogLevel
  readonly database: DatabaseConfig
  /** Absolute path of the React Router build directory (holds `client/` and `not-found.html`). */
  readonly siteDir: string
  readonly shutdownTimeoutMs: number
  readonly trustProxy: TrustProxy
  readonly mail: MailConfig
  readonly rateLimit: RateLimitConfig
  /** Absolute folder of the uploaded payment receipts; never inside a public folder. */
  readonly uploadDir: string
  /**
   * The site's public origin, without a trailing slash (`https://www.instituto.edu.mx`): the
   * certificate QR codes point to `${publicBaseUrl}/certificates/verificacion/{folio}`. The build
   * reads the same variable for the pages' canonical URLs and the sitemap (docs/decisions/015).
   */
  readonly publicBaseUrl: string
}

/** Thrown by {@link loadConfig}; its message names every wrong variable and why, in Spanish. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError'
  readonly problems: readonly string[]

  constructor(problems: readonly string[]) {
    super(`Configuración no válida:\n${problems.map((problem) => `- ${problem}`).join('\n')}`)
    this.problems = problems
  }
}

/** Values used when a variable is unset or empty (listed in `.env.example`). */
export const CONFIG_DEFAULTS = {
  PORT: 3000,
  HOST: '0.0.0.0',
  NODE_ENV: 'production',
  LOG_LEVEL: 'info',
  SQLITE_FILE: 'data/app.db',
  SITE_DIR: 'build',
  SHUTDOWN_TIMEOUT_MS: 10_000,
  TRUST_PROXY: false,
  MAIL_FROM: '"Instituto (sitio web)" <no-responder@instituto-ejemplo.edu.mx>',
  OUTBOX_DIR: 'data/outbox',
  CONTACT_MAIL_TO: 'contacto@instituto-ejemplo.edu.mx',
  ADMISSIONS_MAIL_TO: 'admisiones@instituto-ejemplo.edu.mx',
  DOCUMENTS_MAIL_TO: 'servicios-escolares@instituto-ejemplo.edu.mx',
  UPLOAD_DIR: 'data/uploads',
  PUBLIC_BASE_URL: DEFAULT_PUBLIC_BASE_URL,
  // Generous on purpose: a school lab behind one public IP may send many fichas at once, and the
  // honeypot already stops simple bots.
  RATE_LIMIT_MAX: 60,
  RATE_LIMIT_WINDOW_MS: 600_000,
} as const satisfies Record<string, string | number | boolean>

const SQLITE_MEMORY = ':memory:'
const MAX_PORT = 65_535
// Proxy keywords understood by Fastify's trustProxy (proxy-addr).
const TRUST_PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal'])

const MESSAGES = {
  port: `debe ser un entero entre 1 y ${MAX_PORT}`,
  nodeEnv: `debe ser uno de: ${NODE_ENVS.join(', ')}`,
  logLevel: `debe ser uno de: ${LOG_LEVELS.join(', ')}`,
  databaseUrl:
    'debe empezar con file:, sqlite:, postgres:// o postgresql:// (sin definir usa SQLite en ' +
    `${CONFIG_DEFAULTS.SQLITE_FILE})`,
  databaseUrlEmptyPath: 'la ruta del archivo SQLite está vacía',
  databaseUrlPostgres: 'no es una URL de PostgreSQL bien formada (postgres://usuario@servidor:puerto/base)',
  shutdownTimeout: 'debe ser un entero positivo de milisegundos',
  trustProxy:
    'debe ser true, false o una lista separada por comas de direcciones IP, rangos CIDR ' +
    'o loopback, linklocal, uniquelocal',
  smtpUrl: 'debe ser una URL smtp://usuario:contraseña@servidor:puerto o smtps://… (sin definir escribe archivos .eml)',
  mailFrom: 'debe ser una dirección de correo, con o sin nombre: "Instituto" <no-responder@dominio.mx>',
  mailTo: 'debe ser una o varias direcciones de correo separadas por comas',
  rateLimitMax: 'debe ser un entero positivo de solicitudes',
  rateLimitWindow: 'debe ser un entero positivo de milisegundos',
  publicBaseUrl: PUBLIC_BASE_URL_MESSAGE,
} as const

// An empty variable (`PORT=` in a .env file) means "use the default", as if it were unset.
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()))

function integerIn(min: number, max: number, message: string, fallback: number) {
  return optionalText.pipe(
    z
      .string()
      .regex(/^\d+$/, message)
      .transform(Number)
      .pipe(z.number().int(message).min(min, message).max(max, message))
      .optional()
      .default(fallback),
  )
}

function parseDatabaseUrl(value: string | undefined, cwd: string): DatabaseConfig | string {
  if (value === undefined) {
    return { dialect: 'sqlite', filename: resolve(cwd, CONFIG_DEFAULTS.SQLITE_FILE) }
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

function parseTrustProxy(value: string | undefined): TrustProxy | undefined {
  if (value === undefined) return CONFIG_DEFAULTS.TRUST_PROXY
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

function mailList(fallback: string) {
  return optionalText.transform((value, ctx): string[] => {
    const list = (value ?? fallback).split(',').map((entry) => entry.trim())
    if (!list.every(isEmail)) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.mailTo })
      return z.NEVER
    }
    return list
  })
}

function envSchema(cwd: string) {
  return z.object({
    PORT: integerIn(1, MAX_PORT, MESSAGES.port, CONFIG_DEFAULTS.PORT),
    HOST: optionalText.pipe(z.string().optional().default(CONFIG_DEFAULTS.HOST)),
    NODE_ENV: optionalText.pipe(z.enum(NODE_ENVS, MESSAGES.nodeEnv).optional().default(CONFIG_DEFAULTS.NODE_ENV)),
    LOG_LEVEL: optionalText.pipe(z.enum(LOG_LEVELS, MESSAGES.logLevel).optional().default(CONFIG_DEFAULTS.LOG_LEVEL)),
    DATABASE_URL: optionalText.transform((value, ctx): DatabaseConfig => {
      const parsed = parseDatabaseUrl(value, cwd)
      if (typeof parsed === 'string') {
        ctx.addIssue({ code: 'custom', message: parsed })
        return z.NEVER
      }
      return parsed
    }),
    SITE_DIR: optionalText
      .pipe(z.string().optional().default(CONFIG_DEFAULTS.SITE_DIR))
      .transform((value) => resolve(cwd, value)),
    SHUTDOWN_TIMEOUT_MS: integerIn(1, Number.MAX_SAFE_INTEGER, MESSAGES.shutdownTimeout, CONFIG_DEFAULTS.SHUTDOWN_TIMEOUT_MS),
    TRUST_PROXY: optionalText.transform((value, ctx): TrustProxy => {
      const parsed = parseTrustProxy(value)
      if (parsed === undefined) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.trustProxy })
        return z.NEVER
      }
      return parsed
    }),
    SMTP_URL: optionalText.pipe(z.string().refine(isSmtpUrl, MESSAGES.smtpUrl).optional()),
    MAIL_FROM: optionalText.pipe(z.string().refine(isMailbox, MESSAGES.mailFrom).optional().default(CONFIG_DEFAULTS.MAIL_FROM)),
    OUTBOX_DIR: optionalText
      .pipe(z.string().optional().default(CONFIG_DEFAULTS.OUTBOX_DIR))
      .transform((value) => resolve(cwd, value)),
    CONTACT_MAIL_TO: mailList(CONFIG_DEFAULTS.CONTACT_MAIL_TO),
    ADMISSIONS_MAIL_TO: mailList(CONFIG_DEFAULTS.ADMISSIONS_MAIL_TO),
    DOCUMENTS_MAIL_TO: mailList(CONFIG_DEFAULTS.DOCUMENTS_MAIL_TO),
    UPLOAD_DIR: optionalText
      .pipe(z.string().optional().default(CONFIG_DEFAULTS.UPLOAD_DIR))
      .transform((value) => resolve(cwd, value)),
    PUBLIC_BASE_URL: optionalText.pipe(
      z
        .string()
        .refine(isPublicBaseUrl, MESSAGES.publicBaseUrl)
        .optional()
        .default(CONFIG_DEFAULTS.PUBLIC_BASE_URL)
        .transform(withoutTrailingSlash),
    ),
    RATE_LIMIT_MAX: integerIn(1, Number.MAX_SAFE_INTEGER, MESSAGES.rateLimitMax, CONFIG_DEFAULTS.RATE_LIMIT_MAX),
    RATE_LIMIT_WINDOW_MS: integerIn(
      1,
      Number.MAX_SAFE_INTEGER,
      MESSAGES.rateLimitWindow,
      CONFIG_DEFAULTS.RATE_LIMIT_WINDOW_MS,
    ),
  })
}

/**
 * Parses the server's environment variables (see `.env.example`). Relative paths
 * (SQLite file, SITE_DIR) are resolved against `cwd`.
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
  const vars = result.data
  return {
    port: vars.PORT,
    host: vars.HOST,
    nodeEnv: vars.NODE_ENV,
    logLevel: vars.LOG_LEVEL,
    database: vars.DATABASE_URL,
    siteDir: vars.SITE_DIR,
    shutdownTimeoutMs: vars.SHUTDOWN_TIMEOUT_MS,
    trustProxy: vars.TRUST_PROXY,
    mail: {
      smtpUrl: vars.SMTP_URL ?? null,
      from: vars.MAIL_FROM,
      outboxDir: vars.OUTBOX_DIR,
      contactRecipients: vars.CONTACT_MAIL_TO,
      admissionsRecipients: vars.ADMISSIONS_MAIL_TO,
      documentsRecipients: vars.DOCUMENTS_MAIL_TO,
    },
    rateLimit: { max: vars.RATE_LIMIT_MAX, windowMs: vars.RATE_LIMIT_WINDOW_MS },
    uploadDir: vars.UPLOAD_DIR,
    publicBaseUrl: vars.PUBLIC_BASE_URL,
  }
}
