import type { Kysely } from 'kysely'
import { normalizeCertificateFolio } from '#contracts/certificate.ts'
import type { CertificateImportAnswer, ImportOutcome, ImportRowAnswer } from '#contracts/certificates-panel.ts'
import { IMPORT_OUTCOMES } from '#contracts/certificates-panel.ts'
import type { ParsedImport } from '#server/certificates/import-file.ts'
import { appendAuditEvent } from '#server/audit/audit-trail.ts'
import { plannedOutcomes, upsertCertificate, type UpsertOutcome } from '#server/db/certificates.ts'
import { CERTIFICATE_AUDIT_TARGET } from '#server/certificates/certificate-registry.ts'
import type { Database } from '#server/db/schema.ts'

/*
 * An import of certificates, the same for the command line and the panel (issue 15): the rows the
 * file's rules accept are written in one transaction, each written one recorded in the audit
 * trail (its history), or none at all.
 */

/** Who imports: a staff member from the panel, or nobody (the command line). */
export interface RegistryActor {
  readonly id: string | null
  readonly email: string | null
  readonly ip?: string
}

const OUTCOME_KEY: Readonly<Record<UpsertOutcome, ImportOutcome>> = { created: 'nuevo', updated: 'actualizado', unchanged: 'sin-cambios' }

/** Writes one certificate; a test may put a failing one in its place. */
export type CertificateWriter = typeof upsertCertificate

/**
 * Writes every accepted row in one transaction and records each new or updated one under its
 * folio; the outcomes come in the order of `parsed.accepted`. Any failure rolls everything back.
 */
export async function importCertificates(
  db: Kysely<Database>,
  parsed: ParsedImport,
  source: { readonly file: string; readonly actor: RegistryActor },
  now: Date,
  write: CertificateWriter = upsertCertificate,
): Promise<UpsertOutcome[]> {
  return db.transaction().execute(async (trx) => {
    const outcomes: UpsertOutcome[] = []
    for (const row of parsed.accepted) {
      const outcome = await write(trx, row.certificate, now)
      outcomes.push(outcome)
      if (outcome === 'unchanged') continue
      const { actor } = source
      await appendAuditEvent(
        trx,
        {
          actorId: actor.id,
          actorEmail: actor.email,
          action: 'certificate-imported',
          target: { type: CERTIFICATE_AUDIT_TARGET, id: normalizeCertificateFolio(row.certificate.Folio) },
          detail: { archivo: source.file, donde: row.where, resultado: OUTCOME_KEY[outcome] },
          ...(actor.ip === undefined ? {} : { ip: actor.ip }),
        },
        now,
      )
    }
    return outcomes
  })
}

/** What importing does or would do to each row of the file, in file order, with the counts. */
export function importAnswer(parsed: ParsedImport, outcomes: readonly UpsertOutcome[], written: boolean): CertificateImportAnswer {
  const placed: { position: number; row: ImportRowAnswer }[] = [
    ...parsed.accepted.map((row, index) => ({
      position: row.position,
      row: { donde: row.where, folio: row.certificate.Folio, resultado: OUTCOME_KEY[outcomes[index] ?? 'unchanged'], motivo: null },
    })),
    ...parsed.rejected.map((row) => ({
      position: row.position,
      row: { donde: row.where, folio: row.folio ?? null, resultado: 'rechazado' as const, motivo: row.reason },
    })),
  ]
  const rows = placed.sort((left, right) => left.position - right.position).map(({ row }) => row)
  const conteos = Object.fromEntries(IMPORT_OUTCOMES.map((outcome) => [outcome, rows.filter((row) => row.resultado === outcome).length])) as Record<ImportOutcome, number>
  return { escrito: written, filas: rows, conteos }
}

/** The preview: what importing would do, from what the registry holds now; writes nothing. */
export async function previewImport(db: Kysely<Database>, parsed: ParsedImport): Promise<CertificateImportAnswer> {
  const outcomes = await plannedOutcomes(db, parsed.accepted.map((row) => row.certificate))
  return importAnswer(parsed, outcomes, false)
}
