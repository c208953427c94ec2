import fp from 'fastify-plugin'
import type { FastifyPluginAsync } from 'fastify'
import type { StorageDriver, SweepTiming } from '#server/config/storage.ts'
import { scheduleJob } from '#server/jobs/scheduled-job.ts'
import { runSweep } from '#server/storage/storage-sweep.ts'
import { createUploadStore, type UploadStore } from '#server/storage/upload-store.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The stored files (receipts, delivered documents), whichever driver STORAGE_DRIVER names. */
    uploads: UploadStore
  }
}

/** Test seams of the storage sweep. */
export interface StorageSweepOverrides {
  /** `false`: no sweep on a timer (the test runs `runSweep` itself). */
  readonly autoStart?: boolean
}

export interface StoragePluginOptions extends StorageSweepOverrides {
  readonly driver: StorageDriver
  /** UPLOAD_DIR. */
  readonly dir: string
  readonly sweep: SweepTiming
  readonly now: () => Date
}

const storagePlugin: FastifyPluginAsync<StoragePluginOptions> = async (app, options) => {
  const store = createUploadStore({ driver: options.driver, dir: options.dir, db: app.db, now: options.now })
  app.decorate('uploads', store)
  if (options.autoStart === false) return
  scheduleJob(app, {
    name: 'storage-sweep',
    timing: { firstRunDelayMs: options.sweep.intervalMs, intervalMs: options.sweep.intervalMs },
    failureMessage: 'El barrido de archivos sobrantes falló; se intentará en el próximo',
    async run(log) {
      const report = await runSweep(app.db, store, options.now(), options.sweep.minAgeMs)
      for (const failed of report.failedFiles) log.error(failed, 'No se pudo eliminar un archivo sobrante; se intentará en el próximo barrido')
      if (report.orphanFiles.length > 0 || report.staleTemps.length > 0) {
        log.info({ orphans: report.orphanFiles.length, partials: report.staleTemps.length }, 'Barrido de archivos: eliminados los que ningún registro usa')
      }
    },
  })
}

/**
 * The storage (issue 16, items 6 and 7): `app.uploads`, and a sweep every
 * STORAGE_SWEEP_INTERVAL_MS (unref'ed, stopped on close) that removes interrupted uploads and
 * stored files no row names, once older than STORAGE_SWEEP_MIN_AGE_MS. Safe in several processes.
 */
export default fp(storagePlugin, { name: 'storage', fastify: '5.x', dependencies: ['db'] })
