import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { get, type IncomingMessage } from 'node:http'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createFixtureSite } from '#tests/support/server/fixture-site.ts'

const ROOT = resolve(import.meta.dirname, '..')
// Large enough that loopback socket buffers cannot absorb it: the response stays in flight.
const LARGE_FILE_BYTES = 64 * 1024 * 1024
const PROCESS_TIMEOUT_MS = 15_000

const cleanups: Array<() => void> = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('sin puerto'))))
    })
  })
}

interface ServerProcess {
  readonly child: ChildProcessWithoutNullStreams
  output(): string
  waitForOutput(text: string): Promise<void>
  exitCode: Promise<number | null>
}

function startServer(env: NodeJS.ProcessEnv): ServerProcess {
  // The server itself is the child (tsx as Node's loader, not tsx's command, which would run it in a
  // grandchild): a kill reaches it, and a test that times out leaves no server behind.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], { cwd: ROOT, env: { ...process.env, ...env } })
  let output = ''
  const waiters: Array<{ text: string; done: () => void }> = []
  const onData = (chunk: Buffer): void => {
    output += chunk.toString()
    for (const waiter of waiters.filter((candidate) => output.includes(candidate.text))) {
      waiters.splice(waiters.indexOf(waiter), 1)
      waiter.done()
    }
  }
  child.stdout.on('data', onData)
  child.stderr.on('data', onData)
  const exitCode = new Promise<number | null>((resolveExit) => child.once('exit', (code) => resolveExit(code)))
  cleanups.push(() => {
    if (child.exitCode === null) child.kill('SIGKILL')
  })
  return {
    child,
    output: () => output,
    waitForOutput: (text) =>
      new Promise((resolveWait, reject) => {
        if (output.includes(text)) return resolveWait()
        waiters.push({ text, done: resolveWait })
        void exitCode.then(() => reject(new Error(`El proceso terminó sin escribir "${text}":\n${output}`)))
      }),
    exitCode,
  }
}

function request(url: string): Promise<IncomingMessage> {
  return new Promise((resolveResponse, reject) => {
    get(url, { headers: { connection: 'close' } }, resolveResponse).once('error', reject)
  })
}

describe('server process', () => {
  it(
    'finishes a request in flight on SIGTERM, closes and exits 0',
    async () => {
      const site = createFixtureSite({ largeFileBytes: LARGE_FILE_BYTES })
      const dataDir = mkdtempSync(join(tmpdir(), 'instituto-data-'))
      cleanups.push(site.remove, () => rmSync(dataDir, { recursive: true, force: true }))
      const port = await freePort()
      const server = startServer({
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        SITE_DIR: site.siteDir,
        DATABASE_URL: `file:${join(dataDir, 'app.db')}`,
      })
      await server.waitForOutput(`Servidor escuchando en http://127.0.0.1:${port}`)

      const health = await request(`http://127.0.0.1:${port}/api/v1/health`)
      expect(health.statusCode).toBe(200)
      health.resume()

      const download = await request(`http://127.0.0.1:${port}${site.largeFilePath}`)
      expect(download.statusCode).toBe(200)
      let received = 0
      download.on('data', (chunk: Buffer) => {
        received += chunk.length
      })
      download.pause()

      server.child.kill('SIGTERM')
      await server.waitForOutput('Cerrando el servidor')
      // The response cannot have been fully written yet, so closing must still be waiting for it.
      expect(server.output()).not.toContain('Servidor cerrado')
      const finished = new Promise<void>((resolveEnd, reject) => {
        download.once('end', resolveEnd).once('error', reject)
      })
      download.resume()
      await finished

      expect(received).toBe(LARGE_FILE_BYTES)
      expect(await server.exitCode).toBe(0)
      expect(server.output()).toContain('Servidor cerrado')
    },
    PROCESS_TIMEOUT_MS,
  )

  it(
    'refuses to start when the built privacy notice states other months than RETENTION_MONTHS',
    async () => {
      const site = createFixtureSite({ record: { retentionMonths: 12 } })
      cleanups.push(site.remove)
      const server = startServer({ PORT: String(await freePort()), LOG_LEVEL: 'info', SITE_DIR: site.siteDir, RETENTION_MONTHS: '24', DATABASE_URL: 'file::memory:' })
      expect(await server.exitCode).toBe(1)
      expect(server.output()).toContain('El servidor no arranca: El aviso de privacidad del sitio compilado')
      expect(server.output()).toContain('(RETENTION_MONTHS=24 npm run build)')
      expect(server.output()).not.toMatch(/\n\s+at /)
    },
    PROCESS_TIMEOUT_MS,
  )

  it(
    'exits 1 naming PORT when PORT is wrong',
    async () => {
      const server = startServer({ PORT: '0', LOG_LEVEL: 'info' })
      expect(await server.exitCode).toBe(1)
      expect(server.output()).toContain('PORT: debe ser un entero entre 1 y 65535')
      expect(server.output()).not.toMatch(/\n\s+at /)
    },
    PROCESS_TIMEOUT_MS,
  )
})
