import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { API_BASE_PATH } from '#contracts/api-paths.ts'

/**
 * The network of component tests (MSW): the code under test calls the API with its real transport
 * (fetch or XMLHttpRequest) and these handlers answer, so tests never depend on how a request is made.
 */
const apiServer = setupServer()

/** Call once at the top of a test file: any request without a handler fails the test. */
export function mockApiNetwork() {
  beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => {
    apiServer.resetHandlers()
    apiServer.events.removeAllListeners()
  })
  afterAll(() => apiServer.close())
}

/** Every request sent from now until the end of the test, answered or not, as `METHOD pathname`. */
export function recordRequests(): string[] {
  const sent: string[] = []
  apiServer.events.on('request:start', ({ request }) => {
    sent.push(`${request.method} ${new URL(request.url).pathname}`)
  })
  return sent
}

/** An answer; it may read the request (a GET's query). */
type Respond = (request: Request) => Response | Promise<Response>

/**
 * Answers every `POST` to `path` (under the API base) with `respond`. Returns one entry per call
 * received, in order: its JSON body, or `null` for another kind of body.
 */
export function answerPost(path: string, respond: Respond): unknown[] {
  const received: unknown[] = []
  apiServer.use(
    http.post(`${API_BASE_PATH}${path}`, async ({ request }) => {
      received.push(request.headers.get('content-type')?.includes('json') ? await request.json() : null)
      return respond(request)
    }),
  )
  return received
}

/** Answers every call of one method to `path` (under the API base) with `respond`; the path of each call received, in order. */
function answerEvery(method: typeof http.get, path: string, respond: Respond): string[] {
  const received: string[] = []
  apiServer.use(
    method(`${API_BASE_PATH}${path}`, ({ request }) => {
      received.push(new URL(request.url).pathname)
      return respond(request)
    }),
  )
  return received
}

/**
 * Answers every `GET` to `path` (under the API base; an MSW pattern such as `/certificates/:folio`
 * matches any value) with `respond`. Returns the path of each call received, in order.
 */
export const answerGet = (path: string, respond: Respond) => answerEvery(http.get, path, respond)

/** Answers every `DELETE` to `path` (under the API base) with `respond`. Returns the path of each call received, in order. */
export const answerDelete = (path: string, respond: Respond) => answerEvery(http.delete, path, respond)

/** A response the test releases when it chooses, to see the screen while the request is in flight. */
export function heldResponse(response: Response) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  return { respond: () => released.then(() => response), release: () => release() }
}

/** `status` with a JSON body, as the server answers. */
export function jsonAnswer(status: number, body: unknown): Respond {
  return () => HttpResponse.json(body as Record<string, unknown>, { status })
}

/** spec §7: success is any 2xx, whatever its body. These three carry no folio. */
export const SUCCESS_ANSWERS_WITHOUT_FOLIO: { name: string; respond: Respond }[] = [
  { name: '200 {"ok":true}', respond: jsonAnswer(200, { ok: true }) },
  { name: '201 without a body', respond: () => new HttpResponse(null, { status: 201 }) },
  { name: '204 No Content', respond: () => new HttpResponse(null, { status: 204 }) },
]
