import { describe, expect, it } from 'vitest'
import { CONTENT_MESSAGES } from '#contracts/content/content-api.ts'
import { SINGLE_RECORD_KEY } from '#contracts/content/content-kinds.ts'
import type { CostTable } from '#contracts/content/cost-table.ts'
import { CONTENT_SEED } from '#content/content-seed.ts'
import { costTable } from '#content/prices.ts'
import {
  CONTENT_AUDIT_TARGET,
  ContentConflictError,
  ContentInvalidError,
  ContentNotFoundError,
  checkedContent,
  contentKindOf,
  publishContent,
  restoreContent,
} from '#server/content/content-publishing.ts'
import { seedContent } from '#server/content/content-seed.ts'
import { auditEventsAbout } from '#server/db/audit-events.ts'
import { contentDraftOf, writeContentDraft } from '#server/db/content-drafts.ts'
import { contentRevision, contentVersionsOf, latestContentVersion, latestContentVersions } from '#server/db/content-versions.ts'
import { migrateToLatest } from '#server/db/migrate.ts'
import { describeOnEachDatabase } from '#tests/support/server/test-databases.ts'

const COSTS = { kind: 'tabla-de-costos', key: SINGLE_RECORD_KEY } as const
const ANA = { id: 'staff-ana', email: 'ana@instituto.example', ip: '203.0.113.7' }
const LUIS = { id: 'staff-luis', email: 'luis@instituto.example' }
const MONDAY = new Date('2026-11-30T16:00:00.000Z')
const TUESDAY = new Date('2026-12-01T16:00:00.000Z')

/** The cost table with Licenciatura Escolarizada's monthly fee for nuevo ingreso at `mxn`. */
function withEscolarizadaFee(mxn: number): CostTable {
  const [escolarizada, ...rest] = costTable.licenciatura
  if (!escolarizada) throw new Error('La tabla de costos no tiene licenciatura escolarizada.')
  const cost = { ...escolarizada.cost, mensualidad: { ...escolarizada.cost.mensualidad, nuevoIngreso: { kind: 'amount' as const, mxn } } }
  return { ...costTable, licenciatura: [{ ...escolarizada, cost }, ...rest] }
}

