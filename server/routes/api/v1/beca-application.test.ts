import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { API_PATHS } from '#contracts/api-paths.ts'
import { BECA_APPLICATION_MESSAGES } from '#contracts/beca-application.ts'
import { BECA_DOCUMENTS_MAX_FILES, UPLOAD_MAX_BYTES } from '#contracts/limits.ts'
import { DEFAULT_PUBLIC_BASE_URL } from '#contracts/public-base-url.ts'
import { paths } from '#contracts/site-paths.ts'
import { PANEL_PAGES } from '#contracts/panel-pages.ts'
import { API_MESSAGES } from '#server/http/messages.ts'
import { testClock, type FormApp } from '#tests/support/server/form-app.ts'
import { executableBytes, pdfBytes, type FilePart } from '#tests/support/server/multipart.ts'
import { docxBytes, pdfThenHtml, pngBytes } from '#tests/support/server/upload-samples.ts'
import { describeOnEachDatabase } from '#tests/support/server/test-databases.ts'
import { uploadFormTests } from '#tests/support/server/upload-form.ts'

const URL_PATH = `/api/v1${API_PATHS.becaApplication}`
const MOTIVO =
  'Mi familia tiene un solo ingreso y quiero estudiar Derecho sin dejar de trabajar por las tardes; mantengo un promedio de 9.4.'
const fields = {
  nombre_completo: 'Ana Sofía Treviño Garza',
  correo: 'Ana.Trevino@Example.com',
  telefono: '+528441234567',
  carrera: 'Derecho',
  campus: 'Saltillo',
  tipo_beca: 'academica',
  motivo: MOTIVO,
}
const messages = BECA_APPLICATION_MESSAGES
// Before the seed's deadlines (2027-01-15).
const NOW = '2026-11-30T16:00:00Z'

const { startApp, startSink, post, storedFiles } = uploadFormTests(URL_PATH)

function document(content: Buffer, filename = 'boleta.pdf', contentType = 'application/pdf'): FilePart {
  return { field: 'documentos', filename, contentType, content }
}

const applicationRows = (form: FormApp) => form.db.selectFrom('beca_applications').selectAll().execute()
const documentRows = (form: FormApp) => form.db.selectFrom('beca_documents').selectAll().orderBy('position').execute()

