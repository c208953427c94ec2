import type { Kysely } from 'kysely'
import { normalizeCertificateFolio } from '#contracts/certificate.ts'
import type { RegistryActor } from '#server/certificates/certificate-import.ts'
import { appendAuditEvent } from '#server/audit/audit-trail.ts'
import { annulCertificate, type AnnulOutcome } from '#server/db/certificates.ts'
import { CERTIFICATE_AUDIT_TARGET } from '#server/certificates/certificate-registry.ts'
import type { Database } from '#server/db/schema.ts'

/**
 * Annuls a certificate and records it in the audit trail (its history), with the reason when one
 * is given, in one transaction: the command line and the panel both annul through here.
 */
export async function annulWithRecord(
  db: Kysely<Database>,
  folio: string,
  by: { readonly actor: RegistryActor; readonly reason: string | null },
  now: Date,
): Promise<AnnulOutcome> {
  return db.transaction().execute(async (trx) => {
    const outcome = await annulCertificate(trx, folio, now)
    if (outcome !== 'annulled') return outcome
    const { actor } = by
    await appendAuditEvent(
      trx,
      {
        actorId: actor.id,
        actorEmail: actor.email,
        action: 'certificate-annulled',
        target: { type: CERTIFICATE_AUDIT_TARGET, id: normalizeCertificateFolio(folio) },
        detail: { de: 'vigente', a: 'anulado', ...(by.reason === null ? {} : { nota: by.reason }) },
        ...(actor.ip === undefined ? {} : { ip: actor.ip }),
      },
      now,
    )
    return outcome
  })
}
