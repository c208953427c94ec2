import { readFile } from 'node:fs/promises'
import { extname } from 'node:path'
import { CERTIFICATE_FIELDS, isCertificateFolio, normalizeCertificateFolio, type Certificate } from '#contracts/certificate.ts'
import { CERTIFICATE_FOLIO_MAX_CHARS } from '#contracts/limits.ts'
import { disallowedCharsMessage } from '#contracts/text-rules.ts'
import { CsvFormatError, parseCsv } from '#server/csv/csv.ts'

/** Ours: the longest value of a certificate field (the digital-seal string, `Cadena`, is the long one). */
export const CERTIFICATE_VALUE_MAX_CHARS = 4_000

/** A file the import cannot read at all; its message says why, in Spanish. */
export class CertificateImportError extends Error {
  override readonly name = 'CertificateImportError'
}

/** Where a row is in the file, as a person finds it: `fila 3` (CSV, header is fila 1) or `elemento 2` (JSON). */
export interface ImportRow {
  readonly where: string
  /** Its place among the file's rows, from 0: the panel lists accepted and rejected rows together in file order. */
  readonly position: number
}

export interface AcceptedRow extends ImportRow {
  readonly certificate: Certificate
}

export interface RejectedRow extends ImportRow {
  readonly reason: string
  /** The row's Folio as written, when it has one. */
  readonly folio?: string
}

export interface ParsedImport {
  readonly accepted: readonly AcceptedRow[]
  readonly rejected: readonly RejectedRow[]
}

type RawRow = Readonly<Record<string, unknown>>

const FIELD_NAMES: readonly string[] = CERTIFICATE_FIELDS

/** The first problem of a row, or its certificate (values trimmed). */
function checkRow(raw: RawRow): { certificate: Certificate } | { reason: string } {
  const unknown = Object.keys(raw).filter((key) => !FIELD_NAMES.includes(key))
  if (unknown.length > 0) return { reason: `campo desconocido: ${unknown.join(', ')}` }
  const certificate: Partial<Record<string, string>> = {}
  const missing: string[] = []
  for (const field of CERTIFICATE_FIELDS) {
    const value = raw[field]
    if (typeof value !== 'string' && typeof value !== 'number') {
      missing.push(field)
      continue
    }
    const text = String(value).trim()
    if (text === '') missing.push(field)
    else if (text.length > CERTIFICATE_VALUE_MAX_CHARS) {
      return { reason: `${field} tiene más de ${CERTIFICATE_VALUE_MAX_CHARS} caracteres` }
    } else if (disallowedCharsMessage(text) !== undefined) {
      return { reason: `${field} tiene caracteres de control o de dirección del texto` }
    }
    certificate[field] = text
  }
  if (missing.length > 0) return { reason: `falta ${missing.join(', ')}` }
  if (!isCertificateFolio(certificate.Folio ?? '')) {
    return {
      reason: `Folio no válido («${certificate.Folio}»): solo letras, números y guiones, hasta ${CERTIFICATE_FOLIO_MAX_CHARS} caracteres`,
    }
  }
  return { certificate: certificate as Certificate }
}

/** A row as read from the file: its fields, or why they could not even be read. */
type ReadRow = { readonly where: string; readonly raw: RawRow } | { readonly where: string; readonly reason: string }

/** Checks every row; a folio already seen earlier in the same file is rejected, naming where. */
function checkRows(rows: readonly ReadRow[]): ParsedImport {
  const accepted: AcceptedRow[] = []
  const rejected: RejectedRow[] = []
  const seen = new Map<string, string>()
  for (const [position, row] of rows.entries()) {
    const { where } = row
    const checked = 'reason' in row ? row : checkRow(row.raw)
    if ('reason' in checked) {
      const folio = 'raw' in row ? row.raw['Folio'] : undefined
      rejected.push({ where, position, reason: checked.reason, ...(typeof folio === 'string' || typeof folio === 'number' ? { folio: String(folio).trim() } : {}) })
      continue
    }
    const key = normalizeCertificateFolio(checked.certificate.Folio)
    const first = seen.get(key)
    if (first !== undefined) {
      rejected.push({ where, position, folio: checked.certificate.Folio, reason: `el Folio ${checked.certificate.Folio} ya aparece en ${first} del mismo archivo` })
      continue
    }
    seen.set(key, where)
    accepted.push({ where, position, certificate: checked.certificate })
  }
  return { accepted, rejected }
}

