import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const ROOT = resolve(import.meta.dirname, '../../..')
/** A ceiling for a busy machine (tsx loads the app's module graph), not a speed check. */
const START_CEILING_MS = 30_000
const POLL_MS = 100

/** A real server process (`server/server.ts` under tsx, as `npm start` runs it) on a loopback port. */
export interface ServerProcess {
  readonly origin: string
  /** Everything it wrote to stdout and stderr so far. */
  output(): string
  /** SIGTERM: a graceful close; resolves with the exit code. */
  stop(): Promise<number | null>
  /** SIGKILL: the process dies at once, mid-request; resolves once it is gone. */
  kill(): Promise<void>
}

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('sin puerto'))))
    })
  })
}

async function waitUntilHealthy(origin: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_CEILING_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`El servidor terminó al arrancar (código ${child.exitCode}):\n${output()}`)
    try {
      if ((await fetch(`${origin}/api/v1/health`)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, POLL_MS))
  }
  child.kill('SIGKILL')
  throw new Error(`El servidor de ${origin} no respondió en ${START_CEILING_MS} ms:\n${output()}`)
}

/**
 * Starts the server with `env` on top of a test environment (API only, no site build, warnings
 * logged) and waits until its health check answers. The caller stops it; a process still running
 * when the test file ends is killed with it.
 */
export async function startServerProcess(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  // Node itself with tsx's loader, not the tsx command: that one runs the server in a child
  // process, and a SIGKILL would kill only the wrapper and leave the server running.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SITE_DIR: join(tmpdir(), 'instituto-no-site'),
      PUBLIC_BASE_URL: origin,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)))
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  void exited.then(() => process.off('exit', killOnExit))
  await waitUntilHealthy(origin, child, () => output)
  return {
    origin,
    output: () => output,
    stop() {
      if (child.exitCode === null) child.kill('SIGTERM')
      return exited
    },
    async kill() {
      if (child.exitCode === null) child.kill('SIGKILL')
      await exited
    },
  }
}
