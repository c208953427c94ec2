/**
 * `npm run bench:api`: a bounded load on loopback against the real server (built site, fresh
 * SQLite file). Each target runs for BENCH_SECONDS (default 10) with BENCH_CONNECTIONS (default 20)
 * connections, then stops by itself.
 */
import { execFile } from 'node:child_process'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import autocannon from 'autocannon'
import { EXAMPLE_FICHA } from '#tests/fixtures/example-submissions.ts'
import { startBenchServer } from './bench-server.ts'

const ROOT = resolve(import.meta.dirname, '../..')
const EXAMPLE_CERTIFICATES = 'examples/certificados.csv'
/** The first folio of the example file: looked up through the registry's index. */
const EXAMPLE_FOLIO = '3f2b8c1e-7d4a-4e9b-a6c2-1b5d9e0f4a7c'

const PORT = Number(process.env.BENCH_PORT ?? 4191)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20)

interface Target {
  readonly name: string
  readonly path: string
  readonly headers: Record<string, string>
  readonly method?: 'POST'
  readonly body?: string
}

/** What is measured: the health check and a certificate lookup (one query each), a ficha stored, and a prerendered page. */
const TARGETS: readonly Target[] = [
  { name: 'GET /api/v1/health', path: '/api/v1/health', headers: {} },
  { name: 'GET /api/v1/certificates/{folio}', path: `/api/v1/certificates/${EXAMPLE_FOLIO}`, headers: {} },
  {
    name: 'POST /api/v1/generar-ficha',
    path: '/api/v1/generar-ficha',
    method: 'POST',
    body: JSON.stringify(EXAMPLE_FICHA),
    headers: { 'content-type': 'application/json' },
  },
  { name: 'GET /inicio (brotli)', path: '/inicio', headers: { 'accept-encoding': 'br' } },
]

/**
 * Every limit counts per client address, so the load comes from many: the server trusts loopback as
 * its proxy (TRUST_PROXY) and each request names another client in X-Forwarded-For.
 */
function fromAnotherClient(request: autocannon.Request): autocannon.Request {
  const client = `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`
  return { ...request, headers: { ...request.headers, 'x-forwarded-for': client } }
}

async function main() {
  const server = await startBenchServer(PORT)
  try {
    await promisify(execFile)(join(ROOT, 'node_modules/.bin/tsx'), ['server/cli/certificates.ts', 'import', EXAMPLE_CERTIFICATES], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: server.databaseUrl },
    })
    for (const target of TARGETS) {
      const result = await autocannon({
        url: `${server.origin}${target.path}`,
        connections: CONNECTIONS,
        duration: SECONDS,
        requests: [{ method: target.method ?? 'GET', headers: target.headers, body: target.body, setupRequest: fromAnotherClient }],
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
