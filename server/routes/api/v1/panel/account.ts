import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { APIError } from 'better-auth/api'
import { fromNodeHeaders } from 'better-auth/node'
import QRCode from 'qrcode'
import { PANEL_API_PATHS } from '#contracts/api-paths.ts'
import { validationErrorBodySchema } from '#contracts/api-responses.ts'
import { STAFF_MESSAGES, ownPasswordSchema, passwordConfirmationSchema, twoFactorConfirmSchema, twoFactorEnrolmentSchema } from '#contracts/staff.ts'
import type { StaffAuth } from '#server/auth/auth.ts'
import { recordAudit } from '#server/auth/audit-request.ts'
import { passwordProblem } from '#server/auth/password-policy.ts'

export interface AccountRoutesOptions {
  readonly auth: StaffAuth
  readonly now: () => Date
}

const isRefusal = (error: unknown): error is APIError => error instanceof APIError && error.statusCode >= 400 && error.statusCode < 500

/**
 * The signed-in person's own account: their password, and two-factor sign-in with an
 * authenticator app (TOTP), turned on by a first code and off with the password.
 */
const accountRoutes: FastifyPluginAsync<AccountRoutesOptions> = async (app, { auth, now }) => {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  const signedIn = { panelAccess: 'staff' } as const
  const wrongPassword = { errors: { contrasena: [STAFF_MESSAGES.wrongCurrentPassword] } }

  routes.post(PANEL_API_PATHS.ownPassword, { schema: { body: ownPasswordSchema }, config: signedIn }, async (request, reply) => {
    const problem = passwordProblem(request.body.nueva)
    if (problem !== null) return reply.code(422).send({ errors: { nueva: [problem] } })
    try {
      const { headers } = await auth.api.changePassword({
        body: { currentPassword: request.body.actual, newPassword: request.body.nueva, revokeOtherSessions: true },
        headers: fromNodeHeaders(request.headers),
        returnHeaders: true,
      })
      reply.header('set-cookie', headers.getSetCookie())
    } catch (error) {
      if (isRefusal(error)) return reply.code(422).send({ errors: { actual: [STAFF_MESSAGES.wrongCurrentPassword] } })
      throw error
    }
    await recordAudit(request, 'password-changed', now(), { detail: { por: 'la persona' } })
    return reply.code(204).send()
  })

  routes.post(PANEL_API_PATHS.twoFactor, { schema: { body: passwordConfirmationSchema, response: { 200: twoFactorEnrolmentSchema, 422: validationErrorBodySchema } }, config: signedIn }, async (request, reply) => {
    try {
      const started = await auth.api.enableTwoFactor({ body: { password: request.body.contrasena, method: 'totp' }, headers: fromNodeHeaders(request.headers) })
      if (started.method !== 'totp') throw new Error('Better Auth started two-factor by e-mailed code, which the panel does not offer')
      const { totpURI, backupCodes } = started
      return { uri: totpURI, qrSvg: await QRCode.toString(totpURI, { type: 'svg', margin: 1 }), codigosRespaldo: backupCodes }
    } catch (error) {
      if (isRefusal(error)) return reply.code(422).send(wrongPassword)
      throw error
    }
  })

  routes.post(PANEL_API_PATHS.twoFactorConfirm, { schema: { body: twoFactorConfirmSchema }, config: signedIn }, async (request, reply) => {
    try {
      const { headers } = await auth.api.verifyTOTP({ body: { code: request.body.codigo }, headers: fromNodeHeaders(request.headers), returnHeaders: true })
      reply.header('set-cookie', headers.getSetCookie())
    } catch (error) {
      if (isRefusal(error)) return reply.code(422).send({ errors: { codigo: [STAFF_MESSAGES.wrongCode] } })
      throw error
    }
    await recordAudit(request, 'two-factor-enabled', now())
    return reply.code(204).send()
  })

  routes.post(PANEL_API_PATHS.twoFactorDisable, { schema: { body: passwordConfirmationSchema }, config: signedIn }, async (request, reply) => {
    try {
      // Better Auth ends the session and opens a new one for it: this browser must get its cookie.
      const { headers } = await auth.api.disableTwoFactor({ body: { password: request.body.contrasena }, headers: fromNodeHeaders(request.headers), returnHeaders: true })
      reply.header('set-cookie', headers.getSetCookie())
    } catch (error) {
      if (isRefusal(error)) return reply.code(422).send(wrongPassword)
      throw error
    }
    await recordAudit(request, 'two-factor-disabled', now())
    return reply.code(204).send()
  })
}

export default accountRoutes
