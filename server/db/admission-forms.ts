import type { Kysely } from 'kysely'
import type { AdmissionForm } from '#contracts/admission.ts'
import { withoutHoneypot } from '#contracts/form-fields.ts'
import type { Database } from '#server/db/schema.ts'
import { searchText } from '#server/db/search-text.ts'

/** Writes a ficha's row; its columns carry the wire names. */
export async function insertAdmissionForm(db: Kysely<Database>, folio: string, ficha: AdmissionForm, now: Date) {
  await db
    .insertInto('admission_forms')
    .values({
      folio,
      ...withoutHoneypot(ficha),
      created_at: now.toISOString(),
      search_text: searchText([folio, ficha.nombres, ficha.apellido_paterno, ficha.apellido_materno, ficha.correo_electronico, ficha.telefono]),
    })
    .execute()
}
