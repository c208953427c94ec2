import { describe, expect, it } from 'vitest'
import { retentionMonthsFrom } from '#contracts/retention.ts'
import { ConfigError, loadConfig } from '#server/config/env.ts'

const CWD = '/srv/instituto'

function configErrorOf(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env, CWD)
  } catch (error) {
    if (error instanceof ConfigError) return error
    throw error
  }
  throw new Error('loadConfig should have thrown a ConfigError')
}

describe('loadConfig defaults', () => {
  it('gives a working production set-up with no variables at all', () => {
    expect(loadConfig({}, CWD)).toEqual({
      port: 3000,
      host: '0.0.0.0',
      nodeEnv: 'production',
      logLevel: 'info',
      database: { dialect: 'sqlite', filename: '/srv/instituto/data/app.db' },
      siteDir: '/srv/instituto/build',
      shutdownTimeoutMs: 10_000,
      http: { requestTimeoutMs: 300_000, keepAliveTimeoutMs: 72_000 },
      trustProxy: false,
      mail: {
        smtpUrl: null,
        from: '"Instituto (sitio web)" <no-responder@instituto-ejemplo.edu.mx>',
        outboxDir: '/srv/instituto/data/outbox',
        contactRecipients: ['contacto@instituto-ejemplo.edu.mx'],
        admissionsRecipients: ['admisiones@instituto-ejemplo.edu.mx'],
        documentsRecipients: ['servicios-escolares@instituto-ejemplo.edu.mx'],
        attachmentMaxBytes: 5 * 1024 * 1024,
        confirmationsPerAddressPerDay: 3,
      },
      rateLimit: { max: 60, windowMs: 600_000 },
      uploadDir: '/srv/instituto/data/uploads',
      storage: { driver: 'local', sweepIntervalMs: 600_000, sweepMinAgeMs: 1_800_000 },
      publicBaseUrl: 'https://www.instituto-ejemplo.edu.mx',
      retentionMonths: 12,
      authSecret: null,
    })
  })

  it('treats empty variables as unset', () => {
    const config = loadConfig({ PORT: '', HOST: ' ', DATABASE_URL: '', SITE_DIR: '', NODE_ENV: '' }, CWD)
    expect(config.port).toBe(3000)
    expect(config.host).toBe('0.0.0.0')
    expect(config.nodeEnv).toBe('production')
    expect(config.database).toEqual({ dialect: 'sqlite', filename: '/srv/instituto/data/app.db' })
    expect(config.siteDir).toBe('/srv/instituto/build')
  })
})

