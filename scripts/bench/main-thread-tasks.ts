/** One event of a Chromium trace, as much of it as the analysis reads. */
export interface TraceEvent {
  name: string
  cat?: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  /** The thread's CPU time, where `dur` is the wall-clock time (both in µs). */
  tdur?: number
  args?: { beginData?: { url?: string } }
}

export interface MainThreadTask {
  /** CPU time in ms: the time the thread really ran, not the time it waited for a core. */
  cpuMs: number
  /** The work that took most of its time. */
  label: string
}

/** The kinds of work a task is named by. */
const WORK_KINDS = [
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'RunMicrotasks',
  'EventDispatch',
  'TimerFire',
  'MajorGC',
  'MinorGC',
]

/**
 * Lighthouse's mobile profile runs the CPU four times slower than the machine, and counts what a
 * task lasts past 50 ms as blocking.
 */
const CPU_SLOWDOWN = 4
const LONG_TASK_MS = 50

const threadKey = (event: TraceEvent) => `${event.pid}:${event.tid}`
const cpuOf = (event: TraceEvent) => (event.tdur ?? event.dur ?? 0) / 1000

/**
 * The top-level tasks of the page's main thread (the renderer's main thread that parsed `pageUrl`;
 * another renderer, such as the browser's own pages, may be busier) with their CPU time and what
 * they did.
 */
export function mainThreadTasks(events: readonly TraceEvent[], pageUrl: string): MainThreadTask[] {
  const main = events.find((event) => event.name === 'ParseHTML' && event.args?.beginData?.url === pageUrl)
  const mainKey = main && threadKey(main)
  const slices = events.filter((event) => threadKey(event) === mainKey && event.ph === 'X' && event.dur !== undefined)
  return slices
    .filter((slice) => slice.name === 'RunTask')
    .map((task) => {
      const end = task.ts + (task.dur ?? 0)
      const within = (event: TraceEvent) => event !== task && event.ts >= task.ts && event.ts < end
      return { cpuMs: cpuOf(task), label: mainWork(slices.filter(within)) }
    })
}

function mainWork(inside: readonly TraceEvent[]): string {
  const cpuPerKind = new Map<string, number>()
  for (const event of inside) {
    if (WORK_KINDS.includes(event.name)) cpuPerKind.set(event.name, (cpuPerKind.get(event.name) ?? 0) + cpuOf(event))
  }
  return [...cpuPerKind].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'otro'
}

/** What the tasks would block under Lighthouse's CPU slowdown: what each lasts past 50 ms, summed. */
export function blockingEstimateMs(tasks: readonly MainThreadTask[]): number {
  return tasks.reduce((sum, task) => sum + Math.max(0, CPU_SLOWDOWN * task.cpuMs - LONG_TASK_MS), 0)
}
