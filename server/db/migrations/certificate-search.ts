import type { Kysely, Migration } from 'kysely'

/*
 * The certificate registry in the staff panel (issue 15): a search column (folio, CURP,
 * matrícula and name, folded as the queues' is) and an index for the list's order (name, then
 * folio). Existing rows are filled here with a copy of the application's rule (a migration never
 * imports application code).
 */

/** Copy of server/db/search-text.ts at this migration's time. */
function searchText(parts: readonly string[]): string {
  const present = parts.filter((part) => part !== '')
  const digits = present.filter((part) => /^[+\d\s().-]+$/.test(part)).map((part) => part.replace(/\D/g, ''))
  return [...present, ...digits]
    .join(' ')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
}

/* eslint-disable @typescript-eslint/no-explicit-any -- Kysely migrations take Kysely<any> */
export const certificateSearch: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('certificates').addColumn('search_text', 'text', (column) => column.notNull().defaultTo('')).execute()
    await db.schema.createIndex('certificates_nombre_folio').on('certificates').columns(['Nombre', 'folio_key']).execute()
    const rows: Record<string, string>[] = await db.selectFrom('certificates').select(['folio_key', 'Folio', 'CURP', 'Matricula', 'Nombre']).execute()
    for (const row of rows) {
      await db
        .updateTable('certificates')
        .set({ search_text: searchText([row['Folio'] ?? '', row['CURP'] ?? '', row['Matricula'] ?? '', row['Nombre'] ?? '']) })
        .where('folio_key', '=', row['folio_key'])
        .execute()
    }
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('certificates_nombre_folio').execute()
    await db.schema.alterTable('certificates').dropColumn('search_text').execute()
  },
}
/* eslint-enable @typescript-eslint/no-explicit-any */
