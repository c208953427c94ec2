/**
 * A small reader of raw e-mails for tests (no mail parser is installed): headers with their
 * RFC 2047 encoded words decoded, and each text part decoded from quoted-printable or base64.
 */
export interface ParsedMail {
  readonly headers: ReadonlyMap<string, string>
  /** The decoded text/plain part. */
  readonly text: string
  /** The decoded text/html part. */
  readonly html: string
  /** The attached files, decoded. */
  readonly attachments: readonly ParsedAttachment[]
}

export interface ParsedAttachment {
  readonly filename: string
  readonly contentType: string
  readonly content: Buffer
}

function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_match, _charset: string, encoding: string, data: string) => {
      if (encoding.toUpperCase() === 'B') return Buffer.from(data, 'base64').toString('utf8')
      const bytes = data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_hex, code: string) => `%${code}`)
      return decodeURIComponent(bytes)
    })
}

function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let index = 0; index < joined.length; index += 1) {
    const character = joined[index] ?? ''
    const hex = joined.slice(index + 1, index + 3)
    if (character === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16))
      index += 2
    } else {
      bytes.push(...Buffer.from(character, 'utf8'))
    }
  }
  return Buffer.from(bytes).toString('utf8')
}

function splitHead(raw: string): { head: string; body: string } {
  const at = raw.search(/\r?\n\r?\n/)
  if (at === -1) return { head: raw, body: '' }
  const separator = raw.slice(at).match(/^\r?\n\r?\n/)?.[0] ?? '\n\n'
  return { head: raw.slice(0, at), body: raw.slice(at + separator.length) }
}

function parseHeaders(head: string): Map<string, string> {
  const headers = new Map<string, string>()
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), decodeEncodedWords(line.slice(colon + 1).trim()))
  }
  return headers
}

function decodeBody(headers: ReadonlyMap<string, string>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase()
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body)
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  return body
}

function decodeBytes(headers: ReadonlyMap<string, string>, body: string): Buffer {
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase()
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64')
  return Buffer.from(decodeBody(headers, body), 'utf8')
}

interface Collected {
  text: string
  html: string
  attachments: ParsedAttachment[]
}

/** Walks a MIME entity and its nested multiparts (mixed > alternative > text, html). */
function collect(headers: ReadonlyMap<string, string>, body: string, into: Collected): void {
  const contentType = headers.get('content-type') ?? 'text/plain'
  const type = contentType.toLowerCase()
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1]
  if (type.startsWith('multipart/') && boundary) {
    for (const section of body.split(`--${boundary}`).slice(1, -1)) {
      const part = splitHead(section.replace(/^\r?\n/, ''))
      collect(parseHeaders(part.head), part.body.replace(/\r?\n$/, ''), into)
    }
    return
  }
  const disposition = headers.get('content-disposition') ?? ''
  const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1]
  if (disposition.toLowerCase().startsWith('attachment') || filename !== undefined) {
    into.attachments.push({ filename: filename ?? '', contentType: type.split(';')[0] ?? '', content: decodeBytes(headers, body) })
  } else if (type.startsWith('text/plain')) {
    into.text = decodeBody(headers, body)
  } else if (type.startsWith('text/html')) {
    into.html = decodeBody(headers, body)
  }
}

/** Reads a raw message as it arrived at the SMTP server or was written to an `.eml` file. */
export function parseRawMail(raw: string): ParsedMail {
  const { head, body } = splitHead(raw)
  const headers = parseHeaders(head)
  const collected: Collected = { text: '', html: '', attachments: [] }
  collect(headers, body, collected)
  return { headers, ...collected }
}
