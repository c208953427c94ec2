import { chromium } from 'playwright-core'
import { startBenchServer } from './bench/bench-server.ts'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts'
const path = process.argv[2] ?? '/inicio'
const server = await startBenchServer(4185)
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] })
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }
for (let run = 0; run < 3; run++) {
const context = await browser.newContext(PHONE)
const page = await context.newPage()
await page.goto('about:blank')
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8.execute', 'blink.user_timing'] })
await page.goto(server.origin + path)
await page.evaluate(`new Promise((done) => { const check = () => (document.documentElement.hasAttribute('data-hydrated') ? done() : setTimeout(check, 50)); check() })`)
await page.waitForTimeout(700)
const trace = JSON.parse((await browser.stopTracing()).toString('utf8'))
const ev = trace.traceEvents as any[]
const main = ev.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url === server.origin + path)
const key = (e: any) => `${e.pid}:${e.tid}`
const mk = key(main)
const sl = ev.filter((e) => key(e) === mk && e.ph === 'X' && e.dur !== undefined)
const t0 = main.ts
console.log('--- run', run)
for (const t of sl.filter((s) => s.name === 'RunTask' && (s.tdur ?? s.dur) > 6000)) {
  const end = t.ts + t.dur
  const inside = sl.filter((s) => s !== t && s.ts >= t.ts && s.ts < end && (s.tdur ?? s.dur) > 1500)
  console.log(`task @${((t.ts - t0) / 1000).toFixed(0)}ms cpu ${((t.tdur ?? t.dur) / 1000).toFixed(1)}: ` + inside.map((s) => `${s.name}${s.args?.elementCount ? '[' + s.args.elementCount + ']' : ''}${s.args?.data?.url ? '(' + String(s.args.data.url).split('/').pop() + ')' : ''}${s.args?.data?.functionName ? '(' + s.args.data.functionName + ')' : ''} ${((s.tdur ?? s.dur) / 1000).toFixed(1)}`).join(', '))
  const sr = ev.filter((e) => key(e) === mk && (e.name === 'ScheduleStyleRecalculation' || e.name === 'StyleRecalcInvalidationTracking' || e.name==='StyleInvalidatorInvalidationTracking') && e.ts < t.ts && e.ts > t.ts - 200000).slice(-3)
  if (process.env.SR) for (const s of sr) console.log('   before:', s.name, JSON.stringify(s.args?.data).slice(0, 300))
}
await context.close()
}
await browser.close(); await server.stop()
