const HEADER = Buffer.from('%PDF-', 'latin1')
const END_OF_FILE = Buffer.from('%%EOF', 'latin1')
/** PDF 1.7 §7.2.2: NUL, tab, line feed, form feed, carriage return and space. */
function isPdfWhitespace(byte: number | undefined): boolean {
  return byte === 0x00 || byte === 0x09 || byte === 0x0a || byte === 0x0c || byte === 0x0d || byte === 0x20
}

/**
 * Whether the bytes start and end as a PDF: `%PDF-` at byte 0 and `%%EOF` as the last bytes
 * but whitespace, so nothing (a web page, a script) follows the document. One backward pass
 * over trailing whitespace at most.
 */
export function startsAndEndsAsPdf(bytes: Buffer): boolean {
  if (!bytes.subarray(0, HEADER.length).equals(HEADER)) return false
  let end = bytes.length
  while (end > 0 && isPdfWhitespace(bytes[end - 1])) end -= 1
  return end >= HEADER.length + END_OF_FILE.length && bytes.subarray(end - END_OF_FILE.length, end).equals(END_OF_FILE)
}
