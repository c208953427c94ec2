import { expect, it } from 'vitest'
import { SIGN_IN_MAX_FAILURES_PER_IP } from '#contracts/limits.ts'
import { signInBlocked } from '#server/auth/sign-in-throttle.ts'
import { appendAuditEvent } from '#server/db/audit-events.ts'
import { migrateToLatest } from '#server/db/migrate.ts'
import { describeOnEachDatabase } from '#tests/support/server/test-databases.ts'

const NOW = new Date('2026-11-27T18:00:00Z')

describeOnEachDatabase('the sign-in throttle per client address (issue 16)', (fixture) => {
  it('counts the failures of a whole IPv6 /64 together, and an IPv4-mapped address as its IPv4 address', async () => {
    const { handle } = await fixture.fresh()
    await migrateToLatest(handle)
    const fail = (ip: string, index: number) =>
      appendAuditEvent(handle.db, { actorId: null, actorEmail: `persona${index}@example.com`, action: 'sign-in-failed', ip }, new Date(NOW.getTime() - 60_000))
    // One failure per account (far from each account's own limit), each from a new address of one /64.
    for (let index = 0; index < SIGN_IN_MAX_FAILURES_PER_IP; index += 1) await fail(`2001:db8:4:1::${(index + 1).toString(16)}`, index)
    expect(await signInBlocked(handle.db, 'nueva@example.com', '2001:db8:4:1:ffff::9', NOW)).toBe(true)
    expect(await signInBlocked(handle.db, 'nueva@example.com', '2001:db8:4:2::1', NOW)).toBe(false)

    for (let index = 0; index < SIGN_IN_MAX_FAILURES_PER_IP; index += 1) await fail(index % 2 === 0 ? '198.51.100.20' : '::ffff:198.51.100.20', index)
    expect(await signInBlocked(handle.db, 'nueva@example.com', '198.51.100.20', NOW)).toBe(true)
    expect(await signInBlocked(handle.db, 'nueva@example.com', '198.51.100.21', NOW)).toBe(false)
  })
})
