/** A CSV text that cannot be read; the message says where, in Spanish. */
export class CsvFormatError extends Error {
  override readonly name = 'CsvFormatError'
}

/** One record and the line of the file it starts on (1-based), for messages. */
export interface CsvRecord {
  readonly line: number
  readonly values: readonly string[]
}

const QUOTE = '"'

/** Comma, unless the first line has semicolons and no commas (Excel's export in some locales). */
function detectDelimiter(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/))
  return firstLine.includes(';') && !firstLine.includes(',') ? ';' : ','
}

/**
 * Reads CSV text (RFC 4180): values separated by commas (or semicolons, see above), records by
 * CRLF or LF; a value in double quotes may hold the separator, line breaks and doubled quotes
 * (`""` is one `"`). A leading byte-order mark is dropped and blank lines are skipped.
 *
 * @throws {CsvFormatError} on a quote left open or text right after a closing quote.
 */
export function parseCsv(input: string): CsvRecord[] {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input
  const delimiter = detectDelimiter(text)
  const records: CsvRecord[] = []
  let values: string[] = []
  let value = ''
  // True once the current value has any content or was quoted (`""` is an empty value, not a blank line).
  let started = false
  let line = 1
  let recordLine = 1
  let index = 0

  const endValue = () => {
    values.push(value)
    value = ''
    started = false
  }
  const endRecord = () => {
    const blank = values.length === 0 && !started
    endValue()
    if (!blank) records.push({ line: recordLine, values })
    values = []
  }

  while (index < text.length) {
    const character = text[index]
    if (character === QUOTE && !started) {
      const openedOn = line
      started = true
      index += 1
      for (;;) {
        if (index >= text.length) throw new CsvFormatError(`Comillas sin cerrar en el valor que empieza en la línea ${openedOn}.`)
        const inside = text[index]
        index += 1
        if (inside === QUOTE) {
          if (text[index] !== QUOTE) break
          index += 1
        } else if (inside === '\n') {
          line += 1
        }
        value += inside
      }
      const next = text[index]
      if (next !== undefined && next !== delimiter && next !== '\n' && next !== '\r') {
        throw new CsvFormatError(`Texto después de cerrar comillas en la línea ${line}: encierra todo el valor entre comillas.`)
      }
    } else if (character === delimiter) {
      endValue()
      index += 1
    } else if (character === '\r' || character === '\n') {
      endRecord()
      index += character === '\r' && text[index + 1] === '\n' ? 2 : 1
      line += 1
      recordLine = line
    } else {
      value += character
      started = true
      index += 1
    }
  }
  if (started || values.length > 0) endRecord()
  return records
}