/** CSV: a header row naming the 14 fields (any order), then one certificate per row. */
export function parseCertificateCsv(text: string): ParsedImport {
  let records
  try {
    records = parseCsv(text)
  } catch (error) {
    if (error instanceof CsvFormatError) throw new CertificateImportError(`El CSV no se puede leer: ${error.message}`)
    throw error
  }
  const [header, ...data] = records
  if (header === undefined) throw new CertificateImportError('El archivo está vacío: se espera una fila de encabezado con los 14 campos.')
  const columns = header.values.map((name) => name.trim())
  const missing = FIELD_NAMES.filter((field) => !columns.includes(field))
  const unknown = columns.filter((name) => !FIELD_NAMES.includes(name))
  const repeated = columns.filter((name, index) => columns.indexOf(name) !== index)
  const problems = [
    missing.length > 0 ? `faltan ${missing.join(', ')}` : '',
    unknown.length > 0 ? `sobran ${unknown.map((name) => `«${name}»`).join(', ')}` : '',
    repeated.length > 0 ? `repetidas ${repeated.join(', ')}` : '',
  ].filter(Boolean)
  if (problems.length > 0) {
    throw new CertificateImportError(
      `El encabezado del CSV debe nombrar los 14 campos (${FIELD_NAMES.join(', ')}): ${problems.join('; ')}.`,
    )
  }
  return checkRows(
    data.map((record, index): ReadRow => {
      const where = `fila ${index + 2} (línea ${record.line})`
      if (record.values.length !== columns.length) {
        return { where, reason: `tiene ${record.values.length} valores y el encabezado ${columns.length} (¿una coma sin comillas?)` }
      }
      return { where, raw: Object.fromEntries(columns.map((name, column) => [name, record.values[column]])) }
    }),
  )
}

/** JSON: an array of objects with the 14 fields (text; numbers are taken as text). */
export function parseCertificateJson(text: string): ParsedImport {
  let data: unknown
  try {
    data = JSON.parse(text.startsWith('\uFEFF') ? text.slice(1) : text)
  } catch (error) {
    throw new CertificateImportError(`El JSON no es válido: ${error instanceof Error ? error.message : String(error)}`)
  }
  if (!Array.isArray(data)) throw new CertificateImportError('El JSON debe ser una lista ([…]) de certificados.')
  return checkRows(
    data.map((item: unknown, index): ReadRow => {
      const where = `elemento ${index + 1}`
      if (typeof item === 'object' && item !== null && !Array.isArray(item)) return { where, raw: item as RawRow }
      return { where, reason: 'no es un objeto con los campos del certificado' }
    }),
  )
}

/** Checks the text of a `.csv` or `.json` file of certificates, by its name's extension. @throws {CertificateImportError} */
export function parseCertificateFile(name: string, text: string): ParsedImport {
  const extension = extname(name).toLowerCase()
  if (extension === '.csv') return parseCertificateCsv(text)
  if (extension === '.json') return parseCertificateJson(text)
  throw new CertificateImportError(`El archivo debe terminar en .csv o .json: ${name}`)
}

/** Reads a `.csv` or `.json` file of certificates. @throws {CertificateImportError} */
export async function readCertificateFile(path: string): Promise<ParsedImport> {
  const extension = extname(path).toLowerCase()
  if (extension !== '.csv' && extension !== '.json') {
    throw new CertificateImportError(`El archivo debe terminar en .csv o .json: ${path}`)
  }
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    throw new CertificateImportError(
      code === 'ENOENT' ? `No existe el archivo ${path}.` : `No se pudo leer ${path} (${code ?? String(error)}).`,
    )
  }
  return parseCertificateFile(path, text)
}
