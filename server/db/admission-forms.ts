import type { Kysely } from 'kysely'
import type { AdmissionForm } from '#contracts/admission.ts'
import { withoutHoneypot } from '#contracts/form-fields.ts'
import type { Database } from '#server/db/schema.ts'
import { originColumns } from '#server/db/origin-columns.ts'
import { searchText } from '#server/db/search-text.ts'

/** Writes a ficha's row; its columns carry the wire names. `respondBy`: its first-response day (issue 38), none when left out. */
export async function insertAdmissionForm(db: Kysely<Database>, folio: string, ficha: AdmissionForm, now: Date, respondBy: string | null = null) {
  await db
    .insertInto('admission_forms')
    .values({
      folio,
      ...withoutHoneypot(ficha),
      ...originColumns(ficha.origen),
      created_at: now.toISOString(),
      respond_by: respondBy,
      search_text: searchText([folio, ficha.nombres, ficha.apellido_paterno, ficha.apellido_materno, ficha.correo_electronico, ficha.telefono]),
    })
    .execute()
}

/** What tracking reads of a ficha: its e-mail, its status and when it arrived. */
export function findAdmissionFormStatus(db: Kysely<Database>, folio: string) {
  return db.selectFrom('admission_forms').select(['correo_electronico', 'status', 'created_at']).where('folio', '=', folio).executeTakeFirst()
}
