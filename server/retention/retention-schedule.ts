import type { FastifyBaseLogger } from 'fastify'

/** When the server runs retention: a while after it is ready, then at this interval. */
export interface RetentionTiming {
  /** After start: long enough to keep it out of the start-up's way (and of a crash loop's). */
  readonly firstRunDelayMs: number
  readonly intervalMs: number
}

/** Issue 14: "a daily job". */
export const DEFAULT_RETENTION_TIMING: RetentionTiming = {
  firstRunDelayMs: 60_000,
  intervalMs: 24 * 60 * 60_000,
}

export interface RetentionSchedule {
  /** Starts the timer: a first run after `firstRunDelayMs`, then one every `intervalMs`. */
  start(): void
  /** Stops the timer and waits for a run in progress to end (the database must outlive it). */
  stop(): Promise<void>
}

/**
 * Runs `run` on a timer that never keeps the process alive. A failed run is logged (with
 * `failureMessage`) and the next one comes at its time: retention is retried daily, and the
 * storage sweep (which shares this timer) every few minutes, never worth stopping the server for.
 */
export function createRetentionSchedule(
  run: () => Promise<void>,
  log: Pick<FastifyBaseLogger, 'error'>,
  timing: RetentionTiming = DEFAULT_RETENTION_TIMING,
  failureMessage = 'La depuración por plazo de conservación falló; se intentará en la próxima',
): RetentionSchedule {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  let stopped = false

  const schedule = (delayMs: number) => {
    timer = setTimeout(() => {
      running = run()
        .catch((err: unknown) => log.error({ err }, failureMessage))
        .finally(() => {
          running = undefined
          if (!stopped) schedule(timing.intervalMs)
        })
    }, delayMs)
    timer.unref()
  }

  return {
    start: () => schedule(timing.firstRunDelayMs),
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}
