const HEADER = Buffer.from('%PDF-', 'latin1')
const END_OF_FILE = Buffer.from('%%EOF', 'latin1')
/** PDF 1.7 §7.2.2: NUL, tab, line feed, form feed, carriage return and space. */
const PDF_WHITESPACE: ReadonlySet<number> = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20])

/**
 * Whether the bytes start and end as a PDF: `%PDF-` at byte 0 and `%%EOF` as the last bytes
 * but whitespace, so nothing (a web page, a script) follows the document. One backward pass
 * over trailing whitespace at most.
 */
export function startsAndEndsAsPdf(bytes: Buffer): boolean {
  if (!bytes.subarray(0, HEADER.length).equals(HEADER)) return false
  let end = bytes.length
  while (end > 0 && PDF_WHITESPACE.has(bytes[end - 1] ?? 0)) end -= 1
  return end >= HEADER.length + END_OF_FILE.length && bytes.subarray(end - END_OF_FILE.length, end).equals(END_OF_FILE)
}
