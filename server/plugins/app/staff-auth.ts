import fp from 'fastify-plugin'
import type { FastifyPluginAsync } from 'fastify'
import { createStaffAuth, type StaffAuth } from '#server/auth/auth.ts'
import { authSecret } from '#server/auth/auth-secret.ts'
import { queueSetPasswordMail } from '#server/auth/set-password-mail.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The staff area's Better Auth: the panel's routes sign in with it, previews of content check the session with it. */
    staffAuth: StaffAuth
  }
}

export interface StaffAuthPluginOptions {
  /** The site's public origin: links in e-mails, and the only origin trusted for panel requests. */
  readonly publicBaseUrl: string
  /** AUTH_SECRET, or `null` for the one kept in the database. */
  readonly authSecret: string | null
  readonly secureCookies: boolean
  /** Who sends the invitations and reset links. */
  readonly sender: string
  readonly now: () => Date
}

/**
 * The staff area's authentication (server/auth/auth.ts) over the application database, shared by
 * the panel's API and by the public pages' content previews (docs/decisions/056).
 */
const staffAuthPlugin: FastifyPluginAsync<StaffAuthPluginOptions> = async (app, options) => {
  // An invitation until the person has a password; a reset afterwards. Sent through the outbox.
  const sendSetPasswordLink = async (user: { id: string; email: string; name: string }, token: string) => {
    const invitation = (await (await auth.$context).internalAdapter.findCredentialAccount(user.id)) === null
    await queueSetPasswordMail(app.db, { user, token, invitation }, { publicBaseUrl: options.publicBaseUrl, sender: options.sender, now: options.now() })
    app.outbox.wake()
  }
  const auth: StaffAuth = createStaffAuth({
    db: app.db,
    dialect: app.dbDialect,
    secret: await authSecret(app.db, options.authSecret),
    publicBaseUrl: options.publicBaseUrl,
    secureCookies: options.secureCookies,
    log: app.log,
    sendSetPasswordLink,
  })
  app.decorate('staffAuth', auth)
}

export default fp(staffAuthPlugin, { name: 'staff-auth', dependencies: ['db', 'outbox'] })
