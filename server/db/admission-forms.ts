import type { Kysely } from 'kysely'
import type { AdmissionForm } from '#contracts/admission.ts'
import { FOLIO_SERIES, nextFolio } from '#server/db/folios.ts'
import type { Database } from '#server/db/schema.ts'
import { enqueueMails, type NewOutboxMail } from '#server/outbox/outbox-store.ts'

/**
 * Stores a ficha under a new `FICHA-…` folio together with its e-mails, in one transaction
 * (DESIGN.md). Returns the folio.
 */
export async function recordAdmissionForm(
  db: Kysely<Database>,
  ficha: AdmissionForm,
  now: Date,
  mails: (folio: string) => readonly NewOutboxMail[],
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const folio = await nextFolio(trx, FOLIO_SERIES.admissionForm, now)
    await trx
      .insertInto('admission_forms')
      .values({
        folio,
        apellido_paterno: ficha.apellido_paterno,
        apellido_materno: ficha.apellido_materno,
        nombres: ficha.nombres,
        correo_electronico: ficha.correo_electronico,
        telefono: ficha.telefono,
        nivel_estudio: ficha.nivel_estudio,
        campus: ficha.campus,
        carrera: ficha.carrera,
        created_at: now.toISOString(),
      })
      .execute()
    await enqueueMails(trx, folio, mails(folio), now)
    return folio
  })
}
