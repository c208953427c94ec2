import { expect, it } from 'vitest'
import { migrateToLatest } from '#server/db/migrate.ts'
import { migrations } from '#server/db/migrations/index.ts'
import type { DatabaseHandle } from '#server/db/database.ts'
import { findPerson } from '#server/db/people.ts'
import { linkPerson, type SubmissionContact } from '#server/people/link-person.ts'
import { describeOnEachDatabase } from '#tests/support/server/test-databases.ts'

const PEOPLE = '2026-12-08-people'
const NOW = new Date('2026-03-10T18:00:00Z')

describeOnEachDatabase('linking a submission to its person', (fixture) => {
  async function migrated(): Promise<DatabaseHandle> {
    const { handle } = await fixture.fresh()
    await migrateToLatest(handle, migrations)
    return handle
  }
  const link = (handle: DatabaseHandle, contact: SubmissionContact) => handle.db.transaction().execute((trx) => linkPerson(trx, contact, NOW))

  it('finds the person by e-mail, else by phone, else by CURP, and makes one for nobody found', async () => {
    const handle = await migrated()
    const ana = await link(handle, { nombre: 'Ana Pérez', correo: 'Ana@Example.com ', telefono: '+52 1 871 123 4567' })
    expect(await findPerson(handle.db, ana)).toMatchObject({ display_name: 'Ana Pérez', name_key: 'ana perez', email: 'ana@example.com', phone: '8711234567', curp: null })

    expect(await link(handle, { nombre: 'Ana P.', correo: 'ana@example.com' })).toBe(ana)
    expect(await link(handle, { nombre: 'Ana Pérez', correo: 'ana.trabajo@example.com', telefono: '871-123-4567' })).toBe(ana)
    const luis = await link(handle, { nombre: 'Luis Ríos', correo: 'luis@example.com', curp: 'RILU010203HCLSSS09' })
    expect(await link(handle, { nombre: 'Luis Ríos', correo: 'otro@example.com', curp: 'rilu010203hclsss09' })).toBe(luis)
    expect(await link(handle, { nombre: 'Ana Pérez', correo: 'ana2@example.com', telefono: '8440000000' })).not.toBe(ana)
  })

  it('lets the e-mail win when e-mail and phone point to two people, and fills in a key the person lacked', async () => {
    const handle = await migrated()
    const mother = await link(handle, { nombre: 'Rosa López', correo: 'rosa@example.com' })
    const daughter = await link(handle, { nombre: 'Sofía López', correo: 'sofia@example.com', telefono: '8711112222' })
    expect(await link(handle, { nombre: 'Rosa López', correo: 'rosa@example.com', telefono: '871 111 2222' })).toBe(mother)
    expect(await findPerson(handle.db, mother)).toMatchObject({ phone: '8711112222', version: 2 })
    expect(await findPerson(handle.db, daughter)).toMatchObject({ phone: '8711112222', version: 1 })
  })

  it('links a submission with the keys of a person merged away to whom they were merged into', async () => {
    const handle = await migrated()
    const kept = await link(handle, { nombre: 'Ana Pérez', correo: 'ana@example.com' })
    const merged = await link(handle, { nombre: 'Ana Pérez', correo: 'anita@example.com' })
    await handle.db.updateTable('people').set({ merged_into: kept }).where('id', '=', merged).execute()
    expect(await link(handle, { nombre: 'Ana', correo: 'anita@example.com' })).toBe(kept)
  })

  it('links the submissions stored before people existed: same e-mail or phone, same person', async () => {
    const { handle } = await fixture.fresh()
    await migrateToLatest(handle, Object.fromEntries(Object.entries(migrations).filter(([name]) => name < PEOPLE)))
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tables before this migration, without person_id
    const db = handle.db as any
    const at = (day: number) => `2026-03-0${day}T16:00:00.000Z`
    await db.insertInto('contact_messages').values({ folio: 'MSG-1', nombre: 'Ana Pérez', correo: 'ANA@example.com', telefono: null, contenido: 'Hola', created_at: at(1), search_text: '' }).execute()
    const ficha = { apellido_paterno: 'Pérez', apellido_materno: 'Gómez', nombres: 'Ana', nivel_estudio: 'licenciatura', campus: 'Torreon', carrera: 'Derecho', search_text: '' }
    await db.insertInto('admission_forms').values({ ...ficha, folio: 'FICHA-1', correo_electronico: 'ana@example.com', telefono: '8711234567', created_at: at(2) }).execute()
    await db.insertInto('admission_forms').values({ ...ficha, folio: 'FICHA-2', correo_electronico: 'otra@example.com', telefono: '+52 871 123 4567', created_at: at(3) }).execute()
    await db.insertInto('admission_forms').values({ ...ficha, folio: 'FICHA-3', nombres: 'Luis', correo_electronico: 'luis@example.com', telefono: '8440000000', created_at: at(4) }).execute()

    expect(await migrateToLatest(handle, Object.fromEntries(Object.entries(migrations).filter(([name]) => name <= PEOPLE)))).toEqual([PEOPLE])
    const messages = await handle.db.selectFrom('contact_messages').select(['folio', 'person_id']).execute()
    const fichas = await handle.db.selectFrom('admission_forms').select(['folio', 'person_id']).orderBy('folio').execute()
    const ana = messages[0]?.person_id
    expect(fichas.map((row) => row.person_id === ana)).toEqual([true, true, false])
    expect(await findPerson(handle.db, ana ?? '')).toMatchObject({ display_name: 'Ana Pérez', email: 'ana@example.com', phone: '8711234567', created_at: at(1) })
    expect(await findPerson(handle.db, fichas[2]?.person_id ?? '')).toMatchObject({ display_name: 'Luis Pérez Gómez', name_key: 'luis perez gomez' })
  })
})