describe('loadConfig valid values', () => {
  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        NODE_ENV: 'development',
        LOG_LEVEL: 'silent',
        DATABASE_URL: 'postgresql://app:secret@db.internal:5432/instituto',
        SITE_DIR: '/var/www/site',
        SHUTDOWN_TIMEOUT_MS: '2500',
        REQUEST_TIMEOUT_MS: '90000',
        KEEP_ALIVE_TIMEOUT_MS: '65000',
        TRUST_PROXY: 'true',
        SMTP_URL: 'smtps://web:secreto@smtp.example.com:465',
        MAIL_FROM: 'Admisiones <admisiones@example.com>',
        OUTBOX_DIR: '/var/mail/outbox',
        CONTACT_MAIL_TO: 'a@example.com, b@example.com',
        ADMISSIONS_MAIL_TO: 'c@example.com',
        DOCUMENTS_MAIL_TO: 'd@example.com, e@example.com',
        MAIL_ATTACHMENT_MAX_MB: '8',
        UPLOAD_DIR: '/var/lib/instituto/uploads',
        STORAGE_DRIVER: 'database',
        STORAGE_SWEEP_INTERVAL_MS: '60000',
        STORAGE_SWEEP_MIN_AGE_MS: '900000',
        PUBLIC_BASE_URL: 'https://www.instituto.edu.mx/',
        AUTH_SECRET: 'una-clave-de-prueba-de-32-caracteres-o-mas',
        RETENTION_MONTHS: '18',
        RATE_LIMIT_MAX: '5',
        RATE_LIMIT_WINDOW_MS: '60000',
        CONFIRMATIONS_PER_ADDRESS_PER_DAY: '5',
      },
      CWD,
    )
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      nodeEnv: 'development',
      logLevel: 'silent',
      database: { dialect: 'postgres', connectionString: 'postgresql://app:secret@db.internal:5432/instituto' },
      siteDir: '/var/www/site',
      shutdownTimeoutMs: 2500,
      http: { requestTimeoutMs: 90_000, keepAliveTimeoutMs: 65_000 },
      trustProxy: true,
      mail: {
        smtpUrl: 'smtps://web:secreto@smtp.example.com:465',
        from: 'Admisiones <admisiones@example.com>',
        outboxDir: '/var/mail/outbox',
        contactRecipients: ['a@example.com', 'b@example.com'],
        admissionsRecipients: ['c@example.com'],
        documentsRecipients: ['d@example.com', 'e@example.com'],
        attachmentMaxBytes: 8 * 1024 * 1024,
        confirmationsPerAddressPerDay: 5,
      },
      rateLimit: { max: 5, windowMs: 60_000 },
      uploadDir: '/var/lib/instituto/uploads',
      storage: { driver: 'database', sweepIntervalMs: 60_000, sweepMinAgeMs: 900_000 },
      publicBaseUrl: 'https://www.instituto.edu.mx',
      retentionMonths: 18,
      authSecret: 'una-clave-de-prueba-de-32-caracteres-o-mas',
    })
  })

  it.each([
    ['file:data/test.db', '/srv/instituto/data/test.db'],
    ['file:/var/lib/instituto/app.db', '/var/lib/instituto/app.db'],
    ['file:///var/lib/instituto/app.db', '/var/lib/instituto/app.db'],
    ['sqlite:otro.db', '/srv/instituto/otro.db'],
    ['sqlite://otro.db', '/srv/instituto/otro.db'],
    ['file::memory:', ':memory:'],
  ])('maps DATABASE_URL=%s to a SQLite file', (url, filename) => {
    expect(loadConfig({ DATABASE_URL: url }, CWD).database).toEqual({ dialect: 'sqlite', filename })
  })

  it('accepts postgres:// as well as postgresql://', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1/test' }, CWD).database).toEqual({
      dialect: 'postgres',
      connectionString: 'postgres://postgres@127.0.0.1/test',
    })
  })

  it.each([
    ['false', false],
    ['loopback', ['loopback']],
    ['127.0.0.1, 10.0.0.0/8, ::1', ['127.0.0.1', '10.0.0.0/8', '::1']],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }, CWD).trustProxy).toEqual(expected)
  })
})

