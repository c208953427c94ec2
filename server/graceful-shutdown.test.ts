import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createShutdown, type ClosableApp } from '#server/graceful-shutdown.ts'

const TIMEOUT_MS = 1000

function fakeApp(close: () => Promise<unknown>): ClosableApp {
  return { close, log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() } }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('createShutdown', () => {
  it('exits 0 once the app has closed', async () => {
    const exit = vi.fn()
    createShutdown(fakeApp(() => Promise.resolve()), TIMEOUT_MS, exit)('SIGTERM')
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0))
    vi.advanceTimersByTime(TIMEOUT_MS)
    expect(exit).toHaveBeenCalledTimes(1)
  })

  it('exits 1 when closing takes longer than the time-out', () => {
    const exit = vi.fn()
    createShutdown(fakeApp(() => new Promise(() => undefined)), TIMEOUT_MS, exit)('SIGTERM')
    vi.advanceTimersByTime(TIMEOUT_MS - 1)
    expect(exit).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(exit).toHaveBeenCalledWith(1)
  })

  it('exits 1 when closing fails', async () => {
    const exit = vi.fn()
    createShutdown(fakeApp(() => Promise.reject(new Error('pool'))), TIMEOUT_MS, exit)('SIGINT')
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(1))
  })

  it('exits 1 at once on a second signal', () => {
    const exit = vi.fn()
    const shutdown = createShutdown(fakeApp(() => new Promise(() => undefined)), TIMEOUT_MS, exit)
    shutdown('SIGINT')
    shutdown('SIGINT')
    expect(exit).toHaveBeenCalledWith(1)
  })
})
