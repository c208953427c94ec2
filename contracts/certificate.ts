import { z } from '#contracts/zod.ts'
import { CERTIFICATE_FOLIO_MAX_CHARS } from '#contracts/limits.ts'

/** spec §3 "Certificate": the fields of `data` in the lookup answer, in the spec's order, all text. */
export const CERTIFICATE_FIELDS = [
  'ClaveEscuela',
  'Turno',
  'PlanEstudios',
  'Folio',
  'Matricula',
  'CURP',
  'Nombre',
  'Timbrado',
  'TipoCertificado',
  'Fecha',
  'Cadena',
  'FechaHoraTimbrado',
  'NombreArea',
  'Firmante',
] as const
export type CertificateField = (typeof CERTIFICATE_FIELDS)[number]
export type Certificate = Record<CertificateField, string>

/** spec §2.15, §8: the value an annulled certificate shows (in bold red on the page). */
export const ANNULLED_VALUE = 'ANULADO/NO VALIDO'

/** `200 { data }` of `GET /api/v1/certificates/{folio}`. */
export const certificateResponseSchema = z.object({
  data: z.object(Object.fromEntries(CERTIFICATE_FIELDS.map((field) => [field, z.string()])) as Record<
    CertificateField,
    z.ZodMiniString
  >),
})

const FOLIO_PATTERN = new RegExp(`^[A-Za-z0-9-]{1,${CERTIFICATE_FOLIO_MAX_CHARS}}$`)

/**
 * A folio the registry could hold: letters, digits and hyphens, 1 to 64 characters (UUIDs of
 * SEP's electronic certificates among them). Checked before any lookup; compared case-insensitively.
 */
export function isCertificateFolio(value: string): boolean {
  return FOLIO_PATTERN.test(value)
}

/** The form a folio is stored and looked up in (case-insensitive match). */
export function normalizeCertificateFolio(value: string): string {
  return value.trim().toUpperCase()
}

/** spec §8 "Certificate page" (verbatim) and the server's own answers (ours). */
export const CERTIFICATE_MESSAGES = {
  missingFolio: 'Folio no proporcionado.',
  fetchFailed: 'Error al obtener certificado.',
  invalidFolio: `El folio solo puede tener letras, números y guiones (hasta ${CERTIFICATE_FOLIO_MAX_CHARS} caracteres).`,
  notFound: 'No existe un certificado con ese folio. Revisa que esté escrito tal como aparece en el documento.',
} as const
