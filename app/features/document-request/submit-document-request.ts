import type { ApiFailure } from '#app/lib/api-client.ts'
import { apiRequest } from '#app/lib/api-client.ts'
import { API_PATHS } from '#contracts/api-paths.ts'
import {
  DOCUMENT_REQUEST_DIALOGS,
  documentRequestSchema,
  type DocumentRequestSubmission,
} from '#contracts/document-request.ts'
import { HONEYPOT_FIELD, formFields } from '#contracts/form-fields.ts'

/**
 * spec §7: the multipart body of `POST /api/v1/servicios-documentos`, text fields in form order
 * and the file last, so the server has read every text field before the file streams in.
 */
export function toDocumentRequestFormData(submission: DocumentRequestSubmission): FormData {
  const formData = new FormData()
  for (const field of formFields(documentRequestSchema)) formData.append(field, submission[field])
  if (submission[HONEYPOT_FIELD]) formData.append(HONEYPOT_FIELD, submission[HONEYPOT_FIELD])
  formData.append('comprobante_pago', submission.comprobante_pago, submission.comprobante_pago.name)
  return formData
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
