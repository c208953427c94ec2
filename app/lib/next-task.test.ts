import { describe, expect, it, vi } from 'vitest'
import { inNextTask } from './next-task.ts'

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('inNextTask', () => {
  it('runs the callback after the current task, not during it', async () => {
    const callback = vi.fn()
    inNextTask(callback)
    expect(callback).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(callback).toHaveBeenCalledTimes(1))
  })

  it('does not run a cancelled callback', async () => {
    const callback = vi.fn()
    inNextTask(callback)()
    await nextTask()
    await nextTask()
    expect(callback).not.toHaveBeenCalled()
  })
})
