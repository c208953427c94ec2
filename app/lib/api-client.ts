import type { z } from '#contracts/zod.ts'
import { REQUEST_TIMEOUT_MS } from '#app/config/ui-timing.ts'
import { API_BASE_PATH } from '#contracts/api-paths.ts'
import {
  STATUS_MESSAGES,
  messageBodySchema,
  validationErrorBodySchema,
  type FieldErrors,
} from '#contracts/api-responses.ts'

/**
 * spec §8, "Shared API status handling": the one place where a failure becomes a Spanish
 * message. The spec's texts are copied as written (without accents); texts the spec does not
 * quote are marked as ours.
 */
export const API_ERROR_MESSAGES = {
  /** Ours: spec §8 passes a 400 body through; this is used only when that body has no `mensaje`. */
  400: 'No se pudo procesar la solicitud. Revisa los datos e intenta de nuevo.',
  ...STATUS_MESSAGES,
  /** Ours: spec §8 uses the 422 `errors` object as field errors; this is the summary line. */
  422: 'Revisa los datos indicados e intenta de nuevo.',
  /** Any other status. */
  other: 'Ocurrio un error inesperado. Intenta de nuevo.',
  /** No response at all. */
  network: 'No se pudo conectar con el servidor. Verifica tu conexion.',
  /** Ours: spec §7 sets the time-out but §8 quotes no message for it. */
  timeout: 'La solicitud tardó demasiado. Verifica tu conexión e intenta de nuevo.',
  /** Ours: the caller cancelled the request (for example, the screen was left). */
  aborted: 'La solicitud se canceló.',
  /** Ours: a success answer whose body does not match the expected shape. */
  invalidResponse: 'Ocurrio un error inesperado. Intenta de nuevo.',
} as const

export type ApiFailureKind =
  | 'bad-request'
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'validation'
  | 'server'
  | 'unexpected-status'
  | 'invalid-response'
  | 'network'
  | 'timeout'
  | 'aborted'

export interface ApiSuccess<T> {
  ok: true
  status: number
  data: T
}

export interface ApiFailure {
  ok: false
  kind: ApiFailureKind
  /** The HTTP status, absent when no response arrived (network, time-out, cancelled). */
  status?: number
  /** A Spanish message ready to show. */
  message: string
  /** Present for a 422 whose body carries a well-formed `errors` object. */
  fieldErrors?: FieldErrors
  /**
   * The body's own `mensaje`, whatever the status. Screens that show the server's text
   * (spec §8, certificate page) read it; others show `message`.
   */
  serverMessage?: string
}

export type ApiResult<T> = ApiSuccess<T> | ApiFailure

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface ApiRequestOptions<T> {
  method?: HttpMethod
  /** Sent as a JSON body. */
  json?: unknown
  /** Sent as multipart/form-data; the request then reports upload progress. */
  formData?: FormData
  /** Cancels the request; the result is then `kind: 'aborted'`. */
  signal?: AbortSignal
  /** Multipart only: called with a whole percentage (0 to 100) as the body is sent. */
  onUploadProgress?: (percent: number) => void
  /** Checks a success body; a mismatch becomes `kind: 'invalid-response'`. */
  schema?: z.ZodMiniType<T>
}

/** What both transports (fetch and XMLHttpRequest) hand over once a response arrived. */
interface RawResponse {
  status: number
  contentType: string | null
  text: string
}

function parseBody(raw: RawResponse): unknown {
  if (raw.text === '') return undefined
  if (raw.contentType?.includes('json')) {
    try {
      return JSON.parse(raw.text) as unknown
    } catch {
      return raw.text
    }
  }
  return raw.text
}

function failure(kind: ApiFailureKind, message: string, extra: Partial<ApiFailure> = {}): ApiFailure {
  return { ok: false, kind, message, ...extra }
}

/** Turns a response that arrived into a result, with the spec §8 message for each status. */
export function toApiResult<T>(raw: RawResponse, schema?: z.ZodMiniType<T>): ApiResult<T> {
  const body = parseBody(raw)
  const { status } = raw

  if (status >= 200 && status < 300) {
    if (!schema) return { ok: true, status, data: body as T }
    const parsed = schema.safeParse(body)
    return parsed.success
      ? { ok: true, status, data: parsed.data }
      : failure('invalid-response', API_ERROR_MESSAGES.invalidResponse, { status })
  }

  const withMessage = messageBodySchema.safeParse(body)
  const serverMessage = withMessage.success ? withMessage.data.mensaje : undefined
  const base = serverMessage === undefined ? { status } : { status, serverMessage }

  switch (status) {
    case 400:
      // spec §8: the server body passes through.
      return failure('bad-request', serverMessage ?? API_ERROR_MESSAGES[400], base)
    case 401:
      return failure('unauthorized', API_ERROR_MESSAGES[401], base)
    case 403:
      return failure('forbidden', API_ERROR_MESSAGES[403], base)
    case 404:
      return failure('not-found', API_ERROR_MESSAGES[404], base)
    case 422: {
      const withErrors = validationErrorBodySchema.safeParse(body)
      return failure(
        'validation',
        API_ERROR_MESSAGES[422],
        withErrors.success ? { ...base, fieldErrors: withErrors.data.errors } : base,
      )
    }
    case 500:
      return failure('server', API_ERROR_MESSAGES[500], base)
    default:
      return failure('unexpected-status', API_ERROR_MESSAGES.other, base)
  }
}

