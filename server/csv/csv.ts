import { CsvError, parse, type Info } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'

/** A CSV text that cannot be read; the message says where, in Spanish. */
export class CsvFormatError extends Error {
  override readonly name = 'CsvFormatError'
}

/** One record and the line of the file it starts on (1-based), for messages. */
export interface CsvRecord {
  readonly line: number
  readonly values: readonly string[]
}

/** Comma, unless the first line has semicolons and no commas (Excel's export in some locales). */
function detectDelimiter(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/))
  return firstLine.includes(';') && !firstLine.includes(',') ? ';' : ','
}

const LINE_BREAK = /\r\n|\n|\r/g

function lineBreaksIn(values: readonly string[]): number {
  return values.reduce((count, value) => count + (value.match(LINE_BREAK)?.length ?? 0), 0)
}

function spanishMessage(error: CsvError): string {
  const { lines } = error as CsvError & { lines?: number }
  switch (error.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return `Comillas sin cerrar en el valor que empieza en la línea ${lines}.`
    case 'CSV_INVALID_CLOSING_QUOTE':
      return `Texto después de cerrar comillas en la línea ${lines}: encierra todo el valor entre comillas.`
    default:
      return `Formato no válido cerca de la línea ${lines}.`
  }
}

/**
 * Reads CSV text (RFC 4180, with csv-parse): values separated by commas (or semicolons, see above),
 * records by CRLF or LF; a value in double quotes may hold the separator, line breaks and doubled
 * quotes. A leading byte-order mark is dropped and blank lines are skipped.
 *
 * @throws {CsvFormatError} on a quote left open or text right after a closing quote.
 */
export function parseCsv(text: string): CsvRecord[] {
  try {
    const rows = parse(text, {
      bom: true,
      delimiter: detectDelimiter(text.replace(/^\uFEFF/, '')),
      record_delimiter: ['\r\n', '\n', '\r'],
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
      // csv-parse's types do not model `info: true`, which wraps each record with its position.
    }) as unknown as { record: string[]; info: Info }[]
    // csv-parse reports the line a record ends on; messages name the line it starts on.
    return rows.map(({ record, info }) => ({ line: info.lines - lineBreaksIn(record), values: record }))
  } catch (error) {
    if (error instanceof CsvError) throw new CsvFormatError(spanishMessage(error))
    throw error
  }
}

// Excel runs a cell that starts with one of these as a formula; a leading apostrophe keeps it text.
const FORMULA_START = /^[=+\-@\t\r]/

function neverAFormula(value: string | null): string {
  if (value === null) return ''
  return FORMULA_START.test(value) ? `'${value}` : value
}

/**
 * A whole CSV document for a spreadsheet (csv-stringify): byte-order mark so Excel reads the
 * accents, header row, CRLF line ends, quoted where needed, and no cell that runs as a formula.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | null)[])[]): string {
  return stringify([header, ...rows].map((row) => row.map(neverAFormula)), {
    bom: true,
    record_delimiter: 'windows',
    // csv-stringify quotes a value holding the record delimiter (CRLF) but not a lone LF or CR.
    quoted_match: /[\r\n]/,
  })
}
