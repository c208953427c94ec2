import { apiRequest } from '#app/lib/api-client.ts'
import { API_PATHS } from '#contracts/api-paths.ts'
import { createdResponseSchema } from '#contracts/api-responses.ts'
import { BECA_DOCUMENTS_FIELD, becaApplicationSchema, type BecaApplicationSubmission } from '#contracts/beca-application.ts'
import { HONEYPOT_FIELD, formFields } from '#contracts/form-fields.ts'

/**
 * Issue 39: the multipart body of `POST /api/v1/solicitar-beca`, text fields in form order and the
 * documents last, one part each, so the server has read every text field before a file streams in.
 */
export function toBecaApplicationFormData(submission: BecaApplicationSubmission): FormData {
  const formData = new FormData()
  for (const field of formFields(becaApplicationSchema)) formData.append(field, submission[field])
  if (submission[HONEYPOT_FIELD]) formData.append(HONEYPOT_FIELD, submission[HONEYPOT_FIELD])
  for (const document of submission.documentos) formData.append(BECA_DOCUMENTS_FIELD, document, document.name)
  return formData
}

/** Sends the application; `onProgress` receives the whole percentage of the body sent so far. The answer carries the folio. */
export function submitBecaApplication(submission: BecaApplicationSubmission, onProgress: (percent: number) => void) {
  return apiRequest(API_PATHS.becaApplication, {
    method: 'POST',
    formData: toBecaApplicationFormData(submission),
    onUploadProgress: onProgress,
    schema: createdResponseSchema,
  })
}