describeOnEachDatabase('published content', (fixture) => {
  async function seeded() {
    const { handle } = await fixture.fresh()
    await migrateToLatest(handle)
    await seedContent(handle.db, MONDAY)
    return handle.db
  }

  it('a fresh database publishes the modules under content/ as each record’s first version, by nobody, once', async () => {
    const db = await seeded()
    await seedContent(db, TUESDAY)
    const versions = await contentVersionsOf(db, COSTS.kind, COSTS.key)
    expect(versions).toHaveLength(1)
    expect(versions[0]).toMatchObject({ version: 1, data: costTable, publishedBy: null, publishedAt: MONDAY.toISOString() })
    const published = await latestContentVersions(db)
    expect(published.map(({ kind, key }) => `${kind}/${key}`).sort()).toEqual(
      Object.entries(CONTENT_SEED)
        .flatMap(([kind, records]) => Object.keys(records).map((key) => `${kind}/${key}`))
        .sort(),
    )
    expect(published.find(({ kind, key }) => kind === 'campus' && key === 'saltillo')?.data).toMatchObject({ slug: 'saltillo' })
  })

  it('publishes the next version, removes the draft, records who and when in the audit trail, and leaves the seed alone', async () => {
    const db = await seeded()
    const before = await contentRevision(db)
    await writeContentDraft(db, { ...COSTS, baseVersion: 1, data: { a: 'medio escrito' }, updatedBy: ANA.id }, MONDAY)

    const published = await publishContent(db, { ...COSTS, expectedVersion: 1, data: withEscolarizadaFee(2_000) }, ANA, TUESDAY)
    await seedContent(db, TUESDAY)

    expect(published).toMatchObject({ version: 2, publishedBy: { id: ANA.id, email: ANA.email }, restoredFrom: null })
    expect(await contentRevision(db)).toBeGreaterThan(before)
    expect((await latestContentVersion(db, COSTS.kind, COSTS.key))?.data).toEqual(withEscolarizadaFee(2_000))
    expect(await contentDraftOf(db, COSTS.kind, COSTS.key)).toBeUndefined()
    expect(await auditEventsAbout(db, { type: CONTENT_AUDIT_TARGET, id: 'tabla-de-costos/principal' })).toEqual([
      { at: TUESDAY.toISOString(), actor_email: ANA.email, action: 'content-published', detail: JSON.stringify({ version: 2 }) },
    ])
  })

  it('refuses a publish made from a version that is no longer the latest, with what is published now, and writes nothing', async () => {
    const db = await seeded()
    await publishContent(db, { ...COSTS, expectedVersion: 1, data: withEscolarizadaFee(2_000) }, ANA, MONDAY)

    const late = publishContent(db, { ...COSTS, expectedVersion: 1, data: withEscolarizadaFee(2_500) }, LUIS, TUESDAY)
    await expect(late).rejects.toBeInstanceOf(ContentConflictError)
    await expect(late).rejects.toMatchObject({ current: { version: 2, data: withEscolarizadaFee(2_000), publishedBy: { email: ANA.email } } })
    expect(await contentVersionsOf(db, COSTS.kind, COSTS.key)).toHaveLength(2)
  })

  it('of two publishes made at once from the same version, writes one and refuses the other', async () => {
    const db = await seeded()
    const outcomes = await Promise.allSettled([
      publishContent(db, { ...COSTS, expectedVersion: 1, data: withEscolarizadaFee(2_000) }, ANA, TUESDAY),
      publishContent(db, { ...COSTS, expectedVersion: 1, data: withEscolarizadaFee(2_500) }, LUIS, TUESDAY),
    ])
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected'])
    expect(outcomes.find((outcome) => outcome.status === 'rejected')?.reason).toBeInstanceOf(ContentConflictError)
    expect(await contentVersionsOf(db, COSTS.kind, COSTS.key)).toHaveLength(2)
  })

  it('refuses data its kind’s schema refuses, with the Spanish message under the field, and writes nothing', async () => {
    const db = await seeded()
    const publish = publishContent(db, { ...COSTS, expectedVersion: 1, data: withEscolarizadaFee(-5) }, ANA, TUESDAY)
    await expect(publish).rejects.toBeInstanceOf(ContentInvalidError)
    await expect(publish).rejects.toMatchObject({
      issues: [{ path: ['licenciatura', 0, 'cost', 'mensualidad', 'nuevoIngreso', 'mxn'], message: 'Escribe el precio en pesos, sin centavos, de 0 a 1,000,000' }],
    })
    expect(await contentVersionsOf(db, COSTS.kind, COSTS.key)).toHaveLength(1)
  })

  it('«Restaurar» publishes an old version again as the newest, named as restored in the history and the audit trail', async () => {
    const db = await seeded()
    await publishContent(db, { ...COSTS, expectedVersion: 1, data: withEscolarizadaFee(2_000) }, ANA, MONDAY)

    const restored = await restoreContent(db, { ...COSTS, version: 1, expectedVersion: 2 }, LUIS, TUESDAY)

    expect(restored).toMatchObject({ version: 3, restoredFrom: 1, data: costTable })
    expect((await contentVersionsOf(db, COSTS.kind, COSTS.key)).map(({ version }) => version)).toEqual([3, 2, 1])
    const events = await auditEventsAbout(db, { type: CONTENT_AUDIT_TARGET, id: 'tabla-de-costos/principal' })
    expect(events.at(-1)).toMatchObject({ actor_email: LUIS.email, action: 'content-restored', detail: JSON.stringify({ version: 3, restaurada: 1 }) })
  })

  it('knows no kind or version it does not have', async () => {
    const db = await seeded()
    await expect(publishContent(db, { kind: 'recetas', key: 'x', expectedVersion: 0, data: {} }, ANA, TUESDAY)).rejects.toBeInstanceOf(ContentNotFoundError)
    await expect(restoreContent(db, { ...COSTS, version: 9, expectedVersion: 1 }, ANA, TUESDAY)).rejects.toThrow(CONTENT_MESSAGES.versionNotFound)
  })
})

describe('the content seed', () => {
  const seedRecords = Object.entries(CONTENT_SEED).flatMap(([kind, records]) => Object.entries(records).map(([key, data]) => ({ kind, key, data })))

  it.each(seedRecords.map((record) => [`${record.kind}/${record.key}`, record] as const))(
    '%s passes its kind’s schema unchanged: publishing the seed changes nothing a page shows',
    (_name, { kind, data }) => {
      expect(checkedContent(contentKindOf(kind), data)).toEqual(data)
    },
  )
})
