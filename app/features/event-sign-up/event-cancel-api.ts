import { apiRequest } from '#app/lib/api-client.ts'
import { EVENT_SIGN_UP_API_PATHS } from '#contracts/api-paths.ts'
import { eventCancellationAnswerSchema, type EventCancellation } from '#contracts/event-cancellation.ts'

/** Issue 38: the cancellation link's `POST`. */
export function cancelEventSignUp(cancellation: EventCancellation) {
  return apiRequest(EVENT_SIGN_UP_API_PATHS.cancel, { method: 'POST', json: cancellation, schema: eventCancellationAnswerSchema })
}
