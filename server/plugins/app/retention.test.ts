import { utimesSync, writeFileSync, mkdirSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, expect, it, vi } from 'vitest'
import { DEFAULT_SWEEP_TIMING } from '#server/config/storage.ts'
import { startFormApp, type FormApp } from '#tests/support/server/form-app.ts'
import { describeOnEachDatabase } from '#tests/support/server/test-databases.ts'

let current: FormApp | undefined
afterEach(async () => {
  await current?.app.close()
  current = undefined
})

describeOnEachDatabase('the server’s retention job', (fixture) => {
  it('runs after start when asked, and leaves what is not due', async () => {
    current = await startFormApp(fixture, { retention: { autoStart: true, timing: { firstRunDelayMs: 50 } } })
    const { uploadDir, db } = current
    mkdirSync(uploadDir, { recursive: true })
    const old = new Date(Date.now() - 2 * DEFAULT_SWEEP_TIMING.minAgeMs)
    for (const name of ['abandonada.partial', 'en-curso.partial']) writeFileSync(join(uploadDir, name), 'x')
    utimesSync(join(uploadDir, 'abandonada.partial'), old, old)

    await vi.waitFor(() => expect(readdirSync(uploadDir)).toEqual(['en-curso.partial']), { timeout: 10_000, interval: 20 })
    await vi.waitFor(async () => expect(await db.selectFrom('audit_events').select('action').execute()).toEqual([{ action: 'retention-purge' }]))
  })
})
