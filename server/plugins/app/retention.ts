import fp from 'fastify-plugin'
import type { FastifyPluginAsync } from 'fastify'
import type { JobTiming } from '#server/jobs/job-timer.ts'
import { scheduleJob, type ScheduledJobOverrides } from '#server/jobs/scheduled-job.ts'
import { runRetention } from '#server/retention/retention.ts'

/** Issue 14: "a daily job". */
export const DEFAULT_RETENTION_TIMING: JobTiming = {
  firstRunDelayMs: 60_000,
  intervalMs: 24 * 60 * 60_000,
}

export interface RetentionPluginOptions extends ScheduledJobOverrides {
  /** STORAGE_SWEEP_MIN_AGE_MS: the orphans and partials a run removes are at least this old. */
  readonly minAgeMs: number
  /** RETENTION_MONTHS. */
  readonly months: number
  readonly now: () => Date
}

const retentionPlugin: FastifyPluginAsync<RetentionPluginOptions> = async (app, options) => {
  if (options.autoStart === false) return
  scheduleJob(app, {
    name: 'retention',
    timing: { ...DEFAULT_RETENTION_TIMING, ...options.timing },
    failureMessage: 'La depuración por plazo de conservación falló; se intentará en la próxima',
    async run(log) {
      const report = await runRetention(app.db, app.uploads, options.now(), options.months, 'tarea diaria', options.minAgeMs)
      for (const failed of report.failedFiles) log.error(failed, 'No se pudo eliminar un archivo vencido; se intentará en la próxima depuración')
      const counts = { purged: report.purged.length, signUps: report.purgedSignUps.length, people: report.purgedPeople.length, files: report.removedFiles.length }
      if (Object.values(counts).some((count) => count > 0)) {
        log.info(
          { ...counts, months: options.months },
          'Depuración por plazo de conservación: eliminados los registros y archivos vencidos',
        )
      }
    },
  })
}

/**
 * The retention job (issue 14, docs/decisions/024): deletes closed submissions past
 * RETENTION_MONTHS and the files nothing needs, a while after start and then daily.
 */
export default fp(retentionPlugin, { name: 'retention', fastify: '5.x', dependencies: ['db', 'storage'] })
