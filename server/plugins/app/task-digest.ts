import fp from 'fastify-plugin'
import type { FastifyPluginAsync } from 'fastify'
import { createRetentionSchedule, type RetentionTiming } from '#server/retention/retention-schedule.ts'
import { DEFAULT_TASK_DIGEST_TIMING, runTaskDigest } from '#server/tasks/task-digest.ts'

/** Test seams of the task digest. */
export interface TaskDigestOverrides {
  /** Whether the server runs it on its timer; by default yes, except under NODE_ENV=test. */
  readonly autoStart?: boolean
  readonly timing?: Partial<RetentionTiming>
}

export interface TaskDigestPluginOptions extends TaskDigestOverrides {
  /** MAIL_FROM. */
  readonly sender: string
  /** The site's public origin, for the links to the panel. */
  readonly publicBaseUrl: string
  readonly now: () => Date
}

const taskDigestPlugin: FastifyPluginAsync<TaskDigestPluginOptions> = async (app, options) => {
  if (options.autoStart === false) return
  const log = app.log.child({ module: 'task-digest' })
  // The retention job's timer: never keeps the process alive, logs a failed run and tries at the next.
  const schedule = createRetentionSchedule(
    async () => {
      const enqueued = await runTaskDigest(app.db, options.now(), { sender: options.sender, publicBaseUrl: options.publicBaseUrl })
      if (enqueued === 0) return
      log.info({ enqueued }, 'Resumen diario de tareas: correos en el buzón de salida')
      app.outbox.wake()
    },
    log,
    { ...DEFAULT_TASK_DIGEST_TIMING, ...options.timing },
    'El resumen diario de tareas falló; se intentará en la próxima revisión',
  )
  app.addHook('onReady', async () => schedule.start())
  // Registered after the db plugin, so it runs before the database closes.
  app.addHook('onClose', () => schedule.stop())
}

/**
 * The daily digest of due tasks (issue 38): checks a while after start and then every few
 * minutes; each person's e-mail goes out once a day, from TASK_DIGEST_HOUR at the institute.
 */
export default fp(taskDigestPlugin, { name: 'task-digest', fastify: '5.x', dependencies: ['db', 'outbox'] })
