import { apiRequest } from '#app/lib/api-client.ts'
import { visitOrigin } from '#app/lib/attribution.ts'
import { API_PATHS } from '#contracts/api-paths.ts'
import type { ContactMessage } from '#contracts/contact-message.ts'

/**
 * spec §7: `POST /api/v1/enviar-mensaje`. Any 2xx is success and its body is not read; a failure
 * already carries the spec §8 message. The visit's origin goes with it (issue 38).
 */
export function submitContactMessage(message: ContactMessage) {
  return apiRequest(API_PATHS.contactMessage, { method: 'POST', json: { ...message, origen: visitOrigin() } })
}
