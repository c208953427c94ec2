import type { Kysely } from 'kysely'
import { normalizeCertificateFolio } from '#contracts/certificate.ts'
import type { CertificateDetail, CertificateFilters, CertificatePage } from '#contracts/certificates-panel.ts'
import { CERTIFICATE_PAGE_SIZE } from '#contracts/limits.ts'
import { auditHistory } from '#server/db/audit-history.ts'
import { certificateRow, pickFields } from '#server/db/certificates.ts'
import type { Database } from '#server/db/schema.ts'
import { searchCondition } from '#server/db/search-text.ts'

/** The audit trail's target type of a certificate; its id is the folio in upper case (`folio_key`). */
export const CERTIFICATE_AUDIT_TARGET = 'certificado'

/** A page of the certificates that match, by name, then folio, and how many match in all. */
export async function listCertificates(db: Kysely<Database>, filters: CertificateFilters): Promise<CertificatePage> {
  let matching = db.selectFrom('certificates')
  if (filters.q !== undefined) matching = matching.where(searchCondition('search_text', filters.q))
  if (filters.estado !== undefined) matching = matching.where('status', '=', filters.estado)
  const [rows, count] = await Promise.all([
    matching
      .select(['Folio', 'Nombre', 'CURP', 'Matricula', 'status'])
      .orderBy('Nombre')
      .orderBy('folio_key')
      .limit(CERTIFICATE_PAGE_SIZE)
      .offset((filters.pagina - 1) * CERTIFICATE_PAGE_SIZE)
      .execute(),
    // PostgreSQL counts in bigint, which pg hands over as text.
    matching.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ])
  return {
    elementos: rows.map(({ status, ...row }) => ({ ...row, estado: status })),
    total: Number(count.total),
    pagina: filters.pagina,
    porPagina: CERTIFICATE_PAGE_SIZE,
  }
}

/** A certificate's page: its 14 fields as stored, status, and what was done to it; undefined when the folio is not in the registry. */
export async function certificateDetail(db: Kysely<Database>, folio: string): Promise<CertificateDetail | undefined> {
  const row = await certificateRow(db, folio)
  if (row === undefined) return undefined
  return {
    datos: pickFields(row),
    estado: row.status,
    registrado: row.created_at,
    actualizado: row.updated_at,
    anulado: row.annulled_at,
    historial: await auditHistory(db, { type: CERTIFICATE_AUDIT_TARGET, id: normalizeCertificateFolio(folio) }),
  }
}
