import type { FieldText } from '#contracts/form-fields.ts'
import type { CertificateFilterValues } from '#contracts/certificates-panel.ts'
import { CERTIFICATE_IMPORT_MAX_MB } from '#contracts/limits.ts'

/** The registry's screens (issue 15): the list, a certificate's page, the annulment and the import. */
export const certificateText = {
  section: 'Certificados',
  intro: 'Busca un certificado por folio, CURP, matrícula o nombre; abre uno para ver sus datos, anularlo o descargar su código QR.',
  results: 'Resultados',
  caption: 'Certificados',
  count: (total: number) => (total === 1 ? '1 certificado' : `${total} certificados`),
  none: 'Ningún certificado coincide con la búsqueda.',
  loading: 'Cargando certificados…',
  pages: 'Páginas de certificados',
  status: 'Estado',
  fields: 'Datos del certificado',
  history: 'Historial',
  noHistory: 'Sin movimientos registrados.',
  /** Who made a step of the history without a person: `npm run certificates`. */
  commandLine: 'Línea de comandos',
  registered: 'Registrado',
  annulledAt: 'Anulado el',
  qrTitle: 'Código QR',
  qrIntro: 'Lleva a la página pública de verificación de este certificado.',
  qrSvg: 'Descargar QR (SVG)',
  qrPng: 'Descargar QR (PNG)',
  annulTitle: 'Anular el certificado',
  annulIntro: 'La consulta pública mostrará «ANULADO/NO VALIDO» en Timbrado, TipoCertificado, Cadena y FechaHoraTimbrado. No se puede deshacer.',
  annulReason: { label: 'Motivo', hint: 'Queda en el historial y en la auditoría.' },
  annulButton: 'Anular',
  annulConfirm: (folio: string) => `¿Anular el certificado ${folio}? No se puede deshacer.`,
  annulConfirmButton: 'Sí, anular',
  annulCancel: 'Cancelar',
  annulled: 'Certificado anulado: la consulta pública ya lo muestra como ANULADO/NO VALIDO.',
  importLink: 'Importar certificados',
  importTitle: 'Importar certificados',
  importIntro:
    'Un archivo CSV (con encabezado) o JSON con los 14 campos de cada certificado, el mismo formato que la línea de comandos. Primero se revisa sin escribir nada; luego confirmas.',
  importFile: { label: 'Archivo (.csv o .json)', hint: `Hasta ${CERTIFICATE_IMPORT_MAX_MB} MB.` },
  review: 'Revisar',
  previewTitle: 'Revisión del archivo',
  previewCaption: 'Filas del archivo y lo que la importación hará con cada una',
  columns: { donde: 'Fila', folio: 'Folio', resultado: 'Resultado', motivo: 'Motivo' },
  confirm: 'Confirmar importación',
  nothingToWrite: 'Ninguna fila cambiaría el registro: no hay nada que importar.',
  resultTitle: 'Resultado de la importación',
  imported: (written: number) => (written === 1 ? 'Importación terminada: 1 certificado escrito.' : `Importación terminada: ${written} certificados escritos.`),
  another: 'Importar otro archivo',
  back: 'Volver a certificados',
} as const

/** The labels of the search form's fields. */
export const CERTIFICATE_FILTER_TEXT = {
  q: { label: 'Buscar', hint: 'Folio, CURP, matrícula o nombre.', autoComplete: 'off' },
  estado: { label: 'Estado' },
} as const satisfies Readonly<Record<keyof CertificateFilterValues, FieldText>>
