import { extname } from 'node:path'
import type { FastifyReply } from 'fastify'
import type { UploadStore } from '#server/storage/upload-store.ts'

/** A stored upload as staff download it. */
export interface StoredFileDownload {
  /** Its name in the store. */
  readonly name: string
  /** The MIME type detected from its content when it was received. */
  readonly mime: string
  /** The name the person's device gave it. */
  readonly originalName: string
}

/** Ours: the longest download name, in characters. */
const DOWNLOAD_NAME_MAX_CHARS = 120

/**
 * The name a download is saved under: the client's name without folders, control or quoting
 * characters, and with the extension of the stored content (a receipt named `.html` is saved as
 * what it is).
 */
export function downloadName(originalName: string, storedName: string): string {
  const extension = extname(storedName)
  const base = (originalName.split(/[/\\]/).pop() ?? '')
    .replace(/[\p{Cc}\p{Cf}"*:<>?|]/gu, '')
    .trim()
    .replace(/^\.+/, '')
  const stem = (extname(base) === '' ? base : base.slice(0, -extname(base).length)).trim().slice(0, DOWNLOAD_NAME_MAX_CHARS)
  return `${stem || 'archivo'}${extension}`
}

/** RFC 8187 `filename*` (UTF-8, percent-encoded), with a plain-ASCII `filename` for old clients. */
function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"%]/g, '_')
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`)
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`
}

/**
 * Sends a stored upload as a download that never runs in the panel's origin: saved, not shown
 * (`attachment`), its type as detected and not sniffed, and a sandbox should a browser render it
 * anyway. `beforeSend` runs once the file is found (the view is audited before it happens).
 * Resolves false, sending nothing, when the file is not there.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  store: Pick<UploadStore, 'read'>,
  file: StoredFileDownload,
  beforeSend: () => Promise<void>,
): Promise<boolean> {
  const content = await store.read(file.name)
  if (content === undefined) return false
  try {
    await beforeSend()
  } catch (error) {
    content.stream.destroy()
    throw error
  }
  await reply
    .header('content-type', file.mime)
    .header('content-length', content.bytes)
    .header('content-disposition', contentDisposition(downloadName(file.originalName, file.name)))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(content.stream)
  return true
}