describe('loadConfig invalid values', () => {
  it.each([
    ['PORT', '0', 'PORT: debe ser un entero entre 1 y 65535'],
    ['PORT', '65536', 'PORT: debe ser un entero entre 1 y 65535'],
    ['PORT', 'abc', 'PORT: debe ser un entero entre 1 y 65535'],
    ['PORT', '80.5', 'PORT: debe ser un entero entre 1 y 65535'],
    ['NODE_ENV', 'staging', 'NODE_ENV: debe ser uno de: production, development, test'],
    ['LOG_LEVEL', 'verbose', 'LOG_LEVEL: debe ser uno de: fatal, error, warn, info, debug, trace, silent'],
    ['DATABASE_URL', 'mysql://localhost/app', 'DATABASE_URL: debe empezar con file:, sqlite:, postgres://'],
    ['DATABASE_URL', 'data/app.db', 'DATABASE_URL: debe empezar con file:'],
    ['DATABASE_URL', 'file:', 'DATABASE_URL: la ruta del archivo SQLite está vacía'],
    ['DATABASE_URL', 'postgres://[bad', 'DATABASE_URL: no es una URL de PostgreSQL bien formada'],
    ['SHUTDOWN_TIMEOUT_MS', '0', 'SHUTDOWN_TIMEOUT_MS: debe ser un entero positivo de milisegundos'],
    ['SHUTDOWN_TIMEOUT_MS', '-5', 'SHUTDOWN_TIMEOUT_MS: debe ser un entero positivo de milisegundos'],
    ['REQUEST_TIMEOUT_MS', '0', 'REQUEST_TIMEOUT_MS: debe ser un entero positivo de milisegundos'],
    ['TRUST_PROXY', 'yes', 'TRUST_PROXY: debe ser true, false o una lista'],
    ['TRUST_PROXY', '2', 'TRUST_PROXY: debe ser true, false o una lista'],
    ['TRUST_PROXY', '10.0.0.0/40', 'TRUST_PROXY: debe ser true, false o una lista'],
    ['SMTP_URL', 'smtp.example.com', 'SMTP_URL: debe ser una URL smtp://'],
    ['SMTP_URL', 'http://smtp.example.com', 'SMTP_URL: debe ser una URL smtp://'],
    ['MAIL_FROM', 'Instituto', 'MAIL_FROM: debe ser una dirección de correo'],
    ['MAIL_FROM', 'Instituto <no-es-correo>', 'MAIL_FROM: debe ser una dirección de correo'],
    ['CONTACT_MAIL_TO', 'a@example.com, nadie', 'CONTACT_MAIL_TO: debe ser una o varias direcciones'],
    ['ADMISSIONS_MAIL_TO', 'x', 'ADMISSIONS_MAIL_TO: debe ser una o varias direcciones'],
    ['STORAGE_DRIVER', 's3', 'STORAGE_DRIVER: debe ser uno de: local, database'],
    ['STORAGE_SWEEP_MIN_AGE_MS', '0', 'STORAGE_SWEEP_MIN_AGE_MS: debe ser un entero positivo de milisegundos'],
    ['DOCUMENTS_MAIL_TO', 'servicios', 'DOCUMENTS_MAIL_TO: debe ser una o varias direcciones'],
    ['MAIL_ATTACHMENT_MAX_MB', '0', 'MAIL_ATTACHMENT_MAX_MB: debe ser un entero de megabytes entre 1 y 100'],
    ['PUBLIC_BASE_URL', 'www.instituto.edu.mx', 'PUBLIC_BASE_URL: debe ser el origen público'],
    ['AUTH_SECRET', 'corta', 'AUTH_SECRET: debe tener al menos 32 caracteres'],
    ['PUBLIC_BASE_URL', 'https://www.instituto.edu.mx/inicio', 'PUBLIC_BASE_URL: debe ser el origen público'],
    ['RETENTION_MONTHS', '0', 'RETENTION_MONTHS: debe ser un número entero de meses entre 1 y 120'],
    ['RETENTION_MONTHS', '121', 'RETENTION_MONTHS: debe ser un número entero de meses entre 1 y 120'],
    ['RETENTION_MONTHS', '6.5', 'RETENTION_MONTHS: debe ser un número entero de meses entre 1 y 120'],
    ['RETENTION_MONTHS', 'doce', 'RETENTION_MONTHS: debe ser un número entero de meses entre 1 y 120'],
    ['RETENTION_MONTHS', '-3', 'RETENTION_MONTHS: debe ser un número entero de meses entre 1 y 120'],
    ['RATE_LIMIT_MAX', '0', 'RATE_LIMIT_MAX: debe ser un entero positivo'],
    ['RATE_LIMIT_WINDOW_MS', '1.5', 'RATE_LIMIT_WINDOW_MS: debe ser un entero positivo'],
    ['RATE_LIMIT_WINDOW_MS', '86400001', 'RATE_LIMIT_WINDOW_MS: debe ser un entero positivo de milisegundos, de un día como máximo'],
    ['CONFIRMATIONS_PER_ADDRESS_PER_DAY', '-1', 'CONFIRMATIONS_PER_ADDRESS_PER_DAY: debe ser un entero de 0 en adelante'],
  ])('rejects %s=%s and names the variable', (variable, value, expected) => {
    const error = configErrorOf({ [variable]: value })
    expect(error.message).toContain(expected)
    expect(error.problems).toHaveLength(1)
  })

  it.each([
    ['1', 1],
    [' 120 ', 120],
    ['024', 24],
    ['', 12],
  ])('reads RETENTION_MONTHS=%j as the build does', (value, months) => {
    expect(loadConfig({ RETENTION_MONTHS: value }, CWD).retentionMonths).toBe(months)
    expect(retentionMonthsFrom(value)).toBe(months)
  })

  it('refuses a RETENTION_MONTHS value the same way for the build', () => {
    expect(() => retentionMonthsFrom('0')).toThrow('RETENTION_MONTHS: debe ser un número entero de meses entre 1 y 120')
    expect(retentionMonthsFrom(undefined)).toBe(12)
  })

  it('accepts a bare address and a quoted name in MAIL_FROM', () => {
    expect(loadConfig({ MAIL_FROM: 'web@example.com' }, CWD).mail.from).toBe('web@example.com')
    expect(loadConfig({ MAIL_FROM: '"Instituto, Admisiones" <web@example.com>' }, CWD).mail.from).toBe(
      '"Instituto, Admisiones" <web@example.com>',
    )
  })

  it('names every wrong variable at once', () => {
    const error = configErrorOf({ PORT: '99999', NODE_ENV: 'prod', DATABASE_URL: 'mongodb://x' })
    expect(error.problems.map((problem) => problem.split(':')[0])).toEqual(['PORT', 'NODE_ENV', 'DATABASE_URL'])
    expect(error.message).toMatch(/^Configuración no válida:\n- PORT: /)
  })
})
