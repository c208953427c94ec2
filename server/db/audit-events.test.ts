import { sql, type Kysely } from 'kysely'
import { describe, expect, it } from 'vitest'
import { AUDIT_COLUMNS, AUDIT_PAGE_SIZE, auditFiltersSchema, type AuditEvent, type AuditFiltersInput } from '#contracts/audit.ts'
import { parseCsv } from '#server/csv/csv.ts'
import { auditCsv } from '#server/audit/audit-csv.ts'
import { appendAuditEvent, type NewAuditEvent } from '#server/audit/audit-trail.ts'
import { auditEventsForExport, listAuditEvents } from '#server/db/audit-events.ts'
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

/** The filters as the panel's query string would send them, checked by the contract. */
const filters = (query: AuditFiltersInput = {}) => auditFiltersSchema.parse(query)

const ANA = { actorId: 'user-ana', actorEmail: 'Ana.Lopez@Instituto.mx' } as const
const BETO = { actorId: 'user-beto', actorEmail: 'beto_r@instituto.mx' } as const

describeOnEachDatabase('audit events', (fixture) => {
  async function withEvents(events: readonly (readonly [string, NewAuditEvent])[]) {
    const { db } = await migrated(fixture)
    for (const [at, event] of events) await appendAuditEvent(db, event, new Date(at))
    return db
  }

  const actionsOf = (items: readonly AuditEvent[]) => items.map((item) => `${item.actorEmail ?? '-'} ${item.action}`)

  it('lists who did what and when, newest first, with the target and detail as recorded', async () => {
    const db = await withEvents([
      ['2026-11-27T16:00:00.000Z', { ...ANA, action: 'sign-in', ip: '203.0.113.7' }],
      [
        '2026-11-27T16:05:00.000Z',
        {
          ...ANA,
          action: 'staff-roles-changed',
          target: { type: 'staff', id: 'user-beto' },
          detail: { before: ['admisiones'], after: ['admisiones', 'documentos'], note: null },
          ip: '203.0.113.7',
        },
      ],
      ['2026-11-27T15:59:00.000Z', { actorId: null, actorEmail: 'nadie@example.com', action: 'sign-in-failed' }],
      ['2026-11-27T16:10:00.000Z', { ...BETO, action: 'sign-in' }],
      ['2026-11-27T16:10:00.000Z', { ...BETO, action: 'password-changed' }],
    ])

    const { items, total } = await listAuditEvents(db, filters())
    expect(total).toBe(5)
    expect(actionsOf(items)).toEqual([
      'beto_r@instituto.mx password-changed',
      'beto_r@instituto.mx sign-in',
      'Ana.Lopez@Instituto.mx staff-roles-changed',
      'Ana.Lopez@Instituto.mx sign-in',
      'nadie@example.com sign-in-failed',
    ])
    expect(items[2]).toEqual({
      id: 2,
      at: '2026-11-27T16:05:00.000Z',
      actorId: 'user-ana',
      actorEmail: 'Ana.Lopez@Instituto.mx',
      action: 'staff-roles-changed',
      target: { type: 'staff', id: 'user-beto' },
      detail: { before: ['admisiones'], after: ['admisiones', 'documentos'], note: null },
      ip: '203.0.113.7',
    })
    // Stored as JSON text, for anyone reading the table with SQL.
    const stored = await db.selectFrom('audit_events').select('detail').where('id', '=', 2).executeTakeFirstOrThrow()
    expect(stored.detail).toBe('{"before":["admisiones"],"after":["admisiones","documentos"],"note":null}')
    expect(items[4]).toEqual({
      id: 3,
      at: '2026-11-27T15:59:00.000Z',
      actorId: null,
      actorEmail: 'nadie@example.com',
      action: 'sign-in-failed',
      target: null,
      detail: null,
      ip: null,
    })
  })

  it('puts the one recorded last first among events of the same millisecond, whatever the query plan', async () => {
    const sameInstant = ['sign-in', 'export', 'receipt-viewed', 'note-added', 'sign-out'] as const
    const db = await withEvents(sameInstant.map((action) => ['2026-11-27T16:10:00.000Z', { ...BETO, action }]))
    // Read backwards, the indexes list equal instants newest first by accident; without them the
    // database sorts the rows it reads in recording order, and only the query's order decides.
    for (const index of ['audit_events_at', 'audit_events_action_at', 'audit_events_actor_email_at']) {
      await db.schema.dropIndex(index).execute()
    }
    for (const query of [{}, { accion: 'export' }, { persona: 'beto' }] as const) {
      const expected = sameInstant.filter((action) => !('accion' in query) || action === query.accion).toReversed()
      expect((await listAuditEvents(db, filters(query))).items.map((item) => item.action), JSON.stringify(query)).toEqual(expected)
    }
  })

  describe('filters', () => {
    const someEvents = [
      ['2026-11-27T16:00:00.000Z', { ...ANA, action: 'sign-in' }],
      ['2026-11-27T16:01:00.000Z', { ...BETO, action: 'sign-in' }],
      ['2026-11-27T16:02:00.000Z', { ...ANA, action: 'export' }],
      ['2026-11-27T16:03:00.000Z', { actorId: null, actorEmail: 'ANA.LOPEZ@instituto.MX', action: 'sign-in-failed' }],
      ['2026-11-27T16:04:00.000Z', { actorId: null, actorEmail: null, action: 'sign-in-failed' }],
    ] as const

    it('persona: part of the e-mail, in any letter case', async () => {
      const db = await withEvents(someEvents)
      const listed = async (persona: string) => actionsOf((await listAuditEvents(db, filters({ persona }))).items)
      expect(await listed('lopez@INSTITUTO')).toEqual([
        'ANA.LOPEZ@instituto.MX sign-in-failed',
        'Ana.Lopez@Instituto.mx export',
        'Ana.Lopez@Instituto.mx sign-in',
      ])
      expect(await listed('Instituto.MX')).toHaveLength(4)
      // LIKE's wildcards typed in the filter match only themselves.
      expect(await listed('_')).toEqual(['beto_r@instituto.mx sign-in'])
      expect(await listed('a_a')).toEqual([])
      expect(await listed('%')).toEqual([])
    })

    it('accion: one action', async () => {
      const db = await withEvents(someEvents)
      const { items, total } = await listAuditEvents(db, filters({ accion: 'sign-in-failed' }))
      expect(total).toBe(2)
      expect(actionsOf(items)).toEqual(['- sign-in-failed', 'ANA.LOPEZ@instituto.MX sign-in-failed'])
      expect(actionsOf((await listAuditEvents(db, filters({ accion: 'sign-in', persona: 'beto' }))).items)).toEqual([
        'beto_r@instituto.mx sign-in',
      ])
    })

    it('desde and hasta: whole days at the institute (UTC-6), both included', async () => {
      const db = await withEvents([
        ['2026-11-27T05:59:59.999Z', { ...ANA, action: 'note-added' }], // 26 Nov, 23:59:59 at the institute
        ['2026-11-27T06:00:00.000Z', { ...ANA, action: 'status-changed' }], // 27 Nov, 00:00
        ['2026-11-28T05:59:59.999Z', { ...ANA, action: 'delivered' }], // 27 Nov, 23:59:59
        ['2026-11-28T06:00:00.000Z', { ...ANA, action: 'receipt-viewed' }], // 28 Nov, 00:00
      ])
      const listed = async (query: AuditFiltersInput) => (await listAuditEvents(db, filters(query))).items.map((item) => item.action)
      expect(await listed({ desde: '2026-11-27', hasta: '2026-11-27' })).toEqual(['delivered', 'status-changed'])
      expect(await listed({ desde: '2026-11-28' })).toEqual(['receipt-viewed'])
      expect(await listed({ hasta: '2026-11-26' })).toEqual(['note-added'])
      expect(await listed({ desde: '2026-11-26', hasta: '2026-11-28' })).toHaveLength(4)
    })

    it('pagina: pages of AUDIT_PAGE_SIZE, newest first, with the total of all that match', async () => {
      const start = Date.parse('2026-11-27T16:00:00.000Z')
      const events = Array.from(
        { length: AUDIT_PAGE_SIZE + 3 },
        (_, minute) => [new Date(start + minute * 60_000).toISOString(), { ...ANA, action: 'note-added', target: { type: 'ficha', id: `F-${minute}` } }] as const,
      )
      const db = await withEvents([...events, ['2026-11-27T15:00:00.000Z', { ...BETO, action: 'sign-in' }]])
      const page = async (pagina: string) => {
        const { items, total } = await listAuditEvents(db, filters({ accion: 'note-added', pagina }))
        return { ids: items.map((item) => item.target?.id), total }
      }

      const first = await page('1')
      expect(first.total).toBe(AUDIT_PAGE_SIZE + 3)
      expect(first.ids).toHaveLength(AUDIT_PAGE_SIZE)
      expect(first.ids[0]).toBe(`F-${AUDIT_PAGE_SIZE + 2}`)
      expect(await page('2')).toEqual({ ids: ['F-2', 'F-1', 'F-0'], total: AUDIT_PAGE_SIZE + 3 })
      expect(await page('3')).toEqual({ ids: [], total: AUDIT_PAGE_SIZE + 3 })
      expect((await listAuditEvents(db, filters())).total).toBe(AUDIT_PAGE_SIZE + 4)
    })
  })

  it('exports every event that matches, past one page, newest first', async () => {
    const start = Date.parse('2026-11-27T16:00:00.000Z')
    const db = await withEvents(
      Array.from({ length: AUDIT_PAGE_SIZE + 1 }, (_, minute) => [
        new Date(start + minute * 60_000).toISOString(),
        { ...(minute % 2 === 0 ? ANA : BETO), action: 'export' },
      ]),
    )
    const all = await auditEventsForExport(db, filters({ pagina: '2' }))
    expect(all).toHaveLength(AUDIT_PAGE_SIZE + 1)
    expect(all.map((event) => event.at)).toEqual(all.map((event) => event.at).toSorted().toReversed())
    expect(await auditEventsForExport(db, filters({ persona: 'beto' }))).toHaveLength(Math.floor((AUDIT_PAGE_SIZE + 1) / 2))
  })

  it('writes the CSV with a BOM, Spanish columns and labels, institute time, and awkward values intact', async () => {
    const typed = 'ana, "la jefa"\n@example.com'
    const db = await withEvents([
      ['2026-11-27T05:30:00.000Z', { actorId: null, actorEmail: typed, action: 'sign-in-failed', ip: '198.51.100.4' }],
      [
        '2026-11-27T18:07:09.000Z',
        {
          ...ANA,
          action: 'status-changed',
          target: { type: 'ficha', id: 'FICHA-2026-000001' },
          detail: { from: 'recibida', to: 'en revisión' },
        },
      ],
      ['2026-11-27T18:08:00.000Z', { actorId: 'user-sin-correo', actorEmail: null, action: 'sign-out' }],
    ])
    const csv = auditCsv(await auditEventsForExport(db, filters()))

    expect(csv.startsWith('\uFEFFFecha y hora,Persona,Acción,Objeto,Detalle,IP\r\n')).toBe(true)
    expect(parseCsv(csv).map((record) => record.values)).toEqual([
      Object.values(AUDIT_COLUMNS),
      ['2026-11-27 12:08:00', 'user-sin-correo', 'Cierre de sesión', '', '', ''],
      [
        '2026-11-27 12:07:09',
        'Ana.Lopez@Instituto.mx',
        'Cambio de estado',
        'ficha FICHA-2026-000001',
        '{"from":"recibida","to":"en revisión"}',
        '',
      ],
      // 05:30 UTC is still the day before at the institute.
      ['2026-11-26 23:30:00', typed, 'Intento fallido de inicio de sesión', '', '', '198.51.100.4'],
    ])
  })
})
