import { HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { z } from '#contracts/zod.ts'
import { REQUEST_TIMEOUT_MS } from '#app/config/ui-timing.ts'
import { API_ERROR_MESSAGES, apiRequest } from '#app/lib/api-client.ts'
import { answerGet, answerPost, jsonAnswer, mockApiNetwork } from '#tests/support/api-network.ts'

mockApiNetwork()

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

/** A request the server never answers: only the time-out or the caller can end it. */
const never = () => new Promise<Response>(() => {})

describe('apiRequest (JSON through fetch)', () => {
  it('sends JSON to /api/v1 and returns the data of a 2xx answer', async () => {
    const received = answerPost('/enviar-mensaje', jsonAnswer(201, { ok: true, folio: 'F-1' }))

    const result = await apiRequest('/enviar-mensaje', { method: 'POST', json: { nombre: 'Ana' } })

    expect(result).toEqual({ ok: true, status: 201, data: { ok: true, folio: 'F-1' } })
    // answerPost reads a body as JSON only when its Content-Type says so.
    expect(received).toEqual([{ nombre: 'Ana' }])
  })

  it('checks a success body against the given schema', async () => {
    answerGet('/certificates/A1', jsonAnswer(200, { data: { Folio: 'A1' } }))
    const schema = z.object({ data: z.object({ Folio: z.string() }) })

    const good = await apiRequest('/certificates/A1', { schema })
    expect(good).toEqual({ ok: true, status: 200, data: { data: { Folio: 'A1' } } })

    answerGet('/certificates/A1', jsonAnswer(200, { nada: true }))
    const bad = await apiRequest('/certificates/A1', { schema })
    expect(bad).toMatchObject({ ok: false, kind: 'invalid-response', message: API_ERROR_MESSAGES.invalidResponse })
  })

  it('400 passes the server mensaje through', async () => {
    answerPost('/generar-ficha', jsonAnswer(400, { mensaje: 'El cuerpo de la solicitud no es JSON.' }))
    const result = await apiRequest('/generar-ficha', { method: 'POST', json: {} })
    expect(result).toEqual({
      ok: false,
      kind: 'bad-request',
      status: 400,
      message: 'El cuerpo de la solicitud no es JSON.',
      serverMessage: 'El cuerpo de la solicitud no es JSON.',
    })
  })

  it('400 without mensaje falls back to a Spanish message', async () => {
    answerPost('/generar-ficha', () => new HttpResponse(null, { status: 400 }))
    const result = await apiRequest('/generar-ficha', { method: 'POST', json: {} })
    expect(result).toEqual({ ok: false, kind: 'bad-request', status: 400, message: API_ERROR_MESSAGES[400] })
  })

  it.each([
    [401, 'unauthorized', 'No autorizado.'],
    [403, 'forbidden', 'Sesion expirada. Inicia sesion nuevamente.'],
    [404, 'not-found', 'Recurso no encontrado.'],
    [500, 'server', 'Error interno del servidor. Intenta mas tarde.'],
    [418, 'unexpected-status', 'Ocurrio un error inesperado. Intenta de nuevo.'],
    [503, 'unexpected-status', 'Ocurrio un error inesperado. Intenta de nuevo.'],
  ])('%i gives the spec message', async (status, kind, message) => {
    answerGet('/x', jsonAnswer(status, {}))
    const result = await apiRequest('/x')
    expect(result).toEqual({ ok: false, kind, status, message })
  })

  it('keeps the server mensaje beside the spec message (certificate page reads it)', async () => {
    answerGet('/certificates/X', jsonAnswer(404, { mensaje: 'Certificado no encontrado.' }))
    const result = await apiRequest('/certificates/X')
    expect(result).toMatchObject({
      ok: false,
      message: 'Recurso no encontrado.',
      serverMessage: 'Certificado no encontrado.',
    })
  })

  it('422 returns the errors object as field errors', async () => {
    const errors = { correo: ['Ingresa un correo electrónico válido.'], nombre: ['Escribe tu nombre.', 'Otro.'] }
    answerPost('/enviar-mensaje', jsonAnswer(422, { errors }))
    const result = await apiRequest('/enviar-mensaje', { method: 'POST', json: {} })
    expect(result).toEqual({
      ok: false,
      kind: 'validation',
      status: 422,
      message: API_ERROR_MESSAGES[422],
      fieldErrors: errors,
    })
  })

  it('422 with a malformed errors object gives no field errors', async () => {
    answerPost('/enviar-mensaje', jsonAnswer(422, { errors: { correo: 'no es una lista' } }))
    const result = await apiRequest('/enviar-mensaje', { method: 'POST', json: {} })
    expect(result).toEqual({ ok: false, kind: 'validation', status: 422, message: API_ERROR_MESSAGES[422] })
  })

  it('no response gives the network message', async () => {
    answerGet('/x', () => HttpResponse.error())
    const result = await apiRequest('/x')
    expect(result).toEqual({
      ok: false,
      kind: 'network',
      message: 'No se pudo conectar con el servidor. Verifica tu conexion.',
    })
  })

  it('gives up when the REQUEST_TIMEOUT_MS deadline fires, with a time-out message', async () => {
    const deadline = controlledTimeout()
    answerGet('/x', never)
    let settled = false
    const pending = apiRequest('/x').finally(() => {
      settled = true
    })
    expect(deadline.requestedMs()).toBe(REQUEST_TIMEOUT_MS)
    await Promise.resolve()
    expect(settled).toBe(false)

    deadline.fire()
    expect(await pending).toEqual({ ok: false, kind: 'timeout', message: API_ERROR_MESSAGES.timeout })
  })

  it('a cancelled request is reported as aborted, not as a time-out', async () => {
    answerGet('/x', never)
    const controller = new AbortController()
    const pending = apiRequest('/x', { signal: controller.signal })
    controller.abort()
    expect(await pending).toMatchObject({ ok: false, kind: 'aborted' })
  })
})

/**
 * Takes the place of the platform's `AbortSignal.timeout` (fake timers do not drive it): the test
 * reads the delay asked for and fires the time-out when it chooses.
 */
function controlledTimeout() {
  const controller = new AbortController()
  const timeout = vi.spyOn(AbortSignal, 'timeout').mockReturnValue(controller.signal)
  onTestFinished(() => timeout.mockRestore())
  return {
    requestedMs: () => timeout.mock.calls[0]?.[0],
    fire: () => controller.abort(new DOMException('Tiempo agotado', 'TimeoutError')),
  }
}

/**
 * A stand-in for XMLHttpRequest, for the one check MSW cannot drive: MSW reports an upload as a
 * single progress event once the whole body is read, so the rounding of partial progress into
 * whole percents needs a request whose upload the test moves step by step.
 */
class FakeXhr {
  static last: FakeXhr | undefined
  method = ''
  url = ''
  body: unknown
  status = 0
  responseText = ''
  requestHeaders: Record<string, string> = {}
  private responseHeaders: Record<string, string> = {}
  readonly upload = new EventTarget()
  private readonly events = new EventTarget()

  constructor() {
    FakeXhr.last = this
  }
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener)
  }
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.requestHeaders[name] = value
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name.toLowerCase()] ?? null
  }
  send(body: unknown) {
    this.body = body
  }
  abort() {
    this.events.dispatchEvent(new Event('abort'))
  }

  // Test controls.
  progress(loaded: number, total: number) {
    const event = Object.assign(new Event('progress'), { lengthComputable: true, loaded, total })
    this.upload.dispatchEvent(event)
  }
  respond(status: number, body: unknown) {
    this.upload.dispatchEvent(new Event('load'))
    this.status = status
    this.responseHeaders['content-type'] = 'application/json; charset=utf-8'
    this.responseText = JSON.stringify(body)
    this.events.dispatchEvent(new Event('load'))
  }
}

