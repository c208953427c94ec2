import type { ApiFailure } from '#app/lib/api-client.ts'
import { apiRequest } from '#app/lib/api-client.ts'
import { toMultipartFormData } from '#app/lib/multipart-form-data.ts'
import { API_PATHS } from '#contracts/api-paths.ts'
import {
  DOCUMENT_REQUEST_DIALOGS,
  documentRequestSchema,
  type DocumentRequestSubmission,
} from '#contracts/document-request.ts'

/** spec §7: the multipart body of `POST /api/v1/servicios-documentos`, the receipt last. */
export function toDocumentRequestFormData(submission: DocumentRequestSubmission): FormData {
  return toMultipartFormData(documentRequestSchema, submission, { comprobante_pago: [submission.comprobante_pago] })
}

/**
 * Sends the request; `onProgress` receives the whole percentage of the body sent so far. Any 2xx
 * is success, whatever its body (spec §7).
 */
export function submitDocumentRequest(submission: DocumentRequestSubmission, onProgress: (percent: number) => void) {
  return apiRequest(API_PATHS.documentRequest, {
    method: 'POST',
    formData: toDocumentRequestFormData(submission),
    onUploadProgress: onProgress,
  })
}

/**
 * spec §8: the text of the 'Error al enviar' dialog. Every message of a `422 { errors }`, one per
 * line; the server's own `mensaje` of another refusal (400, 413, 429: the request can be fixed
 * or retried); otherwise 'Ocurrió un error inesperado.'.
 */
export function failureMessage(failure: ApiFailure): string {
  const fieldMessages = Object.values(failure.fieldErrors ?? {}).flat()
  if (fieldMessages.length > 0) return fieldMessages.join('\n')
  const refused = failure.status !== undefined && failure.status >= 400 && failure.status < 500
  if (refused && failure.serverMessage) return failure.serverMessage
  return DOCUMENT_REQUEST_DIALOGS.failure.message
}
