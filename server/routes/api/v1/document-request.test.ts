import { readdirSync, readFileSync } from 'node:fs'
import { connect } from 'node:net'
import { join } from 'node:path'
import { sql } from 'kysely'
import { describe, expect, it, vi } from 'vitest'
import { API_PATHS } from '#contracts/api-paths.ts'
import { SINGLE_RECORD_KEY } from '#contracts/content/content-kinds.ts'
import type { DocumentOptions } from '#contracts/document-options.ts'
import { DOCUMENT_REQUEST_MESSAGES } from '#contracts/document-request.ts'
import { UPLOAD_MAX_BYTES } from '#contracts/limits.ts'
import { DEFAULT_PUBLIC_BASE_URL } from '#contracts/public-base-url.ts'
import { paths } from '#contracts/site-paths.ts'
import { publishContent } from '#server/content/content-publishing.ts'
import { latestContentVersion } from '#server/db/content-versions.ts'
import { API_MESSAGES } from '#server/http/messages.ts'
import { testClock, type FormApp } from '#tests/support/server/form-app.ts'
import { executableBytes, multipartBody, pdfBytes, type FilePart } from '#tests/support/server/multipart.ts'
import {
  bareCompoundFileHeader,
  docxBomb,
  docxBytes,
  jpegBytes,
  jpegThenScript,
  msiLikeBytes,
  pdfHeaderThenHtml,
  pdfThenHtml,
  pngBytes,
  pngThenScript,
  wordDocBytes,
} from '#tests/support/server/upload-samples.ts'
import { describeOnEachDatabase } from '#tests/support/server/test-databases.ts'
import { uploadFormTests } from '#tests/support/server/upload-form.ts'

const URL_PATH = `/api/v1${API_PATHS.documentRequest}`
const fields = {
  nombre_completo: 'María Fernanda López Ruiz',
  correo: 'Maria.Lopez@Example.com',
  telefono: '+528711234567',
  nivel_estudios: 'lic-derecho',
  especificaciones: 'Constancia de estudios',
}
const messages = DOCUMENT_REQUEST_MESSAGES
// A ceiling for a busy machine, not a speed check.
const POLL = { timeout: 12_000, interval: 20 }

const { startApp, startSink, post, storedFiles } = uploadFormTests(URL_PATH)

function receipt(content: Buffer, filename = 'comprobante.pdf', contentType = 'application/pdf'): FilePart {
  return { field: 'comprobante_pago', filename, contentType, content }
}

/** Publishes the request's options as staff would, changed by `change` from what is published now. */
async function publishOptions(form: FormApp, change: (published: DocumentOptions) => DocumentOptions) {
  const published = await latestContentVersion(form.db, 'opciones-documentos', SINGLE_RECORD_KEY)
  if (!published) throw new Error('La base nueva no publicó las opciones de documentos')
  const data = change(published.data as DocumentOptions)
  const publication = { kind: 'opciones-documentos', key: SINGLE_RECORD_KEY, expectedVersion: published.version, data }
  await publishContent(form.db, publication, { id: 'prueba', email: 'contenido@instituto.example' }, new Date())
}

function requestRows(form: FormApp) {
  return form.db.selectFrom('document_requests').selectAll().execute()
}

async function listen(form: FormApp): Promise<string> {
  return form.app.listen({ port: 0, host: '127.0.0.1' })
}

function formData(textFields: Record<string, string>, content: Buffer, filename = 'recibo.pdf'): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(textFields)) data.append(name, value)
  data.append('comprobante_pago', new Blob([new Uint8Array(content)], { type: 'application/pdf' }), filename)
  return data
}

