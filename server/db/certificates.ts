import type { Kysely } from 'kysely'
import { ANNULLED_VALUE, CERTIFICATE_FIELDS, normalizeCertificateFolio, type Certificate } from '#contracts/certificate.ts'
import type { CertificateStatus, Database } from '#server/db/schema.ts'
import { searchText } from '#server/db/search-text.ts'

/**
 * What an annulled certificate answers with ANNULLED_VALUE: the fields that attest it is a valid,
 * stamped document (the stamp, the certificate type, the digital-seal string and the time of
 * stamping). Who it belonged to, the school, the plan and the signer stay visible, so whoever
 * scans the QR of an annulled certificate sees which document it was and that it no longer counts.
 */
export const ANNULLED_FIELDS = ['Timbrado', 'TipoCertificado', 'Cadena', 'FechaHoraTimbrado'] as const satisfies readonly (keyof Certificate)[]

/** A certificate as the registry holds it. */
export interface StoredCertificate {
  readonly certificate: Certificate
  readonly status: CertificateStatus
}

/** The 14 fields as the lookup answers them: annulled ones carry ANNULLED_VALUE where it applies. */
export function publicCertificate({ certificate, status }: StoredCertificate): Certificate {
  if (status === 'vigente') return certificate
  const shown = { ...certificate }
  for (const field of ANNULLED_FIELDS) shown[field] = ANNULLED_VALUE
  return shown
}

export function pickFields(row: Record<string, unknown>): Certificate {
  return Object.fromEntries(CERTIFICATE_FIELDS.map((field) => [field, String(row[field])])) as Certificate
}

/** The registry's row of a folio, in any letter case (served by the primary key's index). */
export function certificateRow(db: Kysely<Database>, folio: string) {
  return db.selectFrom('certificates').selectAll().where('folio_key', '=', normalizeCertificateFolio(folio)).executeTakeFirst()
}

/** Finds a certificate by folio, in any letter case (served by the primary key's index). */
export async function findCertificate(db: Kysely<Database>, folio: string): Promise<StoredCertificate | undefined> {
  const row = await certificateRow(db, folio)
  return row === undefined ? undefined : { certificate: pickFields(row), status: row.status }
}

export type UpsertOutcome = 'created' | 'updated' | 'unchanged'

function searchTextOf(certificate: Certificate): string {
  return searchText([certificate.Folio, certificate.CURP, certificate.Matricula, certificate.Nombre])
}

/** What upserting `certificate` over the stored row (or none) does. */
function outcomeOver(stored: Record<string, unknown> | undefined, certificate: Certificate): UpsertOutcome {
  if (stored === undefined) return 'created'
  const current = pickFields(stored)
  return CERTIFICATE_FIELDS.every((field) => current[field] === certificate[field]) ? 'unchanged' : 'updated'
}

/** Ours: folios looked up per query when planning an import (far below any database's parameter limit). */
const PLAN_BATCH = 500

/** What upserting each certificate would do, in the same order, without writing anything. */
export async function plannedOutcomes(db: Kysely<Database>, certificates: readonly Certificate[]): Promise<UpsertOutcome[]> {
  const stored = new Map<string, Record<string, unknown>>()
  const keys = [...new Set(certificates.map((certificate) => normalizeCertificateFolio(certificate.Folio)))]
  for (let start = 0; start < keys.length; start += PLAN_BATCH) {
    const rows = await db.selectFrom('certificates').selectAll().where('folio_key', 'in', keys.slice(start, start + PLAN_BATCH)).execute()
    for (const row of rows) stored.set(row.folio_key, row)
  }
  return certificates.map((certificate) => outcomeOver(stored.get(normalizeCertificateFolio(certificate.Folio)), certificate))
}

/**
 * Inserts or updates a certificate by its folio. An update keeps the status: importing the
 * original file again never brings an annulled certificate back to life (annulment is a
 * deliberate act of the staff). Run it inside the import's transaction.
 */
export async function upsertCertificate(db: Kysely<Database>, certificate: Certificate, now: Date): Promise<UpsertOutcome> {
  const folioKey = normalizeCertificateFolio(certificate.Folio)
  const at = now.toISOString()
  const existing = await db.selectFrom('certificates').selectAll().where('folio_key', '=', folioKey).executeTakeFirst()
  const outcome = outcomeOver(existing, certificate)
  if (outcome === 'created') {
    await db
      .insertInto('certificates')
      .values({ folio_key: folioKey, ...certificate, status: 'vigente', created_at: at, updated_at: at, annulled_at: null, search_text: searchTextOf(certificate) })
      .execute()
  } else if (outcome === 'updated') {
    await db.updateTable('certificates').set({ ...certificate, updated_at: at, search_text: searchTextOf(certificate) }).where('folio_key', '=', folioKey).execute()
  }
  return outcome
}

export type AnnulOutcome = 'annulled' | 'alreadyAnnulled' | 'notFound'

/** Marks a certificate annulled; from then on the lookup answers ANNULLED_VALUE in {@link ANNULLED_FIELDS}. */
export async function annulCertificate(db: Kysely<Database>, folio: string, now: Date): Promise<AnnulOutcome> {
  const folioKey = normalizeCertificateFolio(folio)
  const at = now.toISOString()
  const result = await db
    .updateTable('certificates')
    .set({ status: 'anulado', annulled_at: at, updated_at: at })
    .where('folio_key', '=', folioKey)
    .where('status', '=', 'vigente')
    .executeTakeFirst()
  if (result.numUpdatedRows > 0n) return 'annulled'
  const existing = await db.selectFrom('certificates').select('status').where('folio_key', '=', folioKey).executeTakeFirst()
  return existing === undefined ? 'notFound' : 'alreadyAnnulled'
}
