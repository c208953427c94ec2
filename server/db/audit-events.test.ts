import { sql, type Kysely } from 'kysely'
import { expect, it } from 'vitest'
import type { DatabaseHandle } from '#server/db/database.ts'
import { migrateToLatest } from '#server/db/migrate.ts'
import type { Database } from '#server/db/schema.ts'
import { describeOnEachDatabase, type DatabaseFixture } from '#tests/support/server/test-databases.ts'

async function migrated(fixture: DatabaseFixture): Promise<DatabaseHandle> {
  const { handle } = await fixture.fresh()
  await migrateToLatest(handle)
  return handle
}

async function storedRows(db: Kysely<Database>) {
  return db.selectFrom('audit_events').select(['id', 'action', 'actor_email']).orderBy('id').execute()
}

describeOnEachDatabase('audit_events is append-only', (fixture) => {
  async function withTwoRows() {
    const { db } = await migrated(fixture)
    await sql`insert into audit_events (at, actor_email, action) values ('2026-11-27T18:00:00.000Z', 'ana@example.com', 'sign-in')`.execute(db)
    await sql`insert into audit_events (at, actor_email, action) values ('2026-11-27T18:01:00.000Z', 'ana@example.com', 'sign-out')`.execute(db)
    const rows = await storedRows(db)
    return { db, rows }
  }

  it('numbers the rows by itself, in insertion order', async () => {
    const { rows } = await withTwoRows()
    expect(rows).toEqual([
      { id: 1, action: 'sign-in', actor_email: 'ana@example.com' },
      { id: 2, action: 'sign-out', actor_email: 'ana@example.com' },
    ])
  })

  it('refuses an UPDATE, however narrow, and keeps the row', async () => {
    const { db, rows } = await withTwoRows()
    await expect(sql`update audit_events set actor_email = 'otra@example.com' where id = 1`.execute(db)).rejects.toThrow(
      'audit_events is append-only: UPDATE refused',
    )
    await expect(sql`update audit_events set action = 'sign-in'`.execute(db)).rejects.toThrow('append-only')
    expect(await storedRows(db)).toEqual(rows)
  })

  it('refuses a DELETE of one row or of all of them', async () => {
    const { db, rows } = await withTwoRows()
    await expect(sql`delete from audit_events where id = 2`.execute(db)).rejects.toThrow(
      'audit_events is append-only: DELETE refused',
    )
    // SQLite empties a table without visiting its rows unless a trigger needs them.
    await expect(sql`delete from audit_events`.execute(db)).rejects.toThrow('append-only')
    expect(await storedRows(db)).toEqual(rows)
  })

  it.runIf(fixture.dialect === 'postgres')('refuses a TRUNCATE (PostgreSQL skips row triggers for it)', async () => {
    const { db, rows } = await withTwoRows()
    await expect(sql`truncate audit_events`.execute(db)).rejects.toThrow('audit_events is append-only: TRUNCATE refused')
    expect(await storedRows(db)).toEqual(rows)
  })
})
