import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { test as base } from '@playwright/test'
import { startSmtpSink, type SmtpSink } from '../support/server/smtp-sink.ts'

/**
 * A worker's own server: the built site served by `server/server.ts`, as `npm start` runs it, on
 * its own port and SQLite file, sending its e-mail to a real SMTP server this worker started.
 * Journeys that read what reached a mailbox use it; their workers never share data.
 */
export interface OwnServer {
  readonly origin: string
  readonly databaseFile: string
  readonly sink: SmtpSink
}

const FIRST_PORT = Number(process.env.E2E_PORT ?? 4173) + 100
const START_CEILING_MS = 60_000

async function waitUntilHealthy(origin: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_CEILING_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`El servidor terminó al arrancar (código ${child.exitCode}).`)
    try {
      if ((await fetch(`${origin}/api/v1/health`)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`El servidor de ${origin} no respondió en ${START_CEILING_MS} ms.`)
}

export const test = base.extend<object, { ownServer: OwnServer }>({
  ownServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
    async ({}, use, workerInfo) => {
      const port = FIRST_PORT + workerInfo.parallelIndex
      const origin = `http://127.0.0.1:${port}`
      const dir = join('data', 'e2e', `own-${workerInfo.parallelIndex}`)
      rmSync(dir, { recursive: true, force: true })
      mkdirSync(dir, { recursive: true })
      const databaseFile = join(dir, 'app.db')
      const sink = await startSmtpSink()
      const child = spawn(join('node_modules', '.bin', 'tsx'), ['server/server.ts'], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          NODE_ENV: 'test',
          LOG_LEVEL: 'warn',
          DATABASE_URL: `file:${databaseFile}`,
          UPLOAD_DIR: join(dir, 'uploads'),
          SMTP_URL: sink.url,
          PUBLIC_BASE_URL: origin,
          // As in playwright.config.ts: the journeys reuse one address; the cap has server tests.
          CONFIRMATIONS_PER_ADDRESS_PER_DAY: '10000',
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      })
      try {
        await waitUntilHealthy(origin, child)
        await use({ origin, databaseFile, sink })
      } finally {
        child.kill('SIGTERM')
        await sink.close()
      }
    },
    { scope: 'worker', timeout: START_CEILING_MS + 30_000 },
  ],
  baseURL: async ({ ownServer }, use) => use(ownServer.origin),
})

export { expect } from '@playwright/test'
