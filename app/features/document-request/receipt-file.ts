import { hasAllowedExtension } from '#contracts/document-request.ts'
import { UPLOAD_MAX_BYTES } from '#contracts/limits.ts'

/** Why a chosen receipt is refused in the browser, or `null` when it may be sent. */
export type ReceiptProblem = 'fileNotAllowed' | 'fileTooLarge'

/**
 * spec §5: the browser's check of the payment receipt, by extension then size (the server checks
 * the content again). A file of the wrong kind is reported as such whatever its size.
 */
export function receiptProblem(file: Pick<File, 'name' | 'size'>): ReceiptProblem | null {
  if (!hasAllowedExtension(file.name)) return 'fileNotAllowed'
  if (file.size > UPLOAD_MAX_BYTES) return 'fileTooLarge'
  return null
}
