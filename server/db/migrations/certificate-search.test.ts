import { expect, it } from 'vitest'
import { CERTIFICATE_FIELDS } from '#contracts/certificate.ts'
import { migrateToLatest } from '#server/db/migrate.ts'
import { migrations } from '#server/db/migrations/index.ts'
import { searchText } from '#server/db/search-text.ts'
import { describeOnEachDatabase } from '#tests/support/server/test-databases.ts'

const CERTIFICATE_SEARCH = '2026-12-01-certificate-search'

describeOnEachDatabase('migration 2026-12-01-certificate-search', (fixture) => {
  it('fills the search column of the certificates already stored with the application rule', async () => {
    const { handle } = await fixture.fresh()
    const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < CERTIFICATE_SEARCH))
    await migrateToLatest(handle, before)
    const fields = Object.fromEntries(CERTIFICATE_FIELDS.map((field) => [field, `${field} x`]))
    const stored = { ...fields, Folio: 'abc-1', CURP: 'PELJ050312HCLRPN08', Matricula: 'BG-2023-0142', Nombre: 'JUAN PÉREZ LÓPEZ' }
    const at = '2026-08-01T00:00:00.000Z'
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table before this migration, without search_text
    await (handle.db as any).insertInto('certificates').values({ folio_key: 'ABC-1', ...stored, status: 'vigente', created_at: at, updated_at: at, annulled_at: null }).execute()

    const upToIt = Object.fromEntries(Object.entries(migrations).filter(([name]) => name <= CERTIFICATE_SEARCH))
    expect(await migrateToLatest(handle, upToIt)).toEqual([CERTIFICATE_SEARCH])
    const row = await handle.db.selectFrom('certificates').select('search_text').executeTakeFirstOrThrow()
    expect(row.search_text).toBe(searchText([stored.Folio, stored.CURP, stored.Matricula, stored.Nombre]))
    expect(row.search_text).toContain('juan perez lopez')
  })
})
