/**
 * `npm run bench:web -- [--all | path ...]`: Lighthouse 12.2.3 (mobile profile, simulated
 * throttling) in Debian's Chromium against the built site served by the real server on loopback.
 * Prints, per page, the median of BENCH_RUNS runs (default 3), then a summary table. Default page:
 * /inicio; `--all`, every prerendered page of the route data; `--publicaciones`, a sample news post
 * and event published first (scripts/bench/sample-publications.ts), their pages measured too. The table gives Lighthouse's own CPU
 * benchmark of the machine per page too (higher is faster): a busy machine shows in it.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { PRERENDERED_PATHS } from '#app/config/prerender.ts'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.ts'
import { startBenchServer } from './bench-server.ts'
import { publishSamplePublications } from './sample-publications.ts'
import { median } from './median.ts'

const run = promisify(execFile)
const ROOT = resolve(import.meta.dirname, '../..')
// Not 4190: browsers and fetch refuse that port (ManageSieve is on the Fetch standard's bad-port list).
const PORT = Number(process.env.BENCH_PORT ?? 4180)
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const CHROME_FLAGS = CHROMIUM_FLAGS.join(' ')
const LIGHTHOUSE_TIMEOUT_MS = 180_000

interface Audit {
  numericValue?: number
  details?: { items?: { resourceType?: string; transferSize?: number }[] }
}
interface LighthouseReport {
  categories: Record<string, { score: number | null }>
  audits: Record<string, Audit>
  runtimeError?: { message: string }
  environment?: { benchmarkIndex?: number }
}

interface PageFigures {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  fcpMs: number
  tbtMs: number
  cls: number
  totalKb: number
  scriptKb: number
  /** Lighthouse's benchmark of the machine's CPU during the run: higher is faster. */
  cpuIndex: number
}

// Lighthouse now and then loses a trace (NO_NAVSTART, NO_FCP) on a busy machine: such a run is
// tried again instead of ending a long --all measurement.
const RETRIES = Number(process.env.BENCH_RETRIES ?? 2)

async function auditWithRetries(url: string, outDir: string, index: number): Promise<PageFigures> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await audit(url, outDir, index)
    } catch (error) {
      if (attempt >= RETRIES) throw error
      const reason = (error instanceof Error ? error.message : String(error)).trim().split('\n').at(-1)
      console.error(`${url}: ${reason}; otra vez.`)
    }
  }
}

async function audit(url: string, outDir: string, index: number): Promise<PageFigures> {
  const output = join(outDir, `report-${index}.json`)
  await run(
    join(ROOT, 'node_modules/.bin/lighthouse'),
    [url, '--quiet', '--output=json', `--output-path=${output}`, `--chrome-flags=${CHROME_FLAGS}`, '--only-categories=performance,accessibility,best-practices,seo'],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, timeout: LIGHTHOUSE_TIMEOUT_MS },
  )
  const report = JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport
  if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.message}`)
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100)
  const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN
  const resources = report.audits['resource-summary']?.details?.items ?? []
  const kb = (type: string) => (resources.find((item) => item.resourceType === type)?.transferSize ?? 0) / 1024
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: value('largest-contentful-paint'),
    fcpMs: value('first-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    totalKb: kb('total'),
    scriptKb: kb('script'),
    cpuIndex: report.environment?.benchmarkIndex ?? Number.NaN,
  }
}

function medianFigures(runs: PageFigures[]): PageFigures {
  const keys = Object.keys(runs[0] ?? {}) as (keyof PageFigures)[]
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((figures) => figures[key]))])) as unknown as PageFigures
}

interface PageResult {
  path: string
  median: PageFigures
  /** The lowest and highest blocking time of the runs: on a shared machine it moves by tens of ms (docs/start-up.md#measurements). */
  tbtRange: [number, number]
}

/** One Markdown row per page: the closing notes compare these tables before and after a change. */
function summaryTable(results: PageResult[]): string {
  const header =
    '| page | perf. | a11y | best pr. | SEO | LCP ms | TBT ms | TBT min–max | CLS | KB | JS KB | CPU index |\n|---|---|---|---|---|---|---|---|---|---|---|---|'
  const rows = results.map(
    ({ path, median: f, tbtRange: [low, high] }) =>
      `| ${path} | ${f.performance} | ${f.accessibility} | ${f.bestPractices} | ${f.seo} | ${Math.round(f.lcpMs)} | ` +
      `${Math.round(f.tbtMs)} | ${Math.round(low)}–${Math.round(high)} | ${f.cls.toFixed(3)} | ${f.totalKb.toFixed(1)} | ${f.scriptKb.toFixed(1)} | ${Math.round(f.cpuIndex)} |`,
  )
  return [header, ...rows].join('\n')
}

async function measure(label: string, url: string, outDir: string): Promise<PageResult> {
  const runs: PageFigures[] = []
  for (let i = 0; i < RUNS; i++) runs.push(await auditWithRetries(url, outDir, i))
  const f = medianFigures(runs)
  const tbts = runs.map((figures) => figures.tbtMs)
  console.log(
    `${label} (mediana de ${RUNS}, móvil): rendimiento ${f.performance}, accesibilidad ${f.accessibility}, ` +
      `buenas prácticas ${f.bestPractices}, SEO ${f.seo} | LCP ${Math.round(f.lcpMs)} ms, FCP ${Math.round(f.fcpMs)} ms, ` +
      `TBT ${Math.round(f.tbtMs)} ms (${tbts.map(Math.round).join(', ')}), CLS ${f.cls.toFixed(3)} | transferido ${f.totalKb.toFixed(1)} KB, ` +
      `JavaScript ${f.scriptKb.toFixed(1)} KB | índice de CPU ${Math.round(f.cpuIndex)}`,
  )
  return { path: label, median: f, tbtRange: [Math.min(...tbts), Math.max(...tbts)] }
}

async function main() {
  const args = process.argv.slice(2)
  const pages = args.includes('--all') ? [...PRERENDERED_PATHS] : args.filter((arg) => arg.startsWith('/'))
  const withPublications = args.includes('--publicaciones')
  if (pages.length === 0 && !withPublications) pages.push('/inicio')
  const results: PageResult[] = []
  const server = await startBenchServer(PORT)
  if (withPublications) pages.push(...(await publishSamplePublications(server.databaseUrl)))
  const outDir = mkdtempSync(join(tmpdir(), 'instituto-lighthouse-'))
  try {
    for (const path of pages) results.push(await measure(path, `${server.origin}${path}`, outDir))
    console.log(`\n${summaryTable(results)}`)
  } finally {
    rmSync(outDir, { recursive: true, force: true })
    await server.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
