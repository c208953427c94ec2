import fp from 'fastify-plugin'
import type { FastifyPluginAsync } from 'fastify'
import { runRetention } from '#server/retention/retention.ts'
import { DEFAULT_RETENTION_TIMING, createRetentionSchedule, type RetentionTiming } from '#server/retention/retention-schedule.ts'

/** Test seams of the retention job. */
export interface RetentionOverrides {
  /** Whether the server runs it on its timer; by default yes, except under NODE_ENV=test. */
  readonly autoStart?: boolean
  readonly timing?: Partial<RetentionTiming>
}

export interface RetentionPluginOptions extends RetentionOverrides {
  /** STORAGE_SWEEP_MIN_AGE_MS: the orphans and partials a run removes are at least this old. */
  readonly minAgeMs: number
  /** RETENTION_MONTHS. */
  readonly months: number
  readonly now: () => Date
}

const retentionPlugin: FastifyPluginAsync<RetentionPluginOptions> = async (app, options) => {
  if (options.autoStart === false) return
  const log = app.log.child({ module: 'retention' })
  const schedule = createRetentionSchedule(
    async () => {
      const report = await runRetention(app.db, app.uploads, options.now(), options.months, 'tarea diaria', options.minAgeMs)
      for (const failed of report.failedFiles) log.error(failed, 'No se pudo eliminar un archivo vencido; se intentará en la próxima depuración')
      if (report.removedFiles.length > 0 || report.purged.length > 0) {
        log.info(
          { purged: report.purged.length, files: report.removedFiles.length, months: options.months },
          'Depuración por plazo de conservación: eliminados los registros y archivos vencidos',
        )
      }
    },
    log,
    { ...DEFAULT_RETENTION_TIMING, ...options.timing },
  )
  app.addHook('onReady', async () => schedule.start())
  // Registered after the db plugin, so it runs before the database closes.
  app.addHook('onClose', () => schedule.stop())
}

/**
 * The retention job (issue 14, docs/decisions/024): deletes closed submissions past
 * RETENTION_MONTHS and the files nothing needs, a while after start and then daily.
 */
export default fp(retentionPlugin, { name: 'retention', fastify: '5.x', dependencies: ['db', 'storage'] })
