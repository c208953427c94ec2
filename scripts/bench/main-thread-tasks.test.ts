import { describe, expect, it } from 'vitest'
import { blockingEstimateMs, mainThreadTasks, type TraceEvent } from './main-thread-tasks.ts'

const PAGE = { pid: 2, tid: 1 }
const OTHER_RENDERER = { pid: 3, tid: 1 }
const URL = 'http://127.0.0.1:4180/inicio'
const slice = (name: string, ts: number, durMs: number, cpuMs: number, thread = PAGE): TraceEvent => ({
  name,
  ph: 'X',
  ts,
  dur: durMs * 1000,
  tdur: cpuMs * 1000,
  ...thread,
})

describe('mainThreadTasks', () => {
  it('counts each task of the thread that parsed the page at its CPU time, named by its main work', () => {
    const events: TraceEvent[] = [
      // The page waited 40 ms for a core while it parsed 12 ms of HTML and ran 2 ms of script.
      slice('RunTask', 1_000, 54, 14),
      { ...slice('ParseHTML', 1_100, 50, 12), args: { beginData: { url: URL } } },
      slice('EvaluateScript', 20_000, 3, 2),
      slice('RunTask', 100_000, 20, 18),
      slice('RunMicrotasks', 100_100, 19, 17.5),
      // The browser's own page, in another renderer, busier than the page.
      slice('RunTask', 200_000, 90, 90, OTHER_RENDERER),
      { ...slice('ParseHTML', 200_100, 1, 1, OTHER_RENDERER), args: { beginData: { url: 'chrome://new-tab-page/' } } },
      slice('RunTask', 300_000, 5, 5, OTHER_RENDERER),
      slice('RunTask', 400_000, 5, 5, OTHER_RENDERER),
    ]

    expect(mainThreadTasks(events, URL)).toEqual([
      { cpuMs: 14, label: 'ParseHTML' },
      { cpuMs: 18, label: 'RunMicrotasks' },
    ])
  })
})

describe('blockingEstimateMs', () => {
  it('sums what each task lasts past 50 ms once the CPU is four times slower', () => {
    expect(blockingEstimateMs([{ cpuMs: 12, label: 'Layout' }, { cpuMs: 20, label: 'Layout' }, { cpuMs: 15, label: 'x' }])).toBe(30 + 10)
  })
})
