/** Runs tasks at most a given number at a time; the others wait their turn, in the order they came. */
export interface TaskQueue {
  /** `task`'s result, once a place was free and it ran; a failure frees the place too. */
  run<T>(task: () => Promise<T>): Promise<T>
}

export function createTaskQueue(atOnce: number): TaskQueue {
  if (!Number.isInteger(atOnce) || atOnce < 1) throw new RangeError(`A queue runs at least one task at once, not ${atOnce}`)
  let running = 0
  const waiting: (() => void)[] = []
  return {
    async run(task) {
      if (running < atOnce) running += 1
      else await new Promise<void>((start) => waiting.push(start))
      try {
        return await task()
      } finally {
        // The place passes straight to the next waiting task, so a newcomer cannot take it first.
        const next = waiting.shift()
        if (next === undefined) running -= 1
        else next()
      }
    },
  }
}
