import { expect, it } from 'vitest'
import { migrateToLatest } from '#server/db/migrate.ts'
import { migrations } from '#server/db/migrations/index.ts'
import { describeOnEachDatabase } from '#tests/support/server/test-databases.ts'

const FICHA_STAGES = '2026-12-12-ficha-stages'

describeOnEachDatabase(`migration ${FICHA_STAGES}`, (fixture) => {
  it('takes the moment each stored ficha first reached each stage from the audit trail', async () => {
    const { handle } = await fixture.fresh()
    await migrateToLatest(handle, Object.fromEntries(Object.entries(migrations).filter(([name]) => name < FICHA_STAGES)))
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tables before this migration
    const db = handle.db as any
    const ficha = { apellido_paterno: 'Núñez', apellido_materno: 'López', nombres: 'José', correo_electronico: 'jose@example.com', telefono: '8711234567' }
    const choice = { nivel_estudio: 'licenciatura', campus: 'Torreon', carrera: 'Derecho', created_at: '2026-11-02T16:00:00.000Z' }
    await db.insertInto('admission_forms').values([
      { folio: 'FICHA-1', ...ficha, ...choice, status: 'cita-agendada' },
      { folio: 'FICHA-2', ...ficha, ...choice, status: 'nueva' },
    ]).execute()
    const moved = (at: string, de: string, a: string, nota?: string) => ({
      at,
      actor_id: 'staff-ana',
      actor_email: 'ana@instituto.example',
      action: 'status-changed',
      target_type: 'ficha',
      target_id: 'FICHA-1',
      detail: JSON.stringify(nota === undefined ? { de, a } : { de, a, nota }),
      ip: '203.0.113.7',
    })
    await db.insertInto('audit_events').values([
      // A note that quotes a stage's key does not move the ficha there.
      { ...moved('2026-11-02T17:00:00.000Z', 'nueva', 'nueva'), action: 'note-added', detail: JSON.stringify({ nota: '"a":"inscrita"' }) },
      moved('2026-11-02T18:00:00.000Z', 'nueva', 'contactada'),
      moved('2026-11-03T18:00:00.000Z', 'contactada', 'cita-agendada'),
      // «Cambiar la cita» keeps the moment the appointment was first made.
      moved('2026-11-04T18:00:00.000Z', 'cita-agendada', 'cita-agendada', 'Otro día'),
    ]).execute()

    expect(await migrateToLatest(handle, Object.fromEntries(Object.entries(migrations).filter(([name]) => name <= FICHA_STAGES)))).toEqual([FICHA_STAGES])
    const rows = await handle.db.selectFrom('admission_forms').select(['folio', 'contactada_at', 'cita_agendada_at', 'inscrita_at']).orderBy('folio').execute()
    expect(rows).toEqual([
      { folio: 'FICHA-1', contactada_at: '2026-11-02T18:00:00.000Z', cita_agendada_at: '2026-11-03T18:00:00.000Z', inscrita_at: null },
      { folio: 'FICHA-2', contactada_at: null, cita_agendada_at: null, inscrita_at: null },
    ])
  })
})