describeOnEachDatabase('POST /api/v1/servicios-documentos', (fixture) => {
  it('stores a valid request with its receipt and delivers both e-mails, the staff one with the receipt', async () => {
    const sink = await startSink()
    const current = await startApp(fixture, {
      env: { SMTP_URL: sink.url, DOCUMENTS_MAIL_TO: 'escolares@example.com' },
      clock: testClock('2026-09-14T16:30:00Z'),
    })
    const content = pdfBytes(300_000)
    const base = await listen(current)

    const response = await fetch(`${base}${URL_PATH}`, { method: 'POST', body: formData(fields, content, 'Recibo de pago.pdf') })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ ok: true, folio: 'DOC-2026-000001' })

    const [row] = await requestRows(current)
    expect(row).toMatchObject({
      folio: 'DOC-2026-000001',
      nombre_completo: 'María Fernanda López Ruiz',
      correo: 'maria.lopez@example.com',
      especificaciones: 'Constancia de estudios',
      precio_mxn: 150,
      comprobante_nombre_original: 'Recibo de pago.pdf',
      comprobante_bytes: content.length,
      comprobante_tipo: 'application/pdf',
    })
    expect(row?.comprobante_archivo).toMatch(/^[0-9a-f-]{36}\.pdf$/)
    expect(storedFiles(current)).toEqual([row?.comprobante_archivo])
    expect(readFileSync(join(current.uploadDir, row!.comprobante_archivo)).equals(content)).toBe(true)

    expect(await current.app.outbox.deliverDue()).toEqual({ sent: 2, retried: 0, failed: 0 })
    const requester = sink.received.find((mail) => mail.envelopeTo.includes('maria.lopez@example.com'))
    const staff = sink.received.find((mail) => mail.envelopeTo.includes('escolares@example.com'))
    expect(requester?.headers.get('subject')).toBe('Tu solicitud de documento DOC-2026-000001')
    expect(requester?.text).toContain('Folio: DOC-2026-000001')
    expect(requester?.text).toContain('Documento: Constancia de estudios')
    expect(requester?.text).toContain('Precio: $150.00 MXN')
    expect(requester?.text).toContain('en un plazo de 2 días hábiles')
    expect(requester?.text).toContain(`${DEFAULT_PUBLIC_BASE_URL}${paths.seguimiento}`)
    expect(requester?.attachments).toEqual([])
    expect(staff?.headers.get('subject')).toBe('Nueva solicitud de documento DOC-2026-000001: Constancia de estudios')
    expect(staff?.headers.get('reply-to')).toBe('maria.lopez@example.com')
    expect(staff?.text).toContain('Nivel de estudios: Licenciatura en Derecho')
    expect(staff?.attachments).toHaveLength(1)
    expect(staff?.attachments[0]).toMatchObject({ filename: 'DOC-2026-000001-comprobante.pdf', contentType: 'application/pdf' })
    expect(staff?.attachments[0]?.content.equals(content)).toBe(true)
  })

  it('accepts JPEG, PNG, DOC and DOCX by content, whatever the name says, and stores them under their real type', async () => {
    const current = await startApp(fixture)
    for (const [content, name] of [
      [await pngBytes(), 'foto.jpg'],
      [await jpegBytes(), 'foto.jpeg'],
      [wordDocBytes(), 'recibo.doc'],
      [docxBytes(), 'recibo.docx'],
    ] as const) {
      expect((await post(current.app, fields, [receipt(content, name, 'application/octet-stream')])).statusCode).toBe(201)
    }
    const rows = await requestRows(current)
    expect(rows.map((row) => [row.comprobante_tipo, row.comprobante_archivo.slice(36)])).toEqual([
      ['image/png', '.png'],
      ['image/jpeg', '.jpg'],
      ['application/msword', '.doc'],
      ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', '.docx'],
    ])
  })

  it('refuses an executable renamed .pdf with 422 and keeps nothing', async () => {
    const current = await startApp(fixture)
    const response = await post(current.app, fields, [receipt(executableBytes(), 'comprobante.pdf', 'application/pdf')])
    expect(response.statusCode).toBe(422)
    expect(response.json()).toEqual({ errors: { comprobante_pago: [messages.comprobante_pago.notAllowed] } })
    expect(storedFiles(current)).toEqual([])
    expect(await requestRows(current)).toEqual([])
  })

  it('refuses unsafe content that sniffing alone let through (issue 16), each with its Spanish message, keeping nothing', async () => {
    const current = await startApp(fixture)
    const content = messages.comprobante_pago.content
    const attacks = [
      [pdfHeaderThenHtml(), 'recibo.pdf', content.pdf],
      [pdfThenHtml(), 'recibo.pdf', content.pdf],
      [await pngThenScript(), 'foto.png', content['image-trailing']],
      [await jpegThenScript(), 'foto.jpg', content['image-trailing']],
      [bareCompoundFileHeader(), 'recibo.doc', content.word],
      [msiLikeBytes(), 'recibo.doc', content.word],
      [docxBomb(), 'recibo.docx', content['word-too-large']],
    ] as const
    const answers = []
    for (const [bytes, name] of attacks) {
      const response = await post(current.app, fields, [receipt(bytes, name, 'application/octet-stream')])
      answers.push({ name, status: response.statusCode, body: response.json() as unknown })
    }
    expect(answers).toEqual(attacks.map(([, name, message]) => ({ name, status: 422, body: { errors: { comprobante_pago: [message] } } })))
    expect(storedFiles(current)).toEqual([])
    expect(await requestRows(current)).toEqual([])
  })

  it('accepts exactly 10 MB and answers 10 MB + 1 byte with 413, leaving no file and no row', async () => {
    const current = await startApp(fixture)
    expect((await post(current.app, fields, [receipt(pdfBytes(UPLOAD_MAX_BYTES))])).statusCode).toBe(201)
    const tooLarge = await post(current.app, fields, [receipt(pdfBytes(UPLOAD_MAX_BYTES + 1))])
    expect(tooLarge.statusCode).toBe(413)
    expect(tooLarge.json()).toEqual({ mensaje: API_MESSAGES.fileTooLarge })
    expect(await requestRows(current)).toHaveLength(1)
    expect(storedFiles(current)).toHaveLength(1)
  })

  it('answers 413 as soon as a streamed upload passes the cap, and at once to an oversized Content-Length', async () => {
    const current = await startApp(fixture)
    const address = new URL(await listen(current))
    const head = multipartBody(fields, [receipt(Buffer.alloc(0))])
    const opening = head.payload.subarray(0, head.payload.indexOf('\r\n\r\n', head.payload.lastIndexOf('filename=')) + 4)

    // Chunked, so no length is announced: the server must stop at 10 MB by itself.
    const chunked = connect(Number(address.port), address.hostname)
    let answer = ''
    chunked.on('data', (data: Buffer) => (answer += data.toString('utf8')))
    chunked.on('error', () => {})
    chunked.write(
      `POST ${URL_PATH} HTTP/1.1\r\nHost: ${address.host}\r\nContent-Type: ${head.contentType}\r\nTransfer-Encoding: chunked\r\n\r\n`,
    )
    const send = (bytes: Buffer) => chunked.write(`${bytes.length.toString(16)}\r\n${bytes.toString('latin1')}\r\n`, 'latin1')
    send(Buffer.concat([opening, pdfBytes(1024)]))
    const chunk = Buffer.alloc(256 * 1024, '%')
    let sent = 0
    while (sent < 2 * UPLOAD_MAX_BYTES && answer === '' && !chunked.destroyed) {
      if (!send(chunk)) await new Promise((resolve) => chunked.once('drain', resolve).once('close', resolve))
      sent += chunk.length
    }
    await vi.waitFor(() => expect(answer).toMatch(/^HTTP\/1\.1 413 /), POLL)
    // The answer came while the client was still sending: the server did not wait for the rest.
    expect(sent).toBeLessThan(2 * UPLOAD_MAX_BYTES)
    expect(answer).toContain(JSON.stringify({ mensaje: API_MESSAGES.fileTooLarge }))
    chunked.destroy()

    const announced = connect(Number(address.port), address.hostname)
    let early = ''
    announced.on('data', (data: Buffer) => (early += data.toString('utf8')))
    announced.write(
      `POST ${URL_PATH} HTTP/1.1\r\nHost: ${address.host}\r\nContent-Type: ${head.contentType}\r\n` +
        `Content-Length: ${2 * UPLOAD_MAX_BYTES}\r\n\r\n`,
    )
    await vi.waitFor(() => expect(early).toMatch(/^HTTP\/1\.1 413 [\s\S]*connection: close/i), POLL)
    announced.destroy()

    await vi.waitFor(() => expect(storedFiles(current)).toEqual([]), POLL)
    expect(await requestRows(current)).toEqual([])
  })

  it('answers missing and wrong fields with the 422 map, the missing receipt included', async () => {
    const current = await startApp(fixture)
    const empty = await post(current.app, { nombre_completo: '' })
    expect(empty.statusCode).toBe(422)
    expect(empty.json()).toEqual({
      errors: {
        nombre_completo: [messages.nombre_completo.required],
        correo: [messages.correo.required],
        telefono: [messages.telefono.required],
        nivel_estudios: [messages.nivel_estudios.required],
        especificaciones: [messages.especificaciones.required],
        comprobante_pago: [messages.comprobante_pago.required],
      },
    })
    // A browser with no file chosen sends an empty part without a name: that is "no file".
    const wrong = await post(current.app, { ...fields, nombre_completo: 'Al', telefono: '0123', especificaciones: 'Kardex' }, [
      receipt(Buffer.alloc(0), '', 'application/octet-stream'),
    ])
    expect(wrong.json()).toEqual({
      errors: {
        nombre_completo: [messages.nombre_completo.tooShort],
        telefono: [messages.telefono.format],
        especificaciones: [messages.especificaciones.tooShort],
        comprobante_pago: [messages.comprobante_pago.required],
      },
    })
    // The text fields may come after the file.
    const fileFirst = multipartBody(fields, [receipt(pdfBytes())], { filesFirst: true })
    const late = await current.app.inject({
      method: 'POST',
      url: URL_PATH,
      payload: fileFirst.payload,
      headers: { 'content-type': fileFirst.contentType },
    })
    expect(late.statusCode).toBe(201)
    expect(storedFiles(current)).toHaveLength(1)
  })

  it('follows the published options: a document or a level taken out is refused under its field, with the file, and nothing is kept', async () => {
    const current = await startApp(fixture)
    await publishOptions(current, ({ levels, documents }) => ({
      levels: levels.filter((level) => level.value !== 'lic-derecho'),
      documents: documents.filter((document) => document.label !== 'Constancia de estudios'),
    }))
    const removed = await post(current.app, fields, [receipt(pdfBytes())])
    expect(removed.statusCode).toBe(422)
    expect(removed.json()).toEqual({
      errors: {
        nivel_estudios: [messages.nivel_estudios.notOffered],
        especificaciones: [messages.especificaciones.notOffered],
      },
    })
    // Checked once the fields are right; the receipt's own problem is told with them.
    const withBadFile = await post(current.app, { ...fields, nivel_estudios: 'lic-educacion' }, [receipt(executableBytes(), 'recibo.pdf')])
    expect(withBadFile.json()).toEqual({
      errors: {
        especificaciones: [messages.especificaciones.notOffered],
        comprobante_pago: [messages.comprobante_pago.notAllowed],
      },
    })
    expect(await requestRows(current)).toEqual([])
    expect(storedFiles(current)).toEqual([])

    const offered = { ...fields, nivel_estudios: 'lic-educacion', especificaciones: 'Kardex académico' }
    expect((await post(current.app, offered, [receipt(pdfBytes())])).statusCode).toBe(201)
  })

  it('stores and e-mails the published price and level name; a request stored before keeps its own', async () => {
    const sink = await startSink()
    const current = await startApp(fixture, {
      env: { SMTP_URL: sink.url, DOCUMENTS_MAIL_TO: 'escolares@example.com' },
      clock: testClock('2026-09-14T16:30:00Z'),
    })
    expect((await post(current.app, fields, [receipt(pdfBytes())])).statusCode).toBe(201)
    await publishOptions(current, ({ levels, documents }) => ({
      levels: levels.map((level) => (level.value === 'lic-derecho' ? { ...level, label: 'Licenciatura en Derecho (escolarizada)' } : level)),
      documents: documents.map((document) => (document.label === 'Constancia de estudios' ? { ...document, priceMxn: 180 } : document)),
    }))
    expect((await post(current.app, fields, [receipt(pdfBytes())])).statusCode).toBe(201)

    const rows = (await requestRows(current)).sort((a, b) => a.folio.localeCompare(b.folio))
    expect(rows.map((row) => [row.folio, row.especificaciones, row.nivel_estudios, row.precio_mxn])).toEqual([
      ['DOC-2026-000001', 'Constancia de estudios', 'lic-derecho', 150],
      ['DOC-2026-000002', 'Constancia de estudios', 'lic-derecho', 180],
    ])
    expect(await current.app.outbox.deliverDue()).toEqual({ sent: 4, retried: 0, failed: 0 })
    const staffMail = (folio: string) => sink.received.find((mail) => mail.envelopeTo.includes('escolares@example.com') && mail.text.includes(folio))
    expect(staffMail('DOC-2026-000001')?.text).toContain('Precio: $150.00 MXN')
    expect(staffMail('DOC-2026-000001')?.text).toMatch(/^Nivel de estudios: Licenciatura en Derecho$/m)
    expect(staffMail('DOC-2026-000002')?.text).toContain('Precio: $180.00 MXN')
    expect(staffMail('DOC-2026-000002')?.text).toContain('Nivel de estudios: Licenciatura en Derecho (escolarizada)')
  })

  it('limits each client address like the other forms: 429 { mensaje } once the limit is reached, nothing stored', async () => {
    const current = await startApp(fixture, { env: { RATE_LIMIT_MAX: '1' } })
    expect((await post(current.app, fields, [receipt(pdfBytes())])).statusCode).toBe(201)
    const limited = await post(current.app, fields, [receipt(pdfBytes())])
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toEqual({ mensaje: API_MESSAGES.tooManyRequestsFor(Number(limited.headers['retry-after'])) })
    expect(storedFiles(current)).toHaveLength(1)
  })

  it('refuses a limited client before reading its upload: 429 while it is still sending, then the connection closes', async () => {
    const current = await startApp(fixture, { env: { RATE_LIMIT_MAX: '1' } })
    const address = new URL(await listen(current))
    // The first upload of this client (127.0.0.1) takes its one allowed request.
    expect((await fetch(`${address.origin}${URL_PATH}`, { method: 'POST', body: formData(fields, pdfBytes()) })).status).toBe(201)
    const head = multipartBody(fields, [receipt(Buffer.alloc(0))])
    const socket = connect(Number(address.port), address.hostname)
    let answer = ''
    let closed = false
    socket.on('data', (data: Buffer) => (answer += data.toString('utf8')))
    socket.on('error', () => {})
    socket.on('close', () => (closed = true))
    // A 9 MB upload is announced, and only its opening is sent.
    socket.write(
      `POST ${URL_PATH} HTTP/1.1\r\nHost: ${address.host}\r\nContent-Type: ${head.contentType}\r\n` +
        `Content-Length: ${9 * 1024 * 1024}\r\n\r\n`,
    )
    socket.write(head.payload.subarray(0, 512))
    await vi.waitFor(() => expect(answer).toMatch(/^HTTP\/1\.1 429 [\s\S]*retry-after: \d+/i), POLL)
    expect(answer).toContain('"mensaje":"Hiciste demasiadas')
    await vi.waitFor(() => expect(closed).toBe(true), POLL)
    expect(storedFiles(current)).toHaveLength(1)
  })

  it('answers a filled honeypot like a success, storing and sending nothing', async () => {
    const current = await startApp(fixture)
    const response = await post(current.app, { ...fields, website: 'https://spam.example' }, [receipt(pdfBytes())])
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({ ok: true, folio: expect.stringMatching(/^DOC-\d{4}-\d{6}$/) })
    expect(await requestRows(current)).toEqual([])
    expect(await current.db.selectFrom('outbox_messages').select('id').execute()).toEqual([])
    expect(storedFiles(current)).toEqual([])
  })

  it.each([
    ['a JSON body', 'application/json', JSON.stringify(fields), 415, API_MESSAGES.unsupportedMediaType],
    ['plain text', 'text/plain', 'hola', 415, API_MESSAGES.unsupportedMediaType],
    ['multipart without a boundary', 'multipart/form-data', 'x', 400, API_MESSAGES.malformedMultipart],
    ['a body cut short', 'multipart/form-data; boundary=abc', '--abc\r\nContent-Disposition: form-data; name="correo"\r\n\r\na@b', 400, API_MESSAGES.malformedMultipart],
  ])('answers %s with a Spanish 4xx, never a 500', async (_name, contentType, payload, status, mensaje) => {
    const current = await startApp(fixture)
    const response = await current.app.inject({ method: 'POST', url: URL_PATH, payload, headers: { 'content-type': contentType } })
    expect(response.statusCode).toBe(status)
    expect(response.json()).toEqual({ mensaje })
    expect(storedFiles(current)).toEqual([])
  })

  it('refuses unknown, repeated and extra fields and a second file with a Spanish 400, keeping no file', async () => {
    const current = await startApp(fixture)
    const file = receipt(pdfBytes())
    const cases: [Record<string, string>, FilePart[], string][] = [
      [{ ...fields, rol: 'admin' }, [file], API_MESSAGES.unexpectedField],
      [{ ...fields, constructor: 'x' }, [file], API_MESSAGES.unexpectedField],
      [fields, [{ ...file, field: 'otro_archivo' }], API_MESSAGES.unexpectedField],
      [fields, [file, file], API_MESSAGES.oneFileOnly],
    ]
    for (const [textFields, files, mensaje] of cases) {
      const response = await post(current.app, textFields, files)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ mensaje })
    }
    const repeated = multipartBody(fields, [file])
    const twice = Buffer.concat([
      Buffer.from(`--${repeated.boundary}\r\nContent-Disposition: form-data; name="correo"\r\n\r\notro@example.com\r\n`),
      repeated.payload,
    ])
    const response = await current.app.inject({ method: 'POST', url: URL_PATH, payload: twice, headers: { 'content-type': repeated.contentType } })
    expect(response.json()).toEqual({ mensaje: API_MESSAGES.repeatedField })
    expect(storedFiles(current)).toEqual([])
    expect(await requestRows(current)).toEqual([])
  })

  it('keeps no file when the database fails to store the request', async () => {
    const current = await startApp(fixture)
    await sql`drop table document_requests`.execute(current.db)
    const response = await post(current.app, fields, [receipt(pdfBytes())])
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({ mensaje: API_MESSAGES.internalError })
    expect(storedFiles(current)).toEqual([])
    expect(await current.db.selectFrom('outbox_messages').select('id').execute()).toEqual([])
  })

  it('stores 20 concurrent uploads as 20 rows and 20 files', async () => {
    const current = await startApp(fixture)
    const base = await listen(current)
    const contents = Array.from({ length: 20 }, (_, index) => pdfBytes(50_000 + index))
    const responses = await Promise.all(
      contents.map((content) => fetch(`${base}${URL_PATH}`, { method: 'POST', body: formData(fields, content) })),
    )
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(201))
    const folios = await Promise.all(responses.map(async (response) => ((await response.json()) as { folio: string }).folio))
    expect(new Set(folios).size).toBe(20)
    const rows = await requestRows(current)
    expect(rows).toHaveLength(20)
    expect(storedFiles(current)).toEqual(rows.map((row) => row.comprobante_archivo).sort())
    expect(rows.map((row) => row.comprobante_bytes).sort()).toEqual(contents.map((content) => content.length).sort())
  })

  it('leaves no row and no file when the client disconnects mid-upload', async () => {
    const current = await startApp(fixture)
    const address = new URL(await listen(current))
    const body = multipartBody(fields, [receipt(pdfBytes(2 * 1024 * 1024))])
    const socket = connect(Number(address.port), address.hostname)
    await new Promise<void>((resolve) => socket.once('connect', resolve))
    socket.write(
      `POST ${URL_PATH} HTTP/1.1\r\nHost: ${address.host}\r\nContent-Type: ${body.contentType}\r\n` +
        `Content-Length: ${body.payload.length}\r\n\r\n`,
    )
    socket.write(body.payload.subarray(0, 1024 * 1024))
    const uploadDir = current.uploadDir
    // The server is writing the receipt to a temp file: now the client goes away.
    await vi.waitFor(() => expect(readdirSync(uploadDir).some((name) => name.endsWith('.partial'))).toBe(true), POLL)
    socket.destroy()

    await vi.waitFor(() => expect(readdirSync(uploadDir)).toEqual([]), POLL)
    expect(await requestRows(current)).toEqual([])
    // The server is fine afterwards.
    expect((await post(current.app, fields, [receipt(pdfBytes())])).statusCode).toBe(201)
  })

  describe('a refused or aborted upload leaves UPLOAD_DIR as it held it before the answer (issue 34)', () => {
    /** The app, with one request already stored (a file the refusal must not touch), and UPLOAD_DIR as it is then. */
    async function withOneStored(): Promise<{ form: FormApp; before: string[]; answered: () => number }> {
      let answers = 0
      // onSend runs once the handler is done with a request, also when its client went away.
      const form = await startApp(fixture, {
        onRoute: (route) => {
          if (route.method !== 'POST' || !route.url.endsWith(API_PATHS.documentRequest)) return
          const countAnswer = async (_request: unknown, _reply: unknown, payload: unknown) => {
            answers += 1
            return payload
          }
          route.onSend = [...[route.onSend ?? []].flat(), countAnswer] as typeof route.onSend
        },
      })
      expect((await post(form.app, fields, [receipt(pdfBytes())])).statusCode).toBe(201)
      const before = storedFiles(form)
      expect(before).toHaveLength(1)
      return { form, before, answered: () => answers }
    }

    // The parameter list breaks at `[`: busboy sees a part without a file name, a file by its type alone.
    it.each([
      ['a broken parameter list', 'form-data; name="comprobante_pago"[ filename="r.pdf"', 'application/octet-stream'],
      ['no file name at all', 'form-data; name="comprobante_pago"', 'application/octet-stream'],
    ])('a file part whose Content-Disposition has %s: 400, and no temp file', async (_name, disposition, contentType) => {
      const { form, before } = await withOneStored()
      const malformed = { ...receipt(pdfBytes(3 * 1024 * 1024), 'r.pdf', contentType), disposition }
      const response = await post(form.app, fields, [malformed])
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ mensaje: API_MESSAGES.malformedMultipart })
      expect(storedFiles(form)).toEqual(before)
      expect(await requestRows(form)).toHaveLength(1)
    })

    it('a receipt over 10 MB: 413, and no temp file', async () => {
      const { form, before } = await withOneStored()
      const response = await post(form.app, fields, [receipt(pdfBytes(UPLOAD_MAX_BYTES + 1))])
      expect(response.statusCode).toBe(413)
      expect(storedFiles(form)).toEqual(before)
    })

    it('more parts than the form has, after the receipt: 400, and no temp file', async () => {
      const { form, before } = await withOneStored()
      const body = multipartBody({ ...fields, website: '', extra: 'x' }, [receipt(pdfBytes(3 * 1024 * 1024))], { filesFirst: true })
      const response = await form.app.inject({ method: 'POST', url: URL_PATH, payload: body.payload, headers: { 'content-type': body.contentType } })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ mensaje: API_MESSAGES.tooManyFields })
      expect(storedFiles(form)).toEqual(before)
    })

    it('a receipt of a type not allowed: 422, and no temp file', async () => {
      const { form, before } = await withOneStored()
      const response = await post(form.app, fields, [receipt(executableBytes(3 * 1024 * 1024))])
      expect(response.statusCode).toBe(422)
      expect(storedFiles(form)).toEqual(before)
    })

    it('a client that closes its socket mid-body: once the server is done with the request, no temp file', async () => {
      const { form, before, answered } = await withOneStored()
      const address = new URL(await listen(form))
      const body = multipartBody(fields, [receipt(pdfBytes(3 * 1024 * 1024))])
      const socket = connect(Number(address.port), address.hostname)
      socket.on('error', () => {})
      await new Promise<void>((resolve) => socket.once('connect', resolve))
      socket.write(
        `POST ${URL_PATH} HTTP/1.1\r\nHost: ${address.host}\r\nContent-Type: ${body.contentType}\r\n` +
          `Content-Length: ${body.payload.length}\r\n\r\n`,
      )
      socket.write(body.payload.subarray(0, 1024 * 1024))
      await vi.waitFor(() => expect(storedFiles(form).some((name) => name.endsWith('.partial'))).toBe(true), POLL)
      const answeredBefore = answered()
      socket.destroy()
      await vi.waitFor(() => expect(answered()).toBe(answeredBefore + 1), POLL)
      expect(storedFiles(form)).toEqual(before)
      expect(await requestRows(form)).toHaveLength(1)
    })
  })
})
