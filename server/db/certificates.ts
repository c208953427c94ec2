import type { Kysely } from 'kysely'
import { CERTIFICATE_FIELDS, normalizeCertificateFolio, type Certificate } from '#contracts/certificate.ts'
import type { CertificateFilters } from '#contracts/certificates-panel.ts'
import type { CertificateStatus, Database } from '#server/db/schema.ts'
import { searchCondition, searchText } from '#server/db/search-text.ts'

/** A certificate as the registry holds it. */
export interface StoredCertificate {
  readonly certificate: Certificate
  readonly status: CertificateStatus
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

/** A page of the certificates that match the filters, by name, then folio, and how many match in all. */
export async function certificatePage(db: Kysely<Database>, filters: Omit<CertificateFilters, 'pagina'>, page: { readonly limit: number; readonly offset: number }) {
  let matching = db.selectFrom('certificates')
  if (filters.q !== undefined) matching = matching.where(searchCondition('search_text', filters.q))
  if (filters.estado !== undefined) matching = matching.where('status', '=', filters.estado)
  const [rows, count] = await Promise.all([
    matching.select(['Folio', 'Nombre', 'CURP', 'Matricula', 'status']).orderBy('Nombre').orderBy('folio_key').limit(page.limit).offset(page.offset).execute(),
    // PostgreSQL counts in bigint, which pg hands over as text.
    matching.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.total) }
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

/** Marks a certificate annulled (the lookup then shows it as such: server/certificates/public-certificate.ts). */
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
