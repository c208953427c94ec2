import { CERTIFICATE_FIELDS } from '#contracts/certificate.ts'
import { requiredText } from '#contracts/form-fields.ts'
import {
  CERTIFICATE_ANNUL_REASON_MAX_CHARS,
  CERTIFICATE_IMPORT_MAX_BYTES,
  CERTIFICATE_IMPORT_MAX_MB,
  CERTIFICATE_PAGE_SIZE,
  QUEUE_SEARCH_MAX_CHARS,
} from '#contracts/limits.ts'
import { optionalParam, pageParam } from '#contracts/list-params.ts'
import { historyStepSchema } from '#contracts/queues.ts'
import { z } from '#contracts/zod.ts'
import { plainText } from '#contracts/text-rules.ts'

/*
 * The certificate registry in the staff panel (issue 15): search, a certificate's page, the
 * import with its preview, the annulment and the QR codes. The command line
 * (`npm run certificates`) shares the server's code and rules.
 */

/** A certificate's status key (stored in `certificates.status`) → its Spanish label. */
export const CERTIFICATE_STATUS_LABELS = { vigente: 'Vigente', anulado: 'Anulado' } as const
export type CertificateStatusKey = keyof typeof CERTIFICATE_STATUS_LABELS
export const CERTIFICATE_STATUSES = Object.keys(CERTIFICATE_STATUS_LABELS) as [CertificateStatusKey, ...CertificateStatusKey[]]

/** What the endpoints answer in `{ mensaje }`, and the panel's own messages. */
export const CERTIFICATE_PANEL_MESSAGES = {
  notFound: 'No existe un certificado con ese folio.',
  search: `Escribe como máximo ${QUEUE_SEARCH_MAX_CHARS} caracteres para buscar`,
  estado: 'Elige un estado de la lista',
  pagina: 'El número de página debe ser un número entero a partir de 1',
  reasonRequired: 'Escribe el motivo de la anulación.',
  reasonTooLong: `El motivo debe tener como máximo ${CERTIFICATE_ANNUL_REASON_MAX_CHARS} caracteres.`,
  alreadyAnnulled: 'Este certificado ya estaba anulado; no se cambió nada.',
  fileRequired: 'Elige un archivo .csv o .json con los certificados.',
  fileType: 'El archivo debe terminar en .csv o .json.',
  fileUnreadable: 'No se pudo leer el archivo: elígelo de nuevo.',
  fileNul: 'El archivo tiene caracteres nulos: guárdalo de nuevo como texto CSV o JSON en UTF-8.',
  fileTooLarge: `El archivo pesa más de ${CERTIFICATE_IMPORT_MAX_MB} MB: divídelo en archivos más pequeños.`,
} as const

const filterFields = {
  /** Part of the folio, CURP, matrícula or name; accents and letter case do not matter. */
  q: optionalParam(
    CERTIFICATE_PANEL_MESSAGES.search,
    plainText(z.string().check(z.maxLength(QUEUE_SEARCH_MAX_CHARS, { error: CERTIFICATE_PANEL_MESSAGES.search }))),
  ),
  estado: optionalParam(CERTIFICATE_PANEL_MESSAGES.estado, z.enum(CERTIFICATE_STATUSES, { error: CERTIFICATE_PANEL_MESSAGES.estado })),
}

/** The panel's search form (no page: a new search starts at page 1). */
export const certificateFilterFormSchema = z.object(filterFields)

/** `GET /panel/certificados?q=&estado=&pagina=`: checked by the panel and again by the server. */
export const certificateFiltersSchema = z.object({
  ...filterFields,
  pagina: pageParam(CERTIFICATE_PANEL_MESSAGES.pagina, CERTIFICATE_PAGE_SIZE),
})
export type CertificateFilters = z.output<typeof certificateFiltersSchema>
export type CertificateFilterValues = z.input<typeof certificateFilterFormSchema>

/** One row of the list. */
export const certificateListItemSchema = z.object({
  Folio: z.string(),
  Nombre: z.string(),
  CURP: z.string(),
  Matricula: z.string(),
  estado: z.enum(CERTIFICATE_STATUSES),
})
export type CertificateListItem = z.output<typeof certificateListItemSchema>

/** `GET /panel/certificados`: a page of the matching certificates, by name, then folio. */
export const certificatePageSchema = z.object({
  elementos: z.array(certificateListItemSchema),
  total: z.number(),
  pagina: z.number(),
  porPagina: z.number(),
})
export type CertificatePage = z.output<typeof certificatePageSchema>

