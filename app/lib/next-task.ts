/**
 * Runs `callback` in a task of its own, right after the current one, and returns a cancel function.
 *
 * Hydrating a long page and then running every effect in the same task makes one long task that
 * blocks input (Lighthouse counts it as Total Blocking Time). Work that can wait a moment (starting
 * a carousel, filling a decorative copy) goes through here instead, so the browser can handle input
 * and paint in between. A MessageChannel message is used rather than a timer: it runs as soon as the
 * main thread is free, with no minimum delay, and fake clocks in tests do not hold it back.
 */
export function inNextTask(callback: () => void): () => void {
  let cancelled = false
  const channel = new MessageChannel()
  channel.port1.onmessage = () => {
    channel.port1.close()
    if (!cancelled) callback()
  }
  channel.port2.postMessage(null)
  return () => {
    cancelled = true
    channel.port1.close()
  }
}

/** Resolves in a task of its own, right after the current one (see {@link inNextTask}). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => inNextTask(resolve))
}
