import { mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, expect, it, vi } from 'vitest'
import { startFormApp, type FormApp } from '#tests/support/server/form-app.ts'
import { describeOnEachDatabase } from '#tests/support/server/test-databases.ts'

let current: FormApp | undefined
afterEach(async () => {
  await current?.app.close()
  current = undefined
})

const MIN_AGE_MS = 60_000

describeOnEachDatabase('the server’s storage sweep', (fixture) => {
  it('runs every STORAGE_SWEEP_INTERVAL_MS, takes only what is older than STORAGE_SWEEP_MIN_AGE_MS, and stops on close', async () => {
    current = await startFormApp(fixture, { env: { STORAGE_SWEEP_INTERVAL_MS: '50', STORAGE_SWEEP_MIN_AGE_MS: String(MIN_AGE_MS) } })
    const { uploadDir } = current
    mkdirSync(uploadDir, { recursive: true })
    const old = new Date(Date.now() - 2 * MIN_AGE_MS)
    const orphan = '0b5e0c1e-8c1d-4a57-9f3e-2f1a3c9d7e01.pdf'
    for (const name of ['abandonada.partial', 'en-curso.partial', orphan, 'nota.txt']) writeFileSync(join(uploadDir, name), 'x')
    for (const name of ['abandonada.partial', orphan, 'nota.txt']) utimesSync(join(uploadDir, name), old, old)

    // Anything not the store's own (nota.txt) is never touched.
    await vi.waitFor(() => expect(readdirSync(uploadDir).sort()).toEqual(['en-curso.partial', 'nota.txt']), { timeout: 10_000, interval: 20 })

    await current.app.close()
    utimesSync(join(uploadDir, 'en-curso.partial'), old, old)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(readdirSync(uploadDir).sort()).toEqual(['en-curso.partial', 'nota.txt'])
  })
})
