import type { CertificateField } from '#contracts/certificate.ts'
import { paths } from '#contracts/site-paths.ts'
import { brand } from './identity.ts'
import type { PageMetaContent } from './types.ts'

/** The certificate check page (spec §2.15); its error messages are in contracts/certificate.ts. */
export const certificatePage = {
  title: 'Verificación de certificado',
  description: `Consulta los datos de un certificado electrónico expedido por ${brand.name} a partir de su folio.`,
  // A lookup result, not a page to find through a search engine.
  noindex: true,
} satisfies Omit<PageMetaContent, 'path'>

/** The page's canonical path for a folio, or the page without one. */
export function certificatePagePath(folio: string | undefined): string {
  return folio === undefined ? paths.certificateWithoutFolio : paths.certificate(folio)
}

export const certificateContent = {
  /** The light header of a page shown outside the shared layout. */
  institute: brand.name,
  heading: 'Verificación de certificado',
  folioLine: (folio: string) => `Folio: ${folio}`,
  loading: 'Consultando el certificado…',
  /** What each field of the answer (spec §3 "Certificate") is called on the page. */
  fieldLabels: {
    ClaveEscuela: 'Clave de la escuela',
    Turno: 'Turno',
    PlanEstudios: 'Plan de estudios',
    Folio: 'Folio',
    Matricula: 'Matrícula',
    CURP: 'CURP',
    Nombre: 'Nombre',
    Timbrado: 'Timbrado',
    TipoCertificado: 'Tipo de certificado',
    Fecha: 'Fecha',
    Cadena: 'Cadena',
    FechaHoraTimbrado: 'Fecha y hora de timbrado',
    NombreArea: 'Nombre del área',
    Firmante: 'Firmante',
  } satisfies Record<CertificateField, string>,
  homeLink: 'Ir al sitio del instituto',
  /** Issue 15: the printable stamp under the fields: when the registry answered (institute time) and the page's address. */
  stamp: (when: string, url: string) => `Verificado el ${when} en ${url}`,
} as const
