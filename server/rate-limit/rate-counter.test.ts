import { expect, it } from 'vitest'
import { migrateToLatest } from '#server/db/migrate.ts'
import { countRequest, sweepRateCounters } from '#server/rate-limit/rate-counter.ts'
import { describeOnEachDatabase } from '#tests/support/server/test-databases.ts'

const LIMIT = { max: 3, windowMs: 60_000 }

describeOnEachDatabase('the database rate counter', (fixture) => {
  it('allows max requests per key and window, tells when to retry, and starts again in the next window', async () => {
    const { handle } = await fixture.fresh()
    await migrateToLatest(handle)
    const at = (iso: string) => new Date(iso)
    for (let index = 0; index < LIMIT.max; index += 1) {
      expect(await countRequest(handle.db, 'k', LIMIT, at('2026-03-05T16:00:10Z'))).toEqual({ allowed: true })
    }
    expect(await countRequest(handle.db, 'k', LIMIT, at('2026-03-05T16:00:15Z'))).toEqual({ allowed: false, retryAfterSeconds: 45 })
    expect(await countRequest(handle.db, 'otra', LIMIT, at('2026-03-05T16:00:15Z'))).toEqual({ allowed: true })
    expect(await countRequest(handle.db, 'k', LIMIT, at('2026-03-05T16:01:00Z'))).toEqual({ allowed: true })
  })

  it('admits exactly its limit across a window edge: a late request of the old window joins the new one', async () => {
    const { handle } = await fixture.fresh()
    await migrateToLatest(handle)
    const at = (iso: string) => new Date(iso)
    for (let index = 0; index < LIMIT.max; index += 1) {
      expect(await countRequest(handle.db, 'k', LIMIT, at('2026-03-05T16:01:00.500Z'))).toEqual({ allowed: true })
    }
    // Its time was taken just before the edge; its count reached the database after the new window's.
    expect(await countRequest(handle.db, 'k', LIMIT, at('2026-03-05T16:00:59.900Z'))).toEqual({ allowed: false, retryAfterSeconds: 61 })
    expect(await countRequest(handle.db, 'k', LIMIT, at('2026-03-05T16:01:01Z'))).toEqual({ allowed: false, retryAfterSeconds: 59 })
    expect(await countRequest(handle.db, 'k', LIMIT, at('2026-03-05T16:02:00Z'))).toEqual({ allowed: true })
  })

  it('counts concurrent requests from two connections without losing one', async () => {
    const { handle, config } = await fixture.fresh()
    await migrateToLatest(handle)
    const second = fixture.open(config)
    const now = new Date('2026-03-05T16:00:00Z')
    const verdicts = await Promise.all(
      Array.from({ length: 10 }, (_, index) => countRequest((index % 2 === 0 ? handle : second).db, 'k', LIMIT, now)),
    )
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(LIMIT.max)
    const row = await handle.db.selectFrom('rate_limit_counters').select('count').executeTakeFirstOrThrow()
    expect(row.count).toBe(10)
  })

  it('sweeps only the counters of ended windows', async () => {
    const { handle } = await fixture.fresh()
    await migrateToLatest(handle)
    await countRequest(handle.db, 'vieja', LIMIT, new Date('2026-03-01T10:00:00Z'))
    await countRequest(handle.db, 'reciente', LIMIT, new Date('2026-03-05T15:59:00Z'))
    await sweepRateCounters(handle.db, new Date('2026-03-05T16:00:00Z'))
    expect(await handle.db.selectFrom('rate_limit_counters').select('key').execute()).toEqual([{ key: 'reciente' }])
  })
})
