import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const ROOT = resolve(import.meta.dirname, '../..')
const START_TIMEOUT_MS = 60_000
const POLL_INTERVAL_MS = 200

export interface BenchServer {
  origin: string
  /** The throw-away database the server runs on (to load data into it). */
  databaseUrl: string
  /** The node process that runs the server (tsx starts it as its child): whose memory to read in /proc. */
  serverPid: number
  stop(): Promise<void>
}

/**
 * Starts the real server (`tsx server/server.ts`) on loopback over the built site, with a
 * throw-away SQLite file (or the database `databaseUrl` names, which several servers may share),
 * and waits until its health check answers. `root` is the checkout whose build and server run: this
 * one, or another built beside it (a worktree of an earlier commit).
 */
export async function startBenchServer(port: number, root = ROOT, { databaseUrl: sharedDatabaseUrl }: { databaseUrl?: string } = {}): Promise<BenchServer> {
  if (!existsSync(join(root, 'build/client/inicio/index.html'))) {
    throw new Error(`No hay sitio compilado en ${root}: ejecuta \`npm run build\` ahí primero.`)
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'instituto-bench-'))
  const origin = `http://127.0.0.1:${port}`
  const databaseUrl = sharedDatabaseUrl ?? `file:${join(dataDir, 'app.db')}`
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    TRUST_PROXY: 'loopback',
    // Uploads and e-mails a bench makes go away with it, not into the checkout's data/.
    UPLOAD_DIR: join(dataDir, 'uploads'),
    OUTBOX_DIR: join(dataDir, 'outbox'),
  }
  const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['server/server.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const stop = async () => {
    await stopChild(child)
    rmSync(dataDir, { recursive: true, force: true })
  }
  let serverPid: number
  try {
    await waitForHealth(origin, child)
    serverPid = serverProcessOf(child)
  } catch (error) {
    await stop()
    throw error
  }
  return { origin, databaseUrl, serverPid, stop }
}

/** tsx runs the script in a node process of its own, its child; without one, `child` is the server. */
function serverProcessOf(child: ChildProcess): number {
  if (child.pid === undefined) throw new Error('El servidor no tiene número de proceso.')
  const children = readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean)
  const server = children.find((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('server/server.ts'))
  return server === undefined ? child.pid : Number(server)
}

async function waitForHealth(origin: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`El servidor terminó al arrancar (código ${child.exitCode}).`)
    try {
      if ((await fetch(`${origin}/api/v1/health`)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, POLL_INTERVAL_MS))
  }
  throw new Error(`El servidor no respondió en ${START_TIMEOUT_MS} ms.`)
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve()
  return new Promise((done) => {
    child.once('exit', () => done())
    child.kill('SIGTERM')
  })
}
