import { apiRequest } from '#app/lib/api-client.ts'
import { visitOrigin } from '#app/lib/attribution.ts'
import type { AdmissionFormInput } from '#contracts/admission.ts'
import { API_PATHS } from '#contracts/api-paths.ts'

/**
 * spec §7: `POST /api/v1/generar-ficha`. Any 2xx is success and its body is not read; a failure
 * already carries the spec §8 message. The visit's origin goes with it (issue 38).
 */
export function submitAdmissionForm(ficha: AdmissionFormInput) {
  return apiRequest(API_PATHS.admissionForm, { method: 'POST', json: { ...ficha, origen: visitOrigin() } })
}
