import { expect, it } from 'vitest'
import { activityCountsByKind, insertActivity } from '#server/db/activities.ts'
import { migrateToLatest } from '#server/db/migrate.ts'
import { describeOnEachDatabase } from '#tests/support/server/test-databases.ts'

describeOnEachDatabase('activities, counted for the funnel (issue 38)', (fixture) => {
  it('counts the activities of each kind recorded in a period, its end left out', async () => {
    const { handle } = await fixture.fresh()
    await migrateToLatest(handle)
    const activity = (id: string, kind: string, at: string) =>
      insertActivity(handle.db, { id, queue: 'fichas', folio: 'FICHA-2026-000001', kind, outcome: 'enviado', note: null, staff_id: null, at })
    await activity('a1', 'whatsapp', '2026-03-01T06:00:00.000Z')
    await activity('a2', 'llamada', '2026-03-02T18:00:00.000Z')
    await activity('a3', 'whatsapp', '2026-03-03T18:00:00.000Z')
    await activity('a4', 'whatsapp', '2026-03-08T06:00:00.000Z')

    expect(await activityCountsByKind(handle.db, '2026-03-01T06:00:00.000Z', '2026-03-08T06:00:00.000Z')).toEqual([
      { kind: 'llamada', count: 1 },
      { kind: 'whatsapp', count: 2 },
    ])
  })
})
