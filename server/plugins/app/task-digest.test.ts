import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterEach, expect, it, vi } from 'vitest'
import { buildApp } from '#server/app.ts'
import { insertTask } from '#server/db/tasks.ts'
import { TASK_DIGEST_SUBJECT } from '#server/mail/templates/task-digest.ts'
import { testClock } from '#tests/support/server/form-app.ts'
import { seedQueueItem } from '#tests/support/server/queue-seeds.ts'
import { createTestStaff } from '#tests/support/server/staff.ts'
import { testConfig } from '#tests/support/server/test-config.ts'
import { describeOnEachDatabase } from '#tests/support/server/test-databases.ts'

let app: FastifyInstance | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

describeOnEachDatabase('the server’s task digest job', (fixture) => {
  it('runs on its timer when asked and enqueues the day’s digest', async () => {
    const { handle, config } = await fixture.fresh()
    // Monday 2 March 2026, 08:00 at the institute.
    const clock = testClock('2026-03-02T14:00:00Z')
    const dataDir = mkdtempSync(join(tmpdir(), 'instituto-digest-'))
    app = await buildApp(testConfig(join(tmpdir(), 'instituto-no-site'), { OUTBOX_DIR: join(dataDir, 'outbox'), UPLOAD_DIR: join(dataDir, 'uploads') }), {
      database: handle,
      clock: () => clock.now(),
      outbox: { autoStart: false },
      taskDigest: { autoStart: true, timing: { firstRunDelayMs: 20, intervalMs: 20 } },
    })
    await app.ready()
    const form = { app, db: handle.db, databaseConfig: config, outboxDir: join(dataDir, 'outbox'), uploadDir: join(dataDir, 'uploads') }
    const ana = await createTestStaff(form, 'ana@instituto.example', ['admisiones'])
    await seedQueueItem(form, 'fichas', 'FICHA-2026-000001')
    const task = { id: 'tarea-1', queue: 'fichas' as const, folio: 'FICHA-2026-000001', title: 'Llamar el martes', due_on: '2026-03-02' }
    await insertTask(handle.db, { ...task, assignee_id: ana.id, created_by: ana.id, created_at: '2026-02-27T16:00:00.000Z' })

    const digests = () => handle.db.selectFrom('outbox_messages').select(['recipients', 'subject']).where('kind', '=', 'task-digest').execute()
    await vi.waitFor(async () => expect(await digests()).toEqual([{ recipients: ana.email, subject: TASK_DIGEST_SUBJECT }]), { timeout: 10_000, interval: 20 })
  })
})
