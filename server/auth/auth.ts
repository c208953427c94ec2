import { betterAuth } from 'better-auth'
import { APIError } from 'better-auth/api'
import { twoFactor } from 'better-auth/plugins/two-factor'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import { API_BASE_PATH, PANEL_API_PATHS } from '#contracts/api-paths.ts'
import { PANEL_PAGES, SET_PASSWORD_QUERY } from '#contracts/panel-pages.ts'
import { STAFF_AREA_NAME, STAFF_MESSAGES } from '#contracts/staff.ts'
import { SET_PASSWORD_LINK_SECONDS, STAFF_PASSWORD_MAX_CHARS, STAFF_PASSWORD_MIN_CHARS } from '#contracts/limits.ts'
import type { DatabaseConfig, NodeEnv } from '#server/config/env.ts'
import type { Database } from '#server/db/schema.ts'
import { staffDisabledAt } from '#server/db/staff-users.ts'

/** Idle expiry: a session unused this long ends (Better Auth slides it forward on use). */
export const SESSION_IDLE_SECONDS = 8 * 60 * 60
/** How often a used session's expiry moves forward: the idle limit is exact to within this. */
const SESSION_REFRESH_SECONDS = 15 * 60
/** Absolute expiry: however active, a session ends this long after sign-in (checked in panel-access.ts). */
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000

const timestamps = { createdAt: 'created_at', updatedAt: 'updated_at' } as const

/** The panel's set-password screen with a link's one-time token, as invitations and resets send it. */
export function setPasswordLink(publicBaseUrl: string, token: string): string {
  return `${publicBaseUrl}${PANEL_PAGES.setPassword}?${SET_PASSWORD_QUERY.token}=${encodeURIComponent(token)}`
}

/** `Secure` cookies everywhere but in development, which may run over plain http. */
export const usesSecureCookies = (nodeEnv: NodeEnv): boolean => nodeEnv !== 'development'

export interface StaffAuthOptions {
  readonly db: Kysely<Database>
  readonly dialect: DatabaseConfig['dialect']
  /** Signs the cookies and encrypts the two-factor secrets (server/auth/auth-secret.ts). */
  readonly secret: string
  /** The site's public origin: links in e-mails, and the only origin trusted for panel requests. */
  readonly publicBaseUrl: string
  /** `Secure` cookies everywhere but in development over plain http. */
  readonly secureCookies: boolean
  /** Where Better Auth's own warnings go (the server's pino logger); silent when absent. */
  readonly log?: FastifyBaseLogger
  /** Delivers a set-password link (invitation or reset); without it no link can be asked for. */
  readonly sendSetPasswordLink?: (user: { id: string; email: string; name: string }, token: string) => Promise<void>
}

/**
 * The staff area's authentication: Better Auth over our database and tables (migration
 * staff-accounts), e-mail and password only, database sessions in an HttpOnly SameSite=Lax cookie
 * sent only to the panel's API, and TOTP two-factor. Its HTTP handler is never mounted: the panel's
 * routes call `auth.api` themselves, so each one has its schema, its role check and Spanish answers.
 */
export function createStaffAuth({ db, dialect, secret, publicBaseUrl, secureCookies, log, sendSetPasswordLink }: StaffAuthOptions) {
  return betterAuth({
    appName: STAFF_AREA_NAME,
    baseURL: publicBaseUrl,
    basePath: `${API_BASE_PATH}${PANEL_API_PATHS.prefix}/auth`,
    secret,
    database: { db, type: dialect },
    telemetry: { enabled: false },
    logger: {
      disabled: log === undefined,
      log: (level, message) => log?.[level]({ module: 'better-auth' }, message),
    },
    // Sign-in attempts are limited in the database by our own route (sign-in-throttle.ts): Better
    // Auth's limiter guards only its HTTP handler, which is not mounted.
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      // Accounts are created by an administrator or the command line, never by sign-up.
      disableSignUp: true,
      minPasswordLength: STAFF_PASSWORD_MIN_CHARS,
      maxPasswordLength: STAFF_PASSWORD_MAX_CHARS,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: SET_PASSWORD_LINK_SECONDS,
      ...(sendSetPasswordLink ? { sendResetPassword: ({ user, token }) => sendSetPasswordLink(user, token) } : {}),
    },
    user: {
      modelName: 'staff_users',
      fields: { ...timestamps, emailVerified: 'email_verified' },
    },
    session: {
      modelName: 'staff_sessions',
      fields: { ...timestamps, userId: 'user_id', expiresAt: 'expires_at', ipAddress: 'ip_address', userAgent: 'user_agent' },
      expiresIn: SESSION_IDLE_SECONDS,
      updateAge: SESSION_REFRESH_SECONDS,
      // Every request reads the session from the database, so a disabled account stops at once.
      cookieCache: { enabled: false },
    },
    account: {
      modelName: 'staff_accounts',
      fields: {
        ...timestamps,
        userId: 'user_id',
        accountId: 'account_id',
        providerId: 'provider_id',
        accessToken: 'access_token',
        refreshToken: 'refresh_token',
        idToken: 'id_token',
        accessTokenExpiresAt: 'access_token_expires_at',
        refreshTokenExpiresAt: 'refresh_token_expires_at',
      },
    },
    verification: {
      modelName: 'staff_verifications',
      fields: { ...timestamps, expiresAt: 'expires_at' },
    },
    advanced: {
      cookiePrefix: 'panel',
      useSecureCookies: secureCookies,
      // Site-wide, so a content preview on its public page knows who asks (docs/decisions/056).
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
      // The client address is Fastify's (TRUST_PROXY-aware), recorded in the audit trail.
      ipAddress: { disableIpTracking: true },
    },
    databaseHooks: {
      session: {
        create: {
          // A disabled account's right password still opens nothing.
          before: async (session) => {
            const account = await staffDisabledAt(db, { id: session.userId })
            if (account?.disabled_at != null) throw new APIError('FORBIDDEN', { message: STAFF_MESSAGES.accountDisabled })
          },
        },
      },
    },
    plugins: [
      twoFactor({
        issuer: STAFF_AREA_NAME,
        schema: {
          user: { fields: { twoFactorEnabled: 'two_factor_enabled' } },
          twoFactor: {
            modelName: 'staff_two_factors',
            fields: {
              userId: 'user_id',
              backupCodes: 'backup_codes',
              failedVerificationCount: 'failed_verification_count',
              lockedUntil: 'locked_until',
            },
          },
        },
      }),
    ],
  })
}

export type StaffAuth = ReturnType<typeof createStaffAuth>
