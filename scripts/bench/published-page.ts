/**
 * `npm run bench:published -- [path]`: a page the server renders from the published content and
 * keeps per content revision (docs/decisions/055) against the same page served as a static file,
 * in the same run (issue 37: at least 80 % of the static file's requests per second). The real
 * server runs over the build on a throw-away database; beside it, @fastify/static serves the
 * build's prerendered copy of the page with its precompressed siblings. autocannon, BENCH_CONNECTIONS
 * (20) connections for BENCH_SECONDS (10) s, brotli accepted, in turns, BENCH_ROUNDS (2) rounds.
 * Default page: /inicio/genera. Loopback only; it stops by itself.
 */
import { join, resolve } from 'node:path'
import fastifyStatic from '@fastify/static'
import autocannon from 'autocannon'
import Fastify from 'fastify'
import { startBenchServer } from './bench-server.ts'
import { median } from './median.ts'

const ROOT = resolve(import.meta.dirname, '../..')
const PORT = Number(process.env.BENCH_PORT ?? 4180)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2)
const GOAL_SHARE = 0.8

async function requestsPerSecond(url: string): Promise<number> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: { 'accept-encoding': 'br' } })
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} respuestas no 2xx y ${result.errors} errores.`)
  return result.requests.average
}

async function main() {
  const path = process.argv[2] ?? '/inicio/genera'
  const server = await startBenchServer(PORT)
  const files = Fastify()
  await files.register(fastifyStatic, { root: join(ROOT, 'build/client'), preCompressed: true, index: ['index.html'], redirect: false })
  const filesOrigin = await files.listen({ port: PORT + 1, host: '127.0.0.1' })
  try {
    // The first request renders the page; the rest are answered with what was kept.
    await fetch(server.origin + path)
    const rendered: number[] = []
    const asFile: number[] = []
    for (let round = 1; round <= ROUNDS; round += 1) {
      rendered.push(await requestsPerSecond(server.origin + path))
      asFile.push(await requestsPerSecond(filesOrigin + path))
      process.stdout.write(`ronda ${round}: renderizada y guardada ${rendered.at(-1)?.toFixed(0)} pet./s, archivo estático ${asFile.at(-1)?.toFixed(0)} pet./s\n`)
    }
    const share = median(rendered) / median(asFile)
    process.stdout.write(
      `${path}: mediana ${median(rendered).toFixed(0)} pet./s renderizada contra ${median(asFile).toFixed(0)} como archivo: ${(share * 100).toFixed(0)} % ` +
        `(meta: al menos ${GOAL_SHARE * 100} %)\n`,
    )
    if (share < GOAL_SHARE) process.exitCode = 1
  } finally {
    await files.close()
    await server.stop()
  }
}

await main()
