import fp from 'fastify-plugin'
import type { FastifyPluginAsync } from 'fastify'
import { scheduleJob, type ScheduledJobOverrides } from '#server/jobs/scheduled-job.ts'
import { DEFAULT_TASK_DIGEST_TIMING, runTaskDigest } from '#server/tasks/task-digest.ts'

export interface TaskDigestPluginOptions extends ScheduledJobOverrides {
  /** MAIL_FROM. */
  readonly sender: string
  /** The site's public origin, for the links to the panel. */
  readonly publicBaseUrl: string
  readonly now: () => Date
}

const taskDigestPlugin: FastifyPluginAsync<TaskDigestPluginOptions> = async (app, options) => {
  if (options.autoStart === false) return
  scheduleJob(app, {
    name: 'task-digest',
    timing: { ...DEFAULT_TASK_DIGEST_TIMING, ...options.timing },
    failureMessage: 'El resumen diario de tareas falló; se intentará en la próxima revisión',
    async run(log) {
      const enqueued = await runTaskDigest(app.db, options.now(), { sender: options.sender, publicBaseUrl: options.publicBaseUrl })
      if (enqueued === 0) return
      log.info({ enqueued }, 'Resumen diario de tareas: correos en el buzón de salida')
      app.outbox.wake()
    },
  })
}

/**
 * The daily digest of due tasks (issue 38): checks a while after start and then every few
 * minutes; each person's e-mail goes out once a day, from TASK_DIGEST_HOUR at the institute.
 */
export default fp(taskDigestPlugin, { name: 'task-digest', fastify: '5.x', dependencies: ['db', 'outbox'] })
