import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { TASK_API_PATHS } from '#contracts/api-paths.ts'
import { messageBodySchema } from '#contracts/api-responses.ts'
import { QUEUE_MESSAGES } from '#contracts/queues.ts'
import { STAFF_QUEUES } from '#contracts/staff.ts'
import { TASK_QUEUES, itemTasksSchema, myTasksSchema, newTaskSchema, taskAnswerSchema, taskDoneSchema } from '#contracts/tasks.ts'
import { signedInStaff } from '#server/auth/signed-in-staff.ts'
import { folioParams } from '#server/queues/apply-change.ts'
import type { QueueActor } from '#server/queues/queue-change.ts'
import { changeTaskDone, createItemTask, itemTasks } from '#server/tasks/item-tasks.ts'
import { openTasksFor } from '#server/tasks/my-tasks.ts'

export interface TaskRoutesOptions {
  readonly now: () => Date
}

const byTask = folioParams.extend({ id: z.string().min(1).max(100) })

/** The signed-in staff member, from the request's address. */
function actorOf(request: FastifyRequest): QueueActor {
  const { id, email } = signedInStaff(request)
  return { id, email, ip: request.ip }
}

/**
 * Issue 38, follow-ups on time: an item's tasks (list, add, mark done or open again), open to its
 * queue's role and admin, and the signed-in person's own open tasks for the panel's home.
 */
const taskRoutes: FastifyPluginAsync<TaskRoutesOptions> = async (app, { now }) => {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  for (const queue of TASK_QUEUES) {
    const config = { panelAccess: [STAFF_QUEUES[queue].role] }

    routes.get(
      TASK_API_PATHS.itemTasks(queue),
      { schema: { params: folioParams, response: { 200: itemTasksSchema, 404: messageBodySchema } }, config },
      async (request, reply) => {
        const tasks = await itemTasks(app.db, { queue, folio: request.params.folio }, signedInStaff(request).id, now())
        return tasks ?? reply.code(404).send({ mensaje: QUEUE_MESSAGES.notFound })
      },
    )

    routes.post(
      TASK_API_PATHS.itemTasks(queue),
      { schema: { params: folioParams, body: newTaskSchema, response: { 201: taskAnswerSchema, 404: messageBodySchema } }, config },
      async (request, reply) => {
        const tarea = await createItemTask(app.db, { queue, folio: request.params.folio }, request.body, actorOf(request), now())
        return reply.code(201).send({ tarea })
      },
    )

    routes.post(
      TASK_API_PATHS.done(queue),
      { schema: { params: byTask, body: taskDoneSchema, response: { 200: taskAnswerSchema, 404: messageBodySchema, 409: messageBodySchema } }, config },
      async (request) => {
        const { folio, id } = request.params
        const change = { id, done: request.body.terminada, version: request.body.version }
        return { tarea: await changeTaskDone(app.db, { queue, folio }, change, actorOf(request), now()) }
      },
    )
  }

  routes.get(TASK_API_PATHS.mine, { schema: { response: { 200: myTasksSchema } }, config: { panelAccess: 'staff' } }, (request) =>
    openTasksFor(app.db, signedInStaff(request), now()),
  )
}

export default taskRoutes
