import { apiRequest } from '#app/lib/api-client.ts'
import { API_PATHS } from '#contracts/api-paths.ts'
import type { ContactMessage } from '#contracts/contact-message.ts'
import { createdResponseSchema } from '#contracts/form-fields.ts'

/** spec §7: `POST /api/v1/enviar-mensaje`. The result already carries the spec §8 message on failure. */
export function submitContactMessage(message: ContactMessage) {
  return apiRequest(API_PATHS.contactMessage, { method: 'POST', json: message, schema: createdResponseSchema })
}
