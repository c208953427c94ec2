/**
 * `npm run bench:abuse`: issue 34's attacks, bounded and on loopback, against the real server (built
 * site, fresh SQLite file; with BENCH_DATABASE_URL=postgres://…, a fresh database on that server
 * shared by two server processes, the parallel sign-ins alternating between them): parallel
 * sign-ins for one account and from one address, the timing of password resets and sign-ins for
 * known and unknown addresses, and concurrent uploads of large images with the server's memory.
 * Every part stops by itself.
 */
import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { SIGN_IN_MAX_FAILURES_PER_ACCOUNT } from '#contracts/limits.ts'
import { createStaffAuth } from '#server/auth/auth.ts'
import { authSecret } from '#server/auth/auth-secret.ts'
import { createStaffAccount } from '#server/auth/staff-accounts.ts'
import { loadConfig } from '#server/config/env.ts'
import { createDatabase } from '#server/db/database.ts'
import { BENCH_IMAGES, benchLargeImageUploads } from './abuse-uploads.ts'
import { startBenchServer, type BenchServer } from './bench-server.ts'
import { median } from './median.ts'
import { mannWhitneyP } from './rank-test.ts'

const PORT = Number(process.env.BENCH_PORT ?? 4192)
const POSTGRES_URL = process.env.BENCH_DATABASE_URL || undefined
const PASSWORD = 'faro-nogal-sierra-84'
const BURST = 200
/** Timed requests per kind (known, unknown), after a few that warm up and are dropped. */
const TIMING_SAMPLES = 80
const WARM_UP = 5
/**
 * The pause before each timed request: a reset for an account queues its link once the answer is
 * out, and that work would otherwise land in the next request's time, not in its own.
 */
const SETTLE_BETWEEN_MS = 25
/** Each account takes no more than its limit, so the timing never meets a 429. */
const TIMED_ACCOUNTS = Math.ceil((TIMING_SAMPLES + WARM_UP) / SIGN_IN_MAX_FAILURES_PER_ACCOUNT)
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 30)

let nextClient = 0
/** Another client address each time (the server trusts loopback's X-Forwarded-For), so the per-address limit does not interfere. */
const anotherClient = () => {
  nextClient += 1
  return `10.9.${Math.floor(nextClient / 250)}.${(nextClient % 250) + 1}`
}

