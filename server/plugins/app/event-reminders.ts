import fp from 'fastify-plugin'
import type { FastifyPluginAsync } from 'fastify'
import { enqueueDueReminders } from '#server/events/event-reminders.ts'
import type { EventMailContext } from '#server/events/event-sign-ups.ts'
import { createRetentionSchedule, type RetentionTiming } from '#server/retention/retention-schedule.ts'

/** Issue 38, ours: every few minutes, so a reminder leaves close to its time; a run is a couple of small queries. */
export const DEFAULT_EVENT_REMINDER_TIMING: RetentionTiming = {
  firstRunDelayMs: 60_000,
  intervalMs: 5 * 60_000,
}

/** Test seams of the reminder job. */
export interface EventReminderOverrides {
  /** Whether the server runs it on its timer; by default yes, except under NODE_ENV=test. */
  readonly autoStart?: boolean
  readonly timing?: Partial<RetentionTiming>
}

export interface EventReminderPluginOptions extends EventReminderOverrides, EventMailContext {
  readonly now: () => Date
}

const eventRemindersPlugin: FastifyPluginAsync<EventReminderPluginOptions> = async (app, options) => {
  if (options.autoStart === false) return
  const log = app.log.child({ module: 'event-reminders' })
  const context = { mail: options.mail, publicBaseUrl: options.publicBaseUrl }
  const schedule = createRetentionSchedule(
    async () => {
      const enqueued = await enqueueDueReminders(app.db, options.now(), context)
      if (enqueued > 0) {
        log.info({ enqueued }, 'Recordatorios de eventos en la bandeja de salida')
        app.outbox.wake()
      }
    },
    log,
    { ...DEFAULT_EVENT_REMINDER_TIMING, ...options.timing },
    'El envío de recordatorios de eventos falló; se intentará en la próxima vuelta',
  )
  app.addHook('onReady', async () => schedule.start())
  // Registered after the db plugin, so it runs before the database closes.
  app.addHook('onClose', () => schedule.stop())
}

/** The event reminders (issue 38): a while after start, then every few minutes, the reminders that are due. */
export default fp(eventRemindersPlugin, { name: 'event-reminders', fastify: '5.x', dependencies: ['db', 'outbox'] })
