import fp from 'fastify-plugin'
import type { FastifyPluginAsync } from 'fastify'
import { enqueueDueReminders } from '#server/events/event-reminders.ts'
import type { EventMailContext } from '#server/events/event-sign-ups.ts'
import type { JobTiming } from '#server/jobs/job-timer.ts'
import { scheduleJob, type ScheduledJobOverrides } from '#server/jobs/scheduled-job.ts'

/** Issue 38, ours: every few minutes, so a reminder leaves close to its time; a run is a couple of small queries. */
export const DEFAULT_EVENT_REMINDER_TIMING: JobTiming = {
  firstRunDelayMs: 60_000,
  intervalMs: 5 * 60_000,
}

export interface EventReminderPluginOptions extends ScheduledJobOverrides, EventMailContext {
  readonly now: () => Date
}

const eventRemindersPlugin: FastifyPluginAsync<EventReminderPluginOptions> = async (app, options) => {
  if (options.autoStart === false) return
  const context = { mail: options.mail, publicBaseUrl: options.publicBaseUrl }
  scheduleJob(app, {
    name: 'event-reminders',
    timing: { ...DEFAULT_EVENT_REMINDER_TIMING, ...options.timing },
    failureMessage: 'El envío de recordatorios de eventos falló; se intentará en la próxima vuelta',
    async run(log) {
      const enqueued = await enqueueDueReminders(app.db, options.now(), context)
      if (enqueued === 0) return
      log.info({ enqueued }, 'Recordatorios de eventos en la bandeja de salida')
      app.outbox.wake()
    },
  })
}

/** The event reminders (issue 38): a while after start, then every few minutes, the reminders that are due. */
export default fp(eventRemindersPlugin, { name: 'event-reminders', fastify: '5.x', dependencies: ['db', 'outbox'] })
