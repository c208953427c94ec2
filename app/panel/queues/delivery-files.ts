import { DELIVERY_MAX_FILES, UPLOAD_MAX_BYTES } from '#contracts/limits.ts'
import { DELIVERY_EXTENSIONS, QUEUE_MESSAGES } from '#contracts/queues.ts'

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot < 0 ? '' : name.slice(dot).toLowerCase()
}

/**
 * The browser's check of the finished documents as they are chosen (the server checks their
 * content again): the first problem, or `null` when they may be sent. An empty choice is the
 * form's to refuse on sending.
 */
export function deliveryProblem(files: readonly Pick<File, 'name' | 'size'>[]): string | null {
  if (files.length > DELIVERY_MAX_FILES) return QUEUE_MESSAGES.deliveryTooManyFiles
  const allowed: readonly string[] = DELIVERY_EXTENSIONS
  const wrongKind = files.find((file) => !allowed.includes(extensionOf(file.name)))
  if (wrongKind) return QUEUE_MESSAGES.deliveryFileType(wrongKind.name)
  const tooLarge = files.find((file) => file.size > UPLOAD_MAX_BYTES)
  return tooLarge ? QUEUE_MESSAGES.deliveryFileTooLarge(tooLarge.name) : null
}
