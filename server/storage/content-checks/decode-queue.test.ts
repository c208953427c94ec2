import { describe, expect, it } from 'vitest'
import { createTaskQueue } from '#server/storage/content-checks/decode-queue.ts'

/** A task that records when it starts and ends when the test says so. */
function controlledTask(name: string, started: string[]) {
  let finish!: (outcome: { value?: string; error?: Error }) => void
  const task = () => {
    started.push(name)
    return new Promise<string>((resolve, reject) => {
      finish = ({ value, error }) => (error ? reject(error) : resolve(value ?? name))
    })
  }
  return { task, finish: (outcome: { value?: string; error?: Error } = {}) => finish(outcome) }
}

/** Lets every settled promise run its continuations. */
const settle = () => new Promise((resolve) => setImmediate(resolve))

describe('createTaskQueue', () => {
  it('runs at most N tasks at once; the later ones start in order as places free up, a failure freeing one too', async () => {
    const queue = createTaskQueue(2)
    const started: string[] = []
    const tasks = ['a', 'b', 'c', 'd', 'e'].map((name) => controlledTask(name, started))
    const results = tasks.map(({ task }) => queue.run(task))
    await settle()
    expect(started).toEqual(['a', 'b'])

    tasks[1]!.finish({ error: new Error('no decodifica') })
    await expect(results[1]).rejects.toThrow('no decodifica')
    await settle()
    expect(started).toEqual(['a', 'b', 'c'])

    tasks[0]!.finish()
    await settle()
    expect(started).toEqual(['a', 'b', 'c', 'd'])
    // A task that comes now waits behind the one already waiting.
    const late = controlledTask('f', started)
    const lateResult = queue.run(late.task)
    tasks[2]!.finish()
    await settle()
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e'])

    tasks[3]!.finish()
    tasks[4]!.finish()
    await settle()
    late.finish({ value: 'f listo' })
    expect(await Promise.all([results[0], results[2], results[3], results[4], lateResult])).toEqual(['a', 'c', 'd', 'e', 'f listo'])
  })

  it('never has more than N running under a burst, and runs every task', async () => {
    const queue = createTaskQueue(3)
    let running = 0
    let most = 0
    const task = async (index: number) => {
      running += 1
      most = Math.max(most, running)
      await new Promise((resolve) => setTimeout(resolve, index % 4))
      running -= 1
      return index
    }
    const indexes = Array.from({ length: 40 }, (_, index) => index)
    expect(await Promise.all(indexes.map((index) => queue.run(() => task(index))))).toEqual(indexes)
    expect(most).toBe(3)
  })

  it('refuses a size that runs nothing', () => {
    expect(() => createTaskQueue(0)).toThrow(RangeError)
    expect(() => createTaskQueue(1.5)).toThrow(RangeError)
  })
})
