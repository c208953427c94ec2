import { ANNULLED_VALUE, type Certificate } from '#contracts/certificate.ts'
import type { StoredCertificate } from '#server/db/certificates.ts'

/**
 * What an annulled certificate answers with ANNULLED_VALUE: the fields that attest it is a valid,
 * stamped document (the stamp, the certificate type, the digital-seal string and the time of
 * stamping). Who it belonged to, the school, the plan and the signer stay visible, so whoever
 * scans the QR of an annulled certificate sees which document it was and that it no longer counts.
 */
export const ANNULLED_FIELDS = ['Timbrado', 'TipoCertificado', 'Cadena', 'FechaHoraTimbrado'] as const satisfies readonly (keyof Certificate)[]

/** The 14 fields as the lookup answers them: annulled ones carry ANNULLED_VALUE where it applies. */
export function publicCertificate({ certificate, status }: StoredCertificate): Certificate {
  if (status === 'vigente') return certificate
  const shown = { ...certificate }
  for (const field of ANNULLED_FIELDS) shown[field] = ANNULLED_VALUE
  return shown
}
