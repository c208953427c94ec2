import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { createJobTimer, type JobTiming } from '#server/jobs/job-timer.ts'

/** Test seams of a job the server runs on a timer. */
export interface ScheduledJobOverrides {
  /** Whether the server runs it on its timer; by default yes, except under NODE_ENV=test. */
  readonly autoStart?: boolean
  readonly timing?: Partial<JobTiming>
}

export interface ScheduledJob {
  /** The `module` of its log lines. */
  readonly name: string
  readonly timing: JobTiming
  /** Logged with the error of a failed run. */
  readonly failureMessage: string
  readonly run: (log: FastifyBaseLogger) => Promise<void>
}

/**
 * Runs the job on its timer while the server is up: from `onReady`, stopped on close. Called by a
 * plugin registered after the db plugin, so its close hook runs (and waits for a run in progress)
 * before the database closes.
 */
export function scheduleJob(app: FastifyInstance, job: ScheduledJob): void {
  const log = app.log.child({ module: job.name })
  const timer = createJobTimer(() => job.run(log), log, job.timing, job.failureMessage)
  app.addHook('onReady', async () => timer.start())
  app.addHook('onClose', () => timer.stop())
}
