import type { Kysely } from 'kysely'
import { normalizeCertificateFolio } from '#contracts/certificate.ts'
import type { CertificateDetail, CertificateFilters, CertificatePage } from '#contracts/certificates-panel.ts'
import { CERTIFICATE_PAGE_SIZE } from '#contracts/limits.ts'
import { auditHistory } from '#server/audit/audit-history.ts'
import { certificatePage, certificateRow, pickFields } from '#server/db/certificates.ts'
import type { Database } from '#server/db/schema.ts'

/** The audit trail's target type of a certificate; its id is the folio in upper case (`folio_key`). */
export const CERTIFICATE_AUDIT_TARGET = 'certificado'

/** A page of the certificates that match, by name, then folio, and how many match in all. */
export async function listCertificates(db: Kysely<Database>, filters: CertificateFilters): Promise<CertificatePage> {
  const { pagina, ...matching } = filters
  const { rows, total } = await certificatePage(db, matching, { limit: CERTIFICATE_PAGE_SIZE, offset: (pagina - 1) * CERTIFICATE_PAGE_SIZE })
  return {
    elementos: rows.map(({ status, ...row }) => ({ ...row, estado: status })),
    total,
    pagina,
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
