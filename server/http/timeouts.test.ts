import { readdirSync } from 'node:fs'
import { connect, type Socket } from 'node:net'
import { afterEach, expect, it, vi } from 'vitest'
import { API_PATHS } from '#contracts/api-paths.ts'
import { API_MESSAGES } from '#server/http/messages.ts'
import { startFormApp, type FormApp } from '#tests/support/server/form-app.ts'
import { multipartBody, pdfBytes } from '#tests/support/server/multipart.ts'
import { describeOnEachDatabase } from '#tests/support/server/test-databases.ts'

const URL_PATH = `/api/v1${API_PATHS.documentRequest}`
const fields = {
  nombre_completo: 'María Fernanda López Ruiz',
  correo: 'maria.lopez@example.com',
  telefono: '+528711234567',
  nivel_estudios: 'lic-derecho',
  especificaciones: 'Constancia de estudios',
}
// A ceiling for a busy machine, not a speed check.
const POLL = { timeout: 12_000, interval: 20 }
// Short enough to reach within the test: an upload must bring 1 KB every 300 ms; headers must be whole within 300 ms.
const SHORT = { headersMs: 300, uploadMinRate: { bytes: 1024, windowMs: 300 } }

let current: FormApp | undefined
const sockets: Socket[] = []
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy()
  await current?.app.close()
  current = undefined
})

/** A raw connection to the listening app, with everything it answered and whether it closed. */
async function rawClient(form: FormApp) {
  const address = new URL(await form.app.listen({ port: 0, host: '127.0.0.1' }))
  const socket = connect(Number(address.port), address.hostname)
  sockets.push(socket)
  const seen = { answer: '', closed: false }
  socket.on('data', (data: Buffer) => (seen.answer += data.toString('utf8')))
  socket.on('error', () => {})
  socket.on('close', () => (seen.closed = true))
  await new Promise<void>((resolve) => socket.once('connect', resolve))
  return { socket, seen, host: address.host }
}

function partials(form: FormApp): string[] {
  try {
    return readdirSync(form.uploadDir).filter((name) => name.endsWith('.partial'))
  } catch {
    return []
  }
}

describeOnEachDatabase('time-outs: a stalled or never-finished request does not hold the server', (fixture) => {
  it('cuts an upload whose body stops arriving: 408 with a Spanish message, no partial file left, then the connection closes', async () => {
    current = await startFormApp(fixture, { http: SHORT })
    const { socket, seen, host } = await rawClient(current)
    const body = multipartBody(fields, [{ field: 'comprobante_pago', filename: 'recibo.pdf', contentType: 'application/pdf', content: pdfBytes(1024 * 1024) }])
    socket.write(`POST ${URL_PATH} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: ${body.contentType}\r\nContent-Length: ${body.payload.length}\r\n\r\n`)
    // The fields and the first 64 KB of the receipt, then nothing more.
    socket.write(body.payload.subarray(0, body.payload.indexOf('%PDF') + 64 * 1024))
    const uploadDir = current.uploadDir
    await vi.waitFor(() => expect(readdirSync(uploadDir).some((name) => name.endsWith('.partial'))).toBe(true), POLL)

    await vi.waitFor(() => expect(seen.answer).toMatch(/^HTTP\/1\.1 408 /), POLL)
    expect(seen.answer).toContain(JSON.stringify({ mensaje: API_MESSAGES.uploadTooSlow }))
    expect(partials(current)).toEqual([])
    await vi.waitFor(() => expect(seen.closed).toBe(true), POLL)
    expect(await current.db.selectFrom('document_requests').select('folio').execute()).toEqual([])
  })

  it('closes a connection whose request headers never end (slow-loris), answering 408 in Spanish', async () => {
    current = await startFormApp(fixture, { http: SHORT })
    const { socket, seen, host } = await rawClient(current)
    socket.write(`POST ${URL_PATH} HTTP/1.1\r\nHost: ${host}\r\nX-Uno: 1\r\n`)

    await vi.waitFor(() => expect(seen.closed).toBe(true), POLL)
    expect(seen.answer).toMatch(/^HTTP\/1\.1 408 /)
    expect(seen.answer).toContain(JSON.stringify({ mensaje: API_MESSAGES.requestTimeout }))
  })

  it('still accepts an upload that keeps arriving, under the same short rules', async () => {
    current = await startFormApp(fixture, { http: SHORT })
    const base = await current.app.listen({ port: 0, host: '127.0.0.1' })
    const data = new FormData()
    for (const [name, value] of Object.entries(fields)) data.append(name, value)
    data.append('comprobante_pago', new Blob([new Uint8Array(pdfBytes(300_000))], { type: 'application/pdf' }), 'recibo.pdf')

    const response = await fetch(`${base}${URL_PATH}`, { method: 'POST', body: data })
    expect(response.status).toBe(201)
    expect(partials(current)).toEqual([])
  })

  it('runs the Node server with production time-outs, the request one from REQUEST_TIMEOUT_MS', async () => {
    current = await startFormApp(fixture, { env: { REQUEST_TIMEOUT_MS: '120000', KEEP_ALIVE_TIMEOUT_MS: '65000' } })
    const { server } = current.app
    expect(server.requestTimeout).toBe(120_000)
    expect(server.keepAliveTimeout).toBe(65_000)
    expect(server.headersTimeout).toBeGreaterThan(0)
    expect(server.headersTimeout).toBeLessThan(server.requestTimeout)
    expect(server.timeout).toBeGreaterThan(0)
  })
})
