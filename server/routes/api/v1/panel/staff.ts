import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { PANEL_API_PATHS } from '#contracts/api-paths.ts'
import { messageBodySchema } from '#contracts/api-responses.ts'
import { STAFF_MESSAGES, newStaffSchema, staffChangeSchema, staffListItemSchema, staffListSchema } from '#contracts/staff.ts'
import type { StaffAuth } from '#server/auth/auth.ts'
import { recordAudit } from '#server/auth/audit-request.ts'
import { StaffAccountError, createStaffAccount, disableStaffAccount, enableStaffAccount } from '#server/auth/staff-accounts.ts'
import { listStaff, setStaffRoles } from '#server/auth/staff-directory.ts'
import { signedInStaff } from '#server/auth/signed-in-staff.ts'

export interface StaffRoutesOptions {
  readonly auth: StaffAuth
  readonly now: () => Date
}

const byId = z.object({ id: z.string().min(1).max(100) })

/**
 * The administrators' staff list: invite someone (the account waits for its password, set from
 * an e-mailed link valid 48 h), change roles, disable and enable, send the invitation again.
 * Accounts are never deleted: the audit trail names them.
 */
const staffRoutes: FastifyPluginAsync<StaffRoutesOptions> = async (app, { auth, now }) => {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  const adminOnly = { panelAccess: ['admin'] } as const
  const sendLink = (email: string) => auth.api.requestPasswordReset({ body: { email } })
  const notFound = (reply: FastifyReply) => reply.code(404).send({ mensaje: STAFF_MESSAGES.staffNotFound })

  routes.get(PANEL_API_PATHS.staff, { schema: { response: { 200: staffListSchema } }, config: adminOnly }, async () => ({ personas: await listStaff(app.db) }))

  routes.post(PANEL_API_PATHS.staff, { schema: { body: newStaffSchema }, config: adminOnly }, async (request, reply) => {
    try {
      const { id } = await createStaffAccount(auth, app.db, request.body, null)
      const target = { type: 'staff', id }
      await recordAudit(request, 'staff-created', now(), { target, detail: { correo: request.body.email, roles: request.body.roles } })
      await sendLink(request.body.email)
      await recordAudit(request, 'invitation-sent', now(), { target })
      return reply.code(201).send({ id })
    } catch (error) {
      if (error instanceof StaffAccountError) return reply.code(409).send({ mensaje: error.message })
      throw error
    }
  })

  routes.patch(PANEL_API_PATHS.staffMember, { schema: { params: byId, body: staffChangeSchema, response: { 200: staffListItemSchema, 404: messageBodySchema, 409: messageBodySchema } }, config: adminOnly }, async (request, reply) => {
    const [person] = await listStaff(app.db, request.params.id)
    if (person === undefined) return notFound(reply)
    const { roles, activo } = request.body
    const self = signedInStaff(request).id === person.id
    if (self && (activo === false || (roles !== undefined && !roles.includes('admin')))) return reply.code(409).send({ mensaje: STAFF_MESSAGES.ownAccount })
    const target = { type: 'staff', id: person.id }
    if (roles !== undefined) {
      await setStaffRoles(app.db, person.id, roles)
      await recordAudit(request, 'staff-roles-changed', now(), { target, detail: { antes: person.roles, despues: roles } })
    }
    if (activo === false && person.activo) {
      await disableStaffAccount(auth, app.db, person.id, now())
      await recordAudit(request, 'staff-disabled', now(), { target })
    }
    if (activo === true && !person.activo) {
      await enableStaffAccount(app.db, person.id)
      await recordAudit(request, 'staff-enabled', now(), { target })
    }
    const [changed] = await listStaff(app.db, person.id)
    return changed
  })

  routes.post(PANEL_API_PATHS.staffInvitation, { schema: { params: byId }, config: adminOnly }, async (request, reply) => {
    const [person] = await listStaff(app.db, request.params.id)
    if (person === undefined) return notFound(reply)
    await sendLink(person.email)
    await recordAudit(request, 'invitation-sent', now(), { target: { type: 'staff', id: person.id } })
    return reply.code(202).send({ mensaje: `Enviamos a ${person.email} un enlace para elegir su contraseña.` })
  })
}

export default staffRoutes
