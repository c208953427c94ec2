import { randomUUID } from 'node:crypto'

/** A file part of a hand-made multipart body. */
export interface FilePart {
  readonly field: string
  readonly filename: string
  readonly contentType: string
  readonly content: Buffer
  /** The part's Content-Disposition value as sent, instead of the one built from `field` and `filename` (to send a malformed one). */
  readonly disposition?: string
}

/** A multipart/form-data body built by hand, for inject() and raw sockets. */
export interface MultipartBody {
  readonly boundary: string
  readonly contentType: string
  readonly payload: Buffer
}

/**
 * Text fields first (as browsers send them in form order), then the files; `filesFirst` sends
 * the files before the fields instead.
 */
export function multipartBody(
  fields: Readonly<Record<string, string>>,
  files: readonly FilePart[] = [],
  { filesFirst = false } = {},
): MultipartBody {
  const boundary = `----prueba${randomUUID().replaceAll('-', '')}`
  const textChunks = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  )
  const fileChunks: Buffer[] = []
  for (const file of files) {
    fileChunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${file.disposition ?? `form-data; name="${file.field}"; filename="${file.filename}"`}\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    )
  }
  const chunks = filesFirst ? [...fileChunks, ...textChunks] : [...textChunks, ...fileChunks]
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { boundary, contentType: `multipart/form-data; boundary=${boundary}`, payload: Buffer.concat(chunks) }
}

/** A minimal PDF of about `size` bytes (header, padding, trailer): what file-type recognises as PDF. */
export function pdfBytes(size = 2_048): Buffer {
  const head = Buffer.from('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'latin1')
  const tail = Buffer.from('\n%%EOF\n')
  const padding = Buffer.alloc(Math.max(0, size - head.length - tail.length), '%')
  return Buffer.concat([head, padding, tail])
}

/** The start of a Windows executable (MZ header), to rename `.pdf` in tests. */
export function executableBytes(size = 4_096): Buffer {
  const bytes = Buffer.alloc(size, 0)
  bytes.write('MZ', 0, 'latin1')
  bytes.writeUInt32LE(0x80, 0x3c)
  bytes.write('PE\0\0', 0x80, 'latin1')
  return bytes
}
