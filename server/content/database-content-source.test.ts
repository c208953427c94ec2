import { expect, it } from 'vitest'
import { SINGLE_RECORD_KEY } from '#contracts/content/content-kinds.ts'
import { costTable } from '#content/prices.ts'
import { ContentNotFoundError, publishContent } from '#server/content/content-publishing.ts'
import { databaseContentSource } from '#server/content/database-content-source.ts'
import { seedContent } from '#server/content/content-seed.ts'
import { migrateToLatest } from '#server/db/migrate.ts'
import { describeOnEachDatabase } from '#tests/support/server/test-databases.ts'

const COSTS = { kind: 'tabla-de-costos', key: SINGLE_RECORD_KEY } as const
const ANA = { id: 'staff-ana', email: 'ana@instituto.example', ip: '203.0.113.7' }
const SEEDED = new Date('2026-11-01T18:00:00.000Z')
const REPRICED = new Date('2026-11-30T22:15:00.000Z')

describeOnEachDatabase('the database content source', (fixture) => {
  async function seeded() {
    const { handle } = await fixture.fresh()
    await migrateToLatest(handle)
    await seedContent(handle.db, SEEDED)
    return handle.db
  }

  it('tells when a record’s current version was published: the seed’s first, then each new publish', async () => {
    const db = await seeded()
    const content = databaseContentSource(db)
    expect(await content.publishedAt('tabla-de-costos')).toBe(SEEDED.toISOString())

    const repriced = { ...costTable, doctorado: costTable.doctorado.map((row) => ({ ...row, cost: { ...row.cost, inscripcion: { kind: 'amount' as const, mxn: 1_700 } } })) }
    await publishContent(db, { ...COSTS, expectedVersion: 1, data: repriced }, ANA, REPRICED)

    expect(await content.publishedAt('tabla-de-costos')).toBe(REPRICED.toISOString())
    expect((await content.record('tabla-de-costos')).doctorado[0]?.cost.inscripcion).toEqual({ kind: 'amount', mxn: 1_700 })
    // Other records keep their own time.
    expect(await content.publishedAt('programa', 'derecho')).toBe(SEEDED.toISOString())
  })

  it('says a record that was never published is not found', async () => {
    const content = databaseContentSource(await seeded())
    await expect(content.publishedAt('programa', 'no-existe')).rejects.toBeInstanceOf(ContentNotFoundError)
  })
})