/** `GET /panel/certificados/:folio`: the 14 fields (spec §3, as stored, not as the public lookup shows an annulled one), status and history. */
export const certificateDetailSchema = z.object({
  datos: z.object(Object.fromEntries(CERTIFICATE_FIELDS.map((field) => [field, z.string()])) as Record<(typeof CERTIFICATE_FIELDS)[number], z.ZodMiniString>),
  estado: z.enum(CERTIFICATE_STATUSES),
  /** ISO-8601 UTC instants. */
  registrado: z.string(),
  actualizado: z.string(),
  anulado: z.nullable(z.string()),
  /** What was done to it (imports and the annulment, with its reason in `nota`), read from the audit trail. */
  historial: z.array(historyStepSchema),
})
export type CertificateDetail = z.output<typeof certificateDetailSchema>

/** `POST /panel/certificados/:folio/anulacion`. */
export const certificateAnnulSchema = z.strictObject({
  motivo: requiredText(
    CERTIFICATE_ANNUL_REASON_MAX_CHARS,
    { required: CERTIFICATE_PANEL_MESSAGES.reasonRequired, tooLong: CERTIFICATE_PANEL_MESSAGES.reasonTooLong },
    'multiLine',
  ),
})
export type CertificateAnnul = z.output<typeof certificateAnnulSchema>

/** What the annulment answers: the certificate's status now. */
export const certificateAnnulAnswerSchema = z.object({ estado: z.enum(CERTIFICATE_STATUSES) })

/** The extensions an import file may have (lower case, with their dot): the same as the command line's. */
export const CERTIFICATE_IMPORT_EXTENSIONS = ['.csv', '.json'] as const

/**
 * `POST …/importacion/revision` (the preview, writes nothing) and `POST …/importacion` (writes):
 * the file's name (its extension says CSV or JSON) and its text. The confirm step sends the same
 * file again and the server checks it again, so what is written is what the rules accept now.
 */
export const certificateImportSchema = z.strictObject({
  nombre: plainText(
    z.string({ error: CERTIFICATE_PANEL_MESSAGES.fileRequired }).check(z.trim(), z.minLength(1, { error: CERTIFICATE_PANEL_MESSAGES.fileRequired }), z.maxLength(255)),
  ).check(
    z.refine((name) => CERTIFICATE_IMPORT_EXTENSIONS.some((extension) => name.toLowerCase().endsWith(extension)), {
      error: CERTIFICATE_PANEL_MESSAGES.fileType,
    }),
  ),
  // Line breaks and tabs are the file's own; other control characters are refused row by row.
  contenido: z
    .string({ error: CERTIFICATE_PANEL_MESSAGES.fileRequired })
    .check(
      z.maxLength(CERTIFICATE_IMPORT_MAX_BYTES, { error: CERTIFICATE_PANEL_MESSAGES.fileTooLarge }),
      z.refine((content) => !content.includes('\u0000'), { error: CERTIFICATE_PANEL_MESSAGES.fileNul }),
    ),
})
export type CertificateImport = z.output<typeof certificateImportSchema>

/** What importing a row does (or would do): a key, and its Spanish label. */
export const IMPORT_OUTCOME_LABELS = {
  nuevo: 'Nuevo',
  actualizado: 'Actualizado',
  'sin-cambios': 'Sin cambios',
  rechazado: 'Rechazado',
} as const
export type ImportOutcome = keyof typeof IMPORT_OUTCOME_LABELS
export const IMPORT_OUTCOMES = Object.keys(IMPORT_OUTCOME_LABELS) as [ImportOutcome, ...ImportOutcome[]]

export const importRowSchema = z.object({
  /** Where the row is in the file, as the command line says it: `fila 3 (línea 3)` (CSV) or `elemento 2` (JSON). */
  donde: z.string(),
  /** The row's folio as written, or null when it has none. */
  folio: z.nullable(z.string()),
  resultado: z.enum(IMPORT_OUTCOMES),
  /** Why a row is rejected; null for the others. */
  motivo: z.nullable(z.string()),
})
export type ImportRowAnswer = z.output<typeof importRowSchema>

/** The preview's and the import's answer: every row in file order and how many of each outcome. `escrito`: whether the rows were written. */
export const certificateImportAnswerSchema = z.object({
  escrito: z.boolean(),
  filas: z.array(importRowSchema),
  conteos: z.record(z.enum(IMPORT_OUTCOMES), z.number()),
})
export type CertificateImportAnswer = z.output<typeof certificateImportAnswerSchema>

/** A QR code's image format, as its download path names it. */
export const QR_FORMATS = ['svg', 'png'] as const
export type QrFormat = (typeof QR_FORMATS)[number]
