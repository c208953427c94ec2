import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { APIError } from 'better-auth/api'
import { fromNodeHeaders } from 'better-auth/node'
import { PANEL_API_PATHS } from '#contracts/api-paths.ts'
import { STAFF_MESSAGES, signInCodeSchema, signInSchema, staffMemberSchema, type StaffMember } from '#contracts/staff.ts'
import type { StaffAuth } from '#server/auth/auth.ts'
import { recordAudit } from '#server/auth/audit-request.ts'
import { reserveAttempt } from '#server/auth/sign-in-throttle.ts'
import { staffMember } from '#server/auth/staff-directory.ts'
import { claimTotpCode } from '#server/db/totp-used-codes.ts'
import { signedInStaff } from '#server/auth/signed-in-staff.ts'

export interface SessionRoutesOptions {
  readonly auth: StaffAuth
  readonly now: () => Date
}

/**
 * Signing in and out of the staff area, and `GET /panel/me`: who is signed in, for the panel and
 * for monitoring.
 */
const sessionRoutes: FastifyPluginAsync<SessionRoutesOptions> = async (app, { auth, now }) => {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  /** Who is signed in, as `/me` answers it. */
  const signedInMember = async ({ id }: { id: string }): Promise<StaffMember> => {
    const member = await staffMember(app.db, id)
    if (member === undefined) throw new Error(`La cuenta ${id} con sesión no existe`)
    return member
  }

  routes.post(
    PANEL_API_PATHS.session,
    { schema: { body: signInSchema }, config: { panelAccess: 'public' } },
    async (request, reply) => {
      const { email, contrasena } = request.body
      const attempt = { id: null, email }
      const throttle = await reserveAttempt(app.db, 'sign-in', { email, ip: request.ip }, now())
      if (!throttle.allowed) {
        await recordAudit(request, 'sign-in-failed', now(), { actor: attempt, detail: { motivo: 'demasiados intentos' } })
        return reply.code(429).header('retry-after', String(throttle.retryAfterSeconds)).send({ mensaje: STAFF_MESSAGES.tooManyAttempts })
      }
      try {
        const { headers, response } = await auth.api.signInEmail({
          body: { email, password: contrasena },
          headers: fromNodeHeaders(request.headers),
          returnHeaders: true,
        })
        // The password was right: the attempt is not a failure (the code step has Better Auth's own limit).
        await throttle.release()
        reply.header('set-cookie', headers.getSetCookie())
        if ('twoFactorRedirect' in response) return { requiereCodigo: true }
        const { user } = response
        await recordAudit(request, 'sign-in', now(), { actor: user })
        return signedInMember(user)
      } catch (error) {
        if (!(error instanceof APIError) || (error.statusCode !== 401 && error.statusCode !== 403)) throw error
        const wrongCredentials = error.statusCode === 401
        await recordAudit(request, 'sign-in-failed', now(), { actor: attempt, detail: { motivo: wrongCredentials ? 'credenciales incorrectas' : 'cuenta desactivada' } })
        return reply.code(error.statusCode).send({ mensaje: wrongCredentials ? STAFF_MESSAGES.wrongCredentials : STAFF_MESSAGES.accountDisabled })
      }
    },
  )

  routes.post(PANEL_API_PATHS.signInCode, { schema: { body: signInCodeSchema }, config: { panelAccess: 'public' } }, async (request, reply) => {
    const { codigo } = request.body
    const fromApp = /^\d{6}$/.test(codigo)
    const headers = fromNodeHeaders(request.headers)
    try {
      const { headers: answer, response } = fromApp
        ? await auth.api.verifyTOTP({ body: { code: codigo }, headers, returnHeaders: true })
        : await auth.api.verifyBackupCode({ body: { code: codigo }, headers, returnHeaders: true })
      const { user, token } = response
      if (fromApp && !(await claimTotpCode(app.db, user.id, codigo, now()))) {
        // Another sign-in took this code first: the session just opened with it is closed unused.
        if (token !== undefined) await (await auth.$context).internalAdapter.deleteSession(token)
        await recordAudit(request, 'sign-in-failed', now(), { actor: user, detail: { motivo: 'código ya usado' } })
        return reply.code(401).send({ mensaje: STAFF_MESSAGES.codeUsed })
      }
      reply.header('set-cookie', answer.getSetCookie())
      await recordAudit(request, 'sign-in', now(), { actor: user, detail: { segundoPaso: fromApp ? 'aplicación' : 'código de respaldo' } })
      return signedInMember(user)
    } catch (error) {
      if (!(error instanceof APIError) || error.statusCode >= 500) throw error
      const wrongCode = error.body?.code === 'INVALID_CODE' || error.body?.code === 'INVALID_BACKUP_CODE'
      await recordAudit(request, 'sign-in-failed', now(), { actor: { id: null, email: null }, detail: { motivo: wrongCode ? 'código incorrecto' : 'paso del código vencido' } })
      return reply.code(401).send({ mensaje: wrongCode ? STAFF_MESSAGES.wrongCode : STAFF_MESSAGES.codeExpired })
    }
  })

  routes.get(PANEL_API_PATHS.me, { schema: { response: { 200: staffMemberSchema } }, config: { panelAccess: 'staff' } }, async (request) =>
    signedInMember(signedInStaff(request)),
  )

  routes.delete(PANEL_API_PATHS.session, { config: { panelAccess: 'staff' } }, async (request, reply) => {
    await recordAudit(request, 'sign-out', now())
    const { headers } = await auth.api.signOut({ headers: fromNodeHeaders(request.headers), returnHeaders: true })
    return reply.header('set-cookie', headers.getSetCookie()).code(204).send()
  })

  routes.delete(PANEL_API_PATHS.allSessions, { config: { panelAccess: 'staff' } }, async (request, reply) => {
    const staff = signedInStaff(request)
    await recordAudit(request, 'sign-out-everywhere', now())
    const context = await auth.$context
    await context.internalAdapter.deleteUserSessions(staff.id)
    const { headers } = await auth.api.signOut({ headers: fromNodeHeaders(request.headers), returnHeaders: true })
    return reply.header('set-cookie', headers.getSetCookie()).code(204).send()
  })
}

export default sessionRoutes
