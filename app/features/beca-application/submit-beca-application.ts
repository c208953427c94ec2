import { apiRequest } from '#app/lib/api-client.ts'
import { toMultipartFormData } from '#app/lib/multipart-form-data.ts'
import { API_PATHS } from '#contracts/api-paths.ts'
import { createdResponseSchema } from '#contracts/api-responses.ts'
import { BECA_DOCUMENTS_FIELD, becaApplicationSchema, type BecaApplicationSubmission } from '#contracts/beca-application.ts'

/** Issue 39: the multipart body of `POST /api/v1/solicitar-beca`, the documents last, one part each. */
export function toBecaApplicationFormData(submission: BecaApplicationSubmission): FormData {
  return toMultipartFormData(becaApplicationSchema, submission, { [BECA_DOCUMENTS_FIELD]: submission.documentos })
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
