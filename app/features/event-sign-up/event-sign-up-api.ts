import { apiRequest } from '#app/lib/api-client.ts'
import { visitOrigin } from '#app/lib/attribution.ts'
import { EVENT_SIGN_UP_API_PATHS } from '#contracts/api-paths.ts'
import {
  eventSignUpAnswerSchema,
  eventSignUpStateSchema,
  type EventSignUp,
} from '#contracts/event-sign-up.ts'

/** Issue 38: whether the event takes sign-ups now, and whether the next one waits. */
export function fetchSignUpState(slug: string, signal: AbortSignal) {
  return apiRequest(EVENT_SIGN_UP_API_PATHS.signUp(slug), { schema: eventSignUpStateSchema, signal })
}

/** Issue 38: `POST /api/v1/eventos/:slug/registro`, with the visit's origin. */
export function submitEventSignUp(slug: string, signUp: EventSignUp) {
  return apiRequest(EVENT_SIGN_UP_API_PATHS.signUp(slug), { method: 'POST', json: { ...signUp, origen: visitOrigin() }, schema: eventSignUpAnswerSchema })
}
