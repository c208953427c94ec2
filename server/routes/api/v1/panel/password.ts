import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { APIError } from 'better-auth/api'
import { PANEL_API_PATHS } from '#contracts/api-paths.ts'
import { STAFF_MESSAGES, passwordResetRequestSchema, setPasswordSchema } from '#contracts/staff.ts'
import type { StaffAuth } from '#server/auth/auth.ts'
import { recordAudit } from '#server/auth/audit-request.ts'
import { passwordProblem } from '#server/auth/password-policy.ts'
import { reserveAttempt } from '#server/auth/sign-in-throttle.ts'
import { sendResetLinkIfActive } from '#server/auth/staff-accounts.ts'

export interface PasswordRoutesOptions {
  readonly auth: StaffAuth
  readonly now: () => Date
}

/**
 * How long after a reset's answer has gone its link is made. Begun with the answer's last bytes, the
 * work shared the processor with their delivery, and an address with an account answered 0.7–1.2 ms
 * later (npm run bench:abuse, SQLite, Mann-Whitney p < 0.001); begun this much later, 0.14 ms (p = 0.30).
 */
const RESET_LINK_DELAY_MS = 10

/** Better Auth's key for a set-password link's token (its `requestPasswordReset`). */
const resetTokenKey = (token: string) => `reset-password:${token}`

/**
 * Passwords from e-mailed links: asking for a reset link (the same answer whether the address
 * has an account or not), and setting the password an invitation or a reset link allows.
 */
const passwordRoutes: FastifyPluginAsync<PasswordRoutesOptions> = async (app, { auth, now }) => {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  const open = { panelAccess: 'public' } as const

  routes.post(PANEL_API_PATHS.passwordReset, { schema: { body: passwordResetRequestSchema }, config: open }, async (request, reply) => {
    const { email } = request.body
    // Every request is recorded; past the limit for this address or this client no e-mail goes.
    const throttle = await reserveAttempt(app.db, 'password-reset', { email, ip: request.ip }, now())
    await recordAudit(request, 'password-reset-requested', now(), { actor: { id: null, email }, ...(throttle.allowed ? {} : { detail: { motivo: 'demasiadas solicitudes' } }) })
    // The answer goes before the account is looked up, so its timing tells nothing of whether the
    // address has one; the link is made and queued once the answer is out.
    if (throttle.allowed) {
      const makeLink = () =>
        sendResetLinkIfActive(auth, app.db, email).catch((error: unknown) => request.log.error({ err: error }, 'No se pudo preparar el enlace para restablecer la contraseña'))
      reply.raw.once('finish', () => setTimeout(makeLink, RESET_LINK_DELAY_MS))
    }
    return reply.code(202).send({ mensaje: STAFF_MESSAGES.resetRequested })
  })

  routes.post(PANEL_API_PATHS.setPassword, { schema: { body: setPasswordSchema }, config: open }, async (request, reply) => {
    const { token, contrasena } = request.body
    const problem = passwordProblem(contrasena)
    if (problem !== null) return reply.code(422).send({ errors: { contrasena: [problem] } })
    const context = await auth.$context
    const link = await context.internalAdapter.findVerificationValue(resetTokenKey(token))
    const user = link === null ? null : await context.internalAdapter.findUserById(link.value)
    try {
      await auth.api.resetPassword({ body: { token, newPassword: contrasena } })
    } catch (error) {
      if (error instanceof APIError && error.statusCode === 400) return reply.code(400).send({ mensaje: STAFF_MESSAGES.invalidLink })
      throw error
    }
    await recordAudit(request, 'password-changed', now(), { actor: user === null ? undefined : { id: user.id, email: user.email }, detail: { por: 'enlace' } })
    return reply.code(204).send()
  })
}

export default passwordRoutes
