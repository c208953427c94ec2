/**
 * `npm run bench:api`: a bounded load on loopback against the real server (built site, fresh
 * SQLite file). Each target runs for BENCH_SECONDS (default 10) with BENCH_CONNECTIONS (default 20)
 * connections, then stops by itself.
 */
import autocannon from 'autocannon'
import { startBenchServer } from './bench-server.ts'

const PORT = Number(process.env.BENCH_PORT ?? 4191)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20)

/** What is measured: the health check (one database round trip) and a prerendered page. */
const TARGETS = [
  { name: 'GET /api/v1/health', path: '/api/v1/health', headers: {} },
  { name: 'GET /inicio (brotli)', path: '/inicio', headers: { 'accept-encoding': 'br' } },
]

async function main() {
  const server = await startBenchServer(PORT)
  try {
    for (const target of TARGETS) {
      const result = await autocannon({
        url: `${server.origin}${target.path}`,
        headers: target.headers,
        connections: CONNECTIONS,
        duration: SECONDS,
      })
      const failures = result.errors + result.timeouts + result.non2xx
      console.log(
        `${target.name}: ${Math.round(result.requests.average)} pet/s de media, latencia p50 ${result.latency.p50} ms, ` +
          `p99 ${result.latency.p99} ms, ${result.requests.total} peticiones, ${failures} fallidas ` +
          `(${CONNECTIONS} conexiones, ${SECONDS} s)`,
      )
    }
  } finally {
    await server.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