describeOnEachDatabase('POST /api/v1/solicitar-beca', (fixture) => {
  it('stores an application with its documents, links its person, and sends the confirmation and the staff e-mail', async () => {
    const sink = await startSink()
    const current = await startApp(fixture, { env: { SMTP_URL: sink.url, DOCUMENTS_MAIL_TO: 'escolares@example.com' }, clock: testClock(NOW) })
    const pdf = pdfBytes(200_000)
    const png = await pngBytes()

    const response = await post(current.app, fields, [document(pdf, 'Boleta 2026.pdf'), document(png, 'ingresos.png', 'image/png')])
    expect(response.statusCode).toBe(201)
    expect(response.json()).toEqual({ ok: true, folio: 'BECA-2026-000001' })

    const [row] = await applicationRows(current)
    expect(row).toMatchObject({
      folio: 'BECA-2026-000001',
      nombre_completo: 'Ana Sofía Treviño Garza',
      correo: 'ana.trevino@example.com',
      carrera: 'Derecho',
      campus: 'Saltillo',
      tipo_beca: 'academica',
      tipo_beca_nombre: expect.any(String),
      motivo: MOTIVO,
      status: 'recibida',
      porcentaje_aprobado: null,
      // Ten business days after Monday 30 November 2026 (no federal holiday in between).
      respond_by: '2026-12-14',
    })
    expect(row?.person_id).not.toBeNull()
    const documents = await documentRows(current)
    expect(documents.map((file) => [file.position, file.original_name, file.mime, file.bytes])).toEqual([
      [1, 'Boleta 2026.pdf', 'application/pdf', pdf.length],
      [2, 'ingresos.png', 'image/png', png.length],
    ])
    expect(storedFiles(current)).toEqual(documents.map((file) => file.stored_name).sort())
    expect(readFileSync(join(current.uploadDir, documents[0]!.stored_name)).equals(pdf)).toBe(true)

    expect(await current.app.outbox.deliverDue()).toEqual({ sent: 2, retried: 0, failed: 0 })
    const applicant = sink.received.find((mail) => mail.envelopeTo.includes('ana.trevino@example.com'))
    const staff = sink.received.find((mail) => mail.envelopeTo.includes('escolares@example.com'))
    expect(applicant?.headers.get('subject')).toBe('Tu solicitud de beca BECA-2026-000001')
    expect(applicant?.text).toContain('Folio: BECA-2026-000001')
    expect(applicant?.text).toContain(`Tipo de beca: ${row?.tipo_beca_nombre}`)
    expect(applicant?.text).toContain('Carrera: Derecho')
    expect(applicant?.text).toContain('en un plazo de 10 días hábiles')
    expect(applicant?.text).toContain(`${DEFAULT_PUBLIC_BASE_URL}${paths.seguimiento}`)
    expect(staff?.headers.get('subject')).toBe(`Nueva solicitud de beca BECA-2026-000001: ${row?.tipo_beca_nombre}`)
    expect(staff?.headers.get('reply-to')).toBe('ana.trevino@example.com')
    expect(staff?.text).toContain('«Boleta 2026.pdf»')
    expect(staff?.text).toContain(MOTIVO)
    expect(staff?.text).toContain(`${DEFAULT_PUBLIC_BASE_URL}${PANEL_PAGES.queueItem('becas', 'BECA-2026-000001')}`)
    expect(staff?.attachments).toEqual([])
  })

  it('answers missing fields with every message at once, the documents included, and keeps nothing', async () => {
    const current = await startApp(fixture, { clock: testClock(NOW) })
    const response = await post(current.app, { nombre_completo: '' })
    expect(response.statusCode).toBe(422)
    expect(response.json()).toEqual({
      errors: {
        nombre_completo: [messages.nombre_completo.required],
        correo: [messages.correo.required],
        telefono: [messages.telefono.required],
        carrera: [messages.carrera.required],
        campus: [messages.campus.required],
        tipo_beca: [messages.tipo_beca.required],
        motivo: [messages.motivo.required],
        documentos: [messages.documentos.required],
      },
    })
    const short = await post(current.app, { ...fields, motivo: 'Necesito la beca.', carrera: 'Medicina', campus: 'Monterrey' }, [document(pdfBytes())])
    expect(short.json()).toEqual({
      errors: { motivo: [messages.motivo.tooShort], carrera: [messages.carrera.required], campus: [messages.campus.required] },
    })
    expect(await applicationRows(current)).toEqual([])
    expect(storedFiles(current)).toEqual([])
  })

  it('checks the beca type and the programme against what is published', async () => {
    const current = await startApp(fixture, { clock: testClock(NOW) })
    const answers = []
    for (const change of [
      { tipo_beca: 'beca-inventada' },
      // The seed's sports and culture beca is for bachillerato and licenciatura; Pedagogía is a maestría.
      { tipo_beca: 'deportiva-cultural', carrera: 'Pedagogia', campus: 'Torreon' },
      // Comunicación Social is offered in Torreón, not in Saltillo.
      { carrera: 'Comunicacion Social' },
    ]) {
      const response = await post(current.app, { ...fields, ...change }, [document(pdfBytes())])
      answers.push([response.statusCode, response.json()])
    }
    expect(answers).toEqual([
      [422, { errors: { tipo_beca: [messages.tipo_beca.notOffered] } }],
      [422, { errors: { tipo_beca: [messages.tipo_beca.notForLevel] } }],
      [422, { errors: { carrera: [messages.carrera.notOffered] } }],
    ])
    expect(await applicationRows(current)).toEqual([])
  })

  it('refuses a beca whose deadline has passed', async () => {
    const current = await startApp(fixture, { clock: testClock('2027-01-16T18:00:00Z') })
    const response = await post(current.app, fields, [document(pdfBytes())])
    expect(response.statusCode).toBe(422)
    expect(response.json()).toEqual({ errors: { tipo_beca: [messages.tipo_beca.closed] } })
  })

  it('refuses documents by their content, naming each one, and keeps no file', async () => {
    const current = await startApp(fixture, { clock: testClock(NOW) })
    const response = await post(current.app, fields, [
      document(pdfBytes(), 'boleta.pdf'),
      document(executableBytes(), 'constancia.pdf'),
      document(docxBytes(), 'carta.docx', 'application/octet-stream'),
    ])
    expect(response.statusCode).toBe(422)
    expect(response.json()).toEqual({
      errors: { documentos: [messages.documentos.content['not-allowed']('constancia.pdf'), messages.documentos.content['not-allowed']('carta.docx')] },
    })
    const forged = await post(current.app, fields, [document(pdfThenHtml(), 'boleta.pdf')])
    expect(forged.json()).toEqual({ errors: { documentos: [messages.documentos.content.pdf('boleta.pdf')] } })
    expect(storedFiles(current)).toEqual([])
    expect(await applicationRows(current)).toEqual([])
  })

  it('takes at most three documents, each within the per-file limit and together within the total', async () => {
    const current = await startApp(fixture, { clock: testClock(NOW) })
    const four = await post(current.app, fields, Array.from({ length: BECA_DOCUMENTS_MAX_FILES + 1 }, () => document(pdfBytes())))
    expect(four.statusCode).toBe(400)
    expect(four.json()).toEqual({ mensaje: API_MESSAGES.tooManyFiles(BECA_DOCUMENTS_MAX_FILES) })
    const tooLarge = await post(current.app, fields, [document(pdfBytes(UPLOAD_MAX_BYTES + 1))])
    expect(tooLarge.statusCode).toBe(413)
    // Each at its limit, the three together over the total: the body is read, then refused under the field.
    const heavy = await post(current.app, fields, [document(pdfBytes(UPLOAD_MAX_BYTES)), document(pdfBytes(UPLOAD_MAX_BYTES)), document(pdfBytes())])
    expect(heavy.statusCode).toBe(422)
    expect(heavy.json()).toEqual({ errors: { documentos: [messages.documentos.totalTooLarge] } })
    expect(storedFiles(current)).toEqual([])
    expect(await applicationRows(current)).toEqual([])
  })

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const current = await startApp(fixture, { clock: testClock(NOW) })
    const response = await post(current.app, { ...fields, website: 'https://spam.example' }, [document(pdfBytes())])
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({ ok: true, folio: expect.stringMatching(/^BECA-2026-\d{6}$/) })
    expect(await applicationRows(current)).toEqual([])
    expect(storedFiles(current)).toEqual([])
  })

  it('limits each client address like the other forms', async () => {
    const current = await startApp(fixture, { env: { RATE_LIMIT_MAX: '1' }, clock: testClock(NOW) })
    expect((await post(current.app, fields, [document(pdfBytes())])).statusCode).toBe(201)
    const limited = await post(current.app, fields, [document(pdfBytes())])
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toEqual({ mensaje: API_MESSAGES.tooManyRequestsFor(Number(limited.headers['retry-after'])) })
    expect(await applicationRows(current)).toHaveLength(1)
  })
})