async function post(server: BenchServer, path: string, body: object, client: string): Promise<{ status: number; ms: number }> {
  const started = performance.now()
  const response = await fetch(`${server.origin}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify(body),
  })
  await response.arrayBuffer()
  return { status: response.status, ms: performance.now() - started }
}

function tally(statuses: readonly number[]): string {
  const counts = new Map<number, number>()
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1)
  return [...counts].sort(([a], [b]) => a - b).map(([status, count]) => `${count} × ${status}`).join(', ')
}

/** Staff accounts made straight in the server's database, as `npm run staff -- create` makes them. */
async function createAccounts(server: BenchServer, emails: readonly string[]): Promise<void> {
  const { database } = loadConfig({ DATABASE_URL: server.databaseUrl })
  const handle = createDatabase(database)
  try {
    const auth = createStaffAuth({ db: handle.db, dialect: database.dialect, secret: await authSecret(handle.db, null), publicBaseUrl: server.origin, secureCookies: false })
    for (const email of emails) await createStaffAccount(auth, handle.db, { email, nombre: 'Cuenta de prueba', roles: ['contacto'] }, PASSWORD)
  } finally {
    await handle.destroy()
  }
}

/** Parallel sign-ins, each sent to the next server in turn (two processes on one database with PostgreSQL). */
async function parallelSignIns(servers: readonly [BenchServer, ...BenchServer[]], target: string): Promise<void> {
  const [server] = servers
  const serverFor = (index: number) => servers[index % servers.length] ?? server
  const signIn = (email: string, contrasena: string, client: string, index = 0) => post(serverFor(index), '/panel/sesion', { email, contrasena }, client)
  const health = (async () => {
    await new Promise((done) => setTimeout(done, 20))
    const started = performance.now()
    await (await fetch(`${server.origin}/api/v1/health`)).arrayBuffer()
    return performance.now() - started
  })()
  const burst = await Promise.all(Array.from({ length: BURST }, (_, index) => signIn(target, index === BURST - 1 ? PASSWORD : 'no-es-la-contrasena', '203.0.113.10', index)))
  console.log(`${BURST} inicios de sesión en paralelo para una cuenta desde una dirección, el último con la contraseña correcta: ${tally(burst.map((r) => r.status))}`)
  console.log(`  /api/v1/health durante la ráfaga: ${(await health).toFixed(1)} ms`)
  const after = await signIn(target, PASSWORD, '203.0.113.11')
  console.log(`  la contraseña correcta después, desde otra dirección nueva: ${after.status}`)
  const perAddress = await Promise.all(Array.from({ length: 60 }, (_, index) => signIn(`nadie${index}@instituto.example`, 'no-es-la-contrasena', '203.0.113.20', index)))
  console.log(`60 inicios de sesión en paralelo desde una dirección, cada uno con otra cuenta: ${tally(perAddress.map((r) => r.status))}`)
}

/** Known and unknown addresses, interleaved, each from a new client; the first rounds warm up and are dropped. */
async function timing(server: BenchServer, label: string, path: string, known: readonly string[], body: (email: string) => object): Promise<void> {
  const samples = { known: [] as number[], unknown: [] as number[] }
  const statuses: number[] = []
  let round = 0
  for (const [account, email] of known.entries()) {
    const pair = [['known', email], ['unknown', `desconocida${account}@instituto.example`]] as const
    for (let attempt = 0; attempt < SIGN_IN_MAX_FAILURES_PER_ACCOUNT; attempt += 1, round += 1) {
      for (const [kind, address] of round % 2 === 0 ? pair : [...pair].reverse()) {
        await new Promise((resolve) => setTimeout(resolve, SETTLE_BETWEEN_MS))
        const { status, ms } = await post(server, path, body(address), anotherClient())
        statuses.push(status)
        if (round >= WARM_UP) samples[kind].push(ms)
      }
    }
  }
  const [knownP50, unknownP50] = [median(samples.known), median(samples.unknown)]
  console.log(
    `${label}: p50 ${knownP50.toFixed(2)} ms con cuenta, ${unknownP50.toFixed(2)} ms sin cuenta (diferencia ${(knownP50 - unknownP50).toFixed(2)} ms), ` +
      `Mann-Whitney p = ${mannWhitneyP(samples.known, samples.unknown).toFixed(3)}, ${TIMING_SAMPLES} de cada una; respuestas: ${tally(statuses)}`,
  )
}

/** A fresh database on the PostgreSQL server of BENCH_DATABASE_URL, and its removal. */
async function freshPostgresDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bench_abuse_${randomUUID().replaceAll('-', '')}`
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  await admin(`create database "${name}" template template0 encoding 'UTF8'`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => admin(`drop database if exists "${name}" with (force)`) }
}

async function main() {
  const postgres = POSTGRES_URL === undefined ? undefined : await freshPostgresDatabase(POSTGRES_URL)
  const started: BenchServer[] = []
  const start = async (port: number) => {
    const server = await startBenchServer(port, undefined, { databaseUrl: postgres?.url })
    started.push(server)
    return server
  }
  try {
    // One after the other: the first runs the migrations.
    const server = await start(PORT)
    const servers: [BenchServer, ...BenchServer[]] = postgres === undefined ? [server] : [server, await start(PORT + 1)]
    console.log(postgres === undefined ? 'SQLite, un proceso del servidor' : 'PostgreSQL, dos procesos del servidor sobre la misma base')
    const target = 'blanco@instituto.example'
    const timed = Array.from({ length: TIMED_ACCOUNTS }, (_, index) => `persona${index}@instituto.example`)
    await createAccounts(server, [target, ...timed])
    await parallelSignIns(servers, target)
    await timing(server, 'Restablecer contraseña', '/panel/contrasena/olvido', timed, (email) => ({ email }))
    await timing(server, 'Inicio de sesión con contraseña equivocada', '/panel/sesion', timed, (email) => ({ email, contrasena: 'no-es-la-contrasena' }))
    for (const image of BENCH_IMAGES) {
      const uploads = await benchLargeImageUploads(server, image, UPLOADS)
      console.log(
        `${UPLOADS} subidas simultáneas, ${image.label}: RSS del servidor ${uploads.baselineRssMb} MB antes, pico ${uploads.peakRssMb} MB, ` +
          `${uploads.afterRssMb} MB después; ${tally(uploads.statuses)} en ${uploads.seconds.toFixed(1)} s`,
      )
    }
  } finally {
    for (const server of started) await server.stop()
    await postgres?.drop()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
