import { afterEach, describe, expect, it, vi } from 'vitest'
import { createJobTimer } from '#server/jobs/job-timer.ts'

const DAILY = { firstRunDelayMs: 60_000, intervalMs: 24 * 60 * 60_000 }
const FAILED = 'La tarea falló; se intentará en la próxima'

afterEach(() => {
  vi.useRealTimers()
})

describe('the job timer', () => {
  it('runs a while after start, then daily, goes on after a failure and stops on close', async () => {
    vi.useFakeTimers()
    const errors: unknown[] = []
    let runs = 0
    const run = vi.fn(async () => {
      runs += 1
      if (runs === 2) throw new Error('la base de datos no responde')
    })
    const schedule = createJobTimer(run, { error: (...args: unknown[]) => errors.push(args) }, DAILY, FAILED)
    schedule.start()

    await vi.advanceTimersByTimeAsync(DAILY.firstRunDelayMs - 1)
    expect(run).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(run).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(DAILY.intervalMs)
    expect(run).toHaveBeenCalledTimes(2)
    expect(errors).toEqual([[{ err: expect.any(Error) }, FAILED]])
    await vi.advanceTimersByTimeAsync(DAILY.intervalMs)
    expect(run).toHaveBeenCalledTimes(3)

    await schedule.stop()
    await vi.advanceTimersByTimeAsync(2 * DAILY.intervalMs)
    expect(run).toHaveBeenCalledTimes(3)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('waits for a run in progress when it stops', async () => {
    let started = false
    let finish: () => void = () => undefined
    const run = () =>
      new Promise<void>((resolve) => {
        started = true
        finish = resolve
      })
    const schedule = createJobTimer(run, { error: () => undefined }, { firstRunDelayMs: 0, intervalMs: 60_000 }, FAILED)
    schedule.start()
    await vi.waitFor(() => expect(started).toBe(true))
    let stopped = false
    const stopping = schedule.stop().then(() => (stopped = true))
    await new Promise((resolve) => setImmediate(resolve))
    expect(stopped).toBe(false)
    finish()
    await stopping
    expect(stopped).toBe(true)
  })
})
