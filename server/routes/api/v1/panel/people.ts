import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { messageBodySchema } from '#contracts/api-responses.ts'
import { PEOPLE_API_PATHS } from '#contracts/api-paths.ts'
import {
  PEOPLE_MESSAGES,
  PEOPLE_ROLES,
  personMergeAnswerSchema,
  personMergeSchema,
  personSchema,
  personSearchAnswerSchema,
  personSearchSchema,
} from '#contracts/people.ts'
import { signedInStaff } from '#server/auth/signed-in-staff.ts'
import { mergePeople, undoMerge } from '#server/people/person-merge.ts'
import { findPeople, personRecord } from '#server/people/person-record.ts'

export interface PeopleRoutesOptions {
  readonly now: () => Date
}

const byId = z.object({ id: z.string().min(1).max(100) })

/** What a merge and its undo answer: the person that stays, or why not. */
const CHANGE_RESPONSES = { 200: personMergeAnswerSchema, 404: messageBodySchema, 409: messageBodySchema }

/**
 * Issue 38: one record per person, for the three queues' roles and admin: a search, one person
 * with all their submissions (those of queues the viewer does not work only by folio), «Fusionar»
 * and its undo, each audited in the change's transaction.
 */
const peopleRoutes: FastifyPluginAsync<PeopleRoutesOptions> = async (app, { now }) => {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  const config = { panelAccess: PEOPLE_ROLES }
  const actorOf = (request: Parameters<typeof signedInStaff>[0]) => {
    const { id, email } = signedInStaff(request)
    return { id, email, ip: request.ip }
  }

  routes.get(PEOPLE_API_PATHS.search, { schema: { querystring: personSearchSchema, response: { 200: personSearchAnswerSchema } }, config }, async (request) => ({
    personas: await findPeople(app.db, request.query.q),
  }))

  routes.get(PEOPLE_API_PATHS.person(), { schema: { params: byId, response: { 200: personSchema, 404: messageBodySchema } }, config }, async (request, reply) => {
    const person = await personRecord(app.db, request.params.id, signedInStaff(request).roles, now())
    return person ?? reply.code(404).send({ mensaje: PEOPLE_MESSAGES.notFound })
  })

  routes.post(PEOPLE_API_PATHS.merge(), { schema: { params: byId, body: personMergeSchema, response: CHANGE_RESPONSES }, config }, async (request) => {
    const fusion = await mergePeople(app.db, request.params.id, request.body, actorOf(request), now())
    return { persona: request.params.id, fusion }
  })

  routes.post(PEOPLE_API_PATHS.undoMerge(), { schema: { params: byId, response: CHANGE_RESPONSES }, config }, async (request) => {
    const merge = await undoMerge(app.db, request.params.id, actorOf(request), now())
    return { persona: merge.survivor_id, fusion: merge.id }
  })
}

export default peopleRoutes
