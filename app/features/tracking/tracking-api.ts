import { apiRequest } from '#app/lib/api-client.ts'
import { API_PATHS } from '#contracts/api-paths.ts'
import {
  trackingCodeResponseSchema,
  trackingResponseSchema,
  type TrackingCodeRequest,
  type TrackingRequest,
} from '#contracts/tracking.ts'

/** Issue 15: `POST /api/v1/seguimiento/codigo`; the answer is the same whether or not the data match. */
export function requestTrackingCode(request: TrackingCodeRequest) {
  return apiRequest(API_PATHS.trackingCode, { method: 'POST', json: request, schema: trackingCodeResponseSchema })
}

/** Issue 15: `POST /api/v1/seguimiento`: the code answers the item's status and steps. */
export function fetchTracking(request: TrackingRequest) {
  return apiRequest(API_PATHS.tracking, { method: 'POST', json: request, schema: trackingResponseSchema })
}
