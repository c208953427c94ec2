/**
 * `npm run bench:tasks -- [--against DIR] [--all | path ...]`: what a page's start asks of the
 * browser's main thread, in CPU time, so that a change can be judged on a machine whose cores are
 * shared (docs/start-up.md). Each page loads BENCH_RUNS times (default 10) in Debian's Chromium at
 * a phone's size, traced, until it is hydrated. Per load it prints the blocking estimate (each task's
 * CPU time four times over, past 50 ms, summed; scripts/bench/main-thread-tasks.ts) and the longest
 * tasks, named by their main work; then, per page, the runs sorted, their
 * mean and median. With `--against DIR` (another checkout, built: a worktree of an earlier commit)
 * both builds are served at once and each page loads from one, then the other, in turns.
 */
import { resolve } from 'node:path'
import { chromium, type Browser } from 'playwright-core'
import { PRERENDERED_PATHS } from '#app/config/prerender.ts'
import { HYDRATED_ATTRIBUTE } from '#app/start/hydrated-attribute.ts'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.ts'
import { startBenchServer, type BenchServer } from './bench-server.ts'
import { blockingEstimateMs, mainThreadTasks, type MainThreadTask, type TraceEvent } from './main-thread-tasks.ts'
import { median } from './median.ts'

const ROOT = resolve(import.meta.dirname, '../..')
const FIRST_PORT = Number(process.env.BENCH_PORT ?? 4180)
const RUNS = Number(process.env.BENCH_RUNS ?? 10)
/** Lighthouse's phone. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }
/** After the page is marked hydrated: the effects and the layout that follow the last part. */
const SETTLE_MS = 700
const LONGEST_SHOWN = 5
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8.execute', 'blink.user_timing']
// A string, not a function: what tsx compiles a function into refers to helpers the page lacks.
const UNTIL_HYDRATED = `new Promise((done) => {
  const check = () => (document.documentElement.hasAttribute('${HYDRATED_ATTRIBUTE}') ? done() : setTimeout(check, 50))
  check()
})`

interface Build {
  name: string
  server: BenchServer
  estimates: number[]
}

async function traceLoad(browser: Browser, url: string): Promise<MainThreadTask[]> {
  const context = await browser.newContext(PHONE)
  try {
    const page = await context.newPage()
    await page.goto('about:blank')
    await browser.startTracing(page, { categories: TRACE_CATEGORIES })
    await page.goto(url)
    // Not a selector wait: Playwright's selector engine would run its own script in the page.
    await page.evaluate(UNTIL_HYDRATED)
    await page.waitForTimeout(SETTLE_MS)
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] }
    return mainThreadTasks(trace.traceEvents, url)
  } finally {
    await context.close()
  }
}

function summary(path: string, build: Build): string {
  const sorted = [...build.estimates].sort((a, b) => a - b)
  const mean = sorted.reduce((sum, value) => sum + value, 0) / sorted.length
  return `| ${path} | ${build.name} | ${sorted.map(Math.round).join(' ')} | ${Math.round(mean)} | ${Math.round(median(sorted))} |`
}

async function main() {
  const args = process.argv.slice(2)
  const againstIndex = args.indexOf('--against')
  const against = againstIndex >= 0 ? args[againstIndex + 1] : undefined
  if (againstIndex >= 0 && !against) throw new Error('--against necesita la carpeta de otra copia compilada.')
  const pages = args.includes('--all') ? [...PRERENDERED_PATHS] : args.filter((arg) => arg.startsWith('/') && arg !== against)
  if (pages.length === 0) pages.push('/inicio')

  const roots = against ? [resolve(against), ROOT] : [ROOT]
  const servers: BenchServer[] = []
  let browser: Browser | undefined
  const rows: string[] = []
  try {
    for (const [index, root] of roots.entries()) servers.push(await startBenchServer(FIRST_PORT + index, root))
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] })
    for (const path of pages) {
      const builds: Build[] = servers.map((server, index) => ({ name: roots[index] ?? '', server, estimates: [] }))
      for (let run = 0; run < RUNS; run++) {
        for (const build of builds) {
          const tasks = await traceLoad(browser, `${build.server.origin}${path}`)
          const estimate = blockingEstimateMs(tasks)
          build.estimates.push(estimate)
          const longest = [...tasks].sort((a, b) => b.cpuMs - a.cpuMs).slice(0, LONGEST_SHOWN)
          console.log(
            `${path} (${build.name}) ${run + 1}/${RUNS}: bloqueo estimado ${Math.round(estimate)} ms; tareas más largas (ms de CPU): ` +
              longest.map((task) => `${task.label} ${task.cpuMs.toFixed(1)}`).join(', '),
          )
        }
      }
      rows.push(...builds.map((build) => summary(path, build)))
    }
    console.log(`\n| page | build | estimate per run, ms | mean | median |\n|---|---|---|---|---|\n${rows.join('\n')}`)
  } finally {
    await browser?.close()
    for (const server of servers) await server.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