/**
 * `AbortSignal.any`, which Safari before 17.4 lacks: phones that old are still common among the
 * site's visitors, and the site's build targets them.
 */
function eitherSignal(first: AbortSignal, second: AbortSignal): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([first, second])
  const controller = new AbortController()
  for (const signal of [first, second]) {
    if (signal.aborted) controller.abort(signal.reason)
    else signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true })
  }
  return controller.signal
}

/**
 * The request's signal: the spec §7 time-out and the caller's own signal, whichever fires first.
 * `abortFailure` says which one it was.
 */
function startDeadline(callerSignal: AbortSignal | undefined) {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS)
  return {
    signal: callerSignal ? eitherSignal(timeout, callerSignal) : timeout,
    abortFailure: (): ApiFailure =>
      timeout.aborted
        ? failure('timeout', API_ERROR_MESSAGES.timeout)
        : failure('aborted', API_ERROR_MESSAGES.aborted),
  }
}

function apiUrl(path: string) {
  return `${API_BASE_PATH}${path.startsWith('/') ? path : `/${path}`}`
}

async function sendWithFetch<T>(url: string, options: ApiRequestOptions<T>): Promise<ApiResult<T>> {
  const deadline = startDeadline(options.signal)
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (options.json !== undefined) headers['Content-Type'] = 'application/json'
  try {
    const response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: options.json === undefined ? undefined : JSON.stringify(options.json),
      signal: deadline.signal,
    })
    // The time-out also covers reading the body.
    const text = await response.text()
    return toApiResult({ status: response.status, contentType: response.headers.get('content-type'), text }, options.schema)
  } catch {
    // fetch rejects only when no usable response arrived: aborted, timed out or offline.
    return deadline.signal.aborted ? deadline.abortFailure() : failure('network', API_ERROR_MESSAGES.network)
  }
}

// fetch cannot report upload progress, so multipart bodies go through XMLHttpRequest.
function sendWithXhr<T>(url: string, formData: FormData, options: ApiRequestOptions<T>): Promise<ApiResult<T>> {
  return new Promise((resolve) => {
    const deadline = startDeadline(options.signal)
    const xhr = new XMLHttpRequest()
    let settled = false
    const settle = (result: ApiResult<T>) => {
      if (settled) return
      settled = true
      resolve(result)
    }

    deadline.signal.addEventListener('abort', () => {
      xhr.abort()
      settle(deadline.abortFailure())
    })

    const { onUploadProgress } = options
    if (onUploadProgress) {
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) {
          onUploadProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)))
        }
      })
      xhr.upload.addEventListener('load', () => onUploadProgress(100))
    }

    xhr.addEventListener('load', () => {
      settle(
        xhr.status === 0
          ? failure('network', API_ERROR_MESSAGES.network)
          : toApiResult(
              { status: xhr.status, contentType: xhr.getResponseHeader('content-type'), text: xhr.responseText },
              options.schema,
            ),
      )
    })
    xhr.addEventListener('error', () => settle(failure('network', API_ERROR_MESSAGES.network)))
    xhr.addEventListener('abort', () => settle(deadline.abortFailure()))

    if (deadline.signal.aborted) {
      settle(deadline.abortFailure())
      return
    }
    xhr.open(options.method ?? 'POST', url)
    xhr.setRequestHeader('Accept', 'application/json')
    // No Content-Type: the browser adds multipart/form-data with its boundary.
    xhr.send(formData)
  })
}

/**
 * Calls the API under {@link API_BASE_PATH}. Never throws for HTTP or network failures: it
 * resolves to a result whose failure branch already carries the spec §8 Spanish message.
 * JSON by default; given `formData`, it sends multipart and reports upload progress.
 */
export function apiRequest<T = unknown>(path: string, options: ApiRequestOptions<T> = {}): Promise<ApiResult<T>> {
  const url = apiUrl(path)
  return options.formData ? sendWithXhr(url, options.formData, options) : sendWithFetch(url, options)
}
