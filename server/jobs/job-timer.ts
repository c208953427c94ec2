import type { FastifyBaseLogger } from 'fastify'

/** When a job runs: a while after the server is ready, then at this interval. */
export interface JobTiming {
  /** After start: long enough to keep it out of the start-up's way (and of a crash loop's). */
  readonly firstRunDelayMs: number
  readonly intervalMs: number
}

export interface JobTimer {
  /** Starts the timer: a first run after `firstRunDelayMs`, then one every `intervalMs`. */
  start(): void
  /** Stops the timer and waits for a run in progress to end (the database must outlive it). */
  stop(): Promise<void>
}

/**
 * Runs `run` on a timer that never keeps the process alive. A failed run is logged (with
 * `failureMessage`) and the next one comes at its time: every job here (retention, the storage
 * sweep, the task digest, the event reminders) is safe to try again, never worth stopping the server for.
 */
export function createJobTimer(run: () => Promise<void>, log: Pick<FastifyBaseLogger, 'error'>, timing: JobTiming, failureMessage: string): JobTimer {
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