describe('apiRequest (multipart through XMLHttpRequest)', () => {
  describe('upload progress', () => {
    beforeEach(() => {
      FakeXhr.last = undefined
      vi.stubGlobal('XMLHttpRequest', FakeXhr)
    })

    it('posts the form data to /api/v1 and reports upload progress in whole percents', async () => {
      const formData = new FormData()
      formData.append('nombre_completo', 'Ana López')
      const onUploadProgress = vi.fn()

      const pending = apiRequest('/servicios-documentos', { formData, onUploadProgress })
      const xhr = FakeXhr.last
      if (!xhr) throw new Error('No request was opened')
      expect(xhr.method).toBe('POST')
      expect(xhr.url).toBe('/api/v1/servicios-documentos')
      expect(xhr.body).toBe(formData)
      expect(xhr.requestHeaders).not.toHaveProperty('Content-Type')

      xhr.progress(1, 3)
      xhr.progress(2, 3)
      xhr.respond(201, { ok: true, folio: 'D-7' })

      expect(onUploadProgress.mock.calls).toEqual([[33], [67], [100]])
      expect(await pending).toEqual({ ok: true, status: 201, data: { ok: true, folio: 'D-7' } })
    })
  })

  it('shares the status mapping: 422 gives field errors', async () => {
    answerPost('/servicios-documentos', jsonAnswer(422, { errors: { comprobante_pago: ['Sube el comprobante de pago.'] } }))
    const result = await apiRequest('/servicios-documentos', { formData: new FormData() })
    expect(result).toEqual({
      ok: false,
      kind: 'validation',
      status: 422,
      message: API_ERROR_MESSAGES[422],
      fieldErrors: { comprobante_pago: ['Sube el comprobante de pago.'] },
    })
  })

  it('shares the status mapping: 500 gives the spec message', async () => {
    answerPost('/servicios-documentos', jsonAnswer(500, { mensaje: 'Fallo interno' }))
    const result = await apiRequest('/servicios-documentos', { formData: new FormData() })
    expect(result).toMatchObject({ ok: false, kind: 'server', message: API_ERROR_MESSAGES[500] })
  })

  it('no response gives the network message', async () => {
    answerPost('/servicios-documentos', () => HttpResponse.error())
    const result = await apiRequest('/servicios-documentos', { formData: new FormData() })
    expect(result).toEqual({ ok: false, kind: 'network', message: API_ERROR_MESSAGES.network })
  })

  it('gives up when the REQUEST_TIMEOUT_MS deadline fires, with the time-out message', async () => {
    const deadline = controlledTimeout()
    const received = answerPost('/servicios-documentos', never)
    const abort = vi.spyOn(XMLHttpRequest.prototype, 'abort')
    const pending = apiRequest('/servicios-documentos', { formData: new FormData() })
    await expect.poll(() => received).toHaveLength(1)
    expect(deadline.requestedMs()).toBe(REQUEST_TIMEOUT_MS)
    expect(abort).not.toHaveBeenCalled()

    deadline.fire()
    expect(abort).toHaveBeenCalledOnce()
    expect(await pending).toEqual({ ok: false, kind: 'timeout', message: API_ERROR_MESSAGES.timeout })
  })
})
