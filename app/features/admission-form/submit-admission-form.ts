import { apiRequest } from '#app/lib/api-client.ts'
import type { AdmissionFormInput } from '#contracts/admission.ts'
import { API_PATHS } from '#contracts/api-paths.ts'
import { createdResponseSchema } from '#contracts/form-fields.ts'

/** spec §7: `POST /api/v1/generar-ficha`. The result already carries the spec §8 message on failure. */
export function submitAdmissionForm(ficha: AdmissionFormInput) {
  return apiRequest(API_PATHS.admissionForm, { method: 'POST', json: ficha, schema: createdResponseSchema })
}
