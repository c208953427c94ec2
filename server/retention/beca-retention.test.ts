import { readdirSync } from 'node:fs'
import { afterEach, expect, it } from 'vitest'
import { API_PATHS } from '#contracts/api-paths.ts'
import { runRetention } from '#server/retention/retention.ts'
import { startFormApp, testClock, type FormApp } from '#tests/support/server/form-app.ts'
import { multipartBody, pdfBytes } from '#tests/support/server/multipart.ts'
import { describeOnEachDatabase } from '#tests/support/server/test-databases.ts'

/*
 * Issue 39: a beca application is kept and deleted under the same rule as the other queues: once
 * it has been closed (approved or rejected) for RETENTION_MONTHS, it goes with its documents'
 * rows and files, its sent e-mails and, when nothing else names them, its person.
 */

const MONTHS = 12
const APPLIED = '2025-09-01T16:00:00Z'

let current: FormApp | undefined
afterEach(async () => {
  await current?.app.close()
  current = undefined
})

async function apply(form: FormApp, nombre: string, correo: string, telefono: string): Promise<string> {
  const motivo = 'Somos cuatro hermanos en la escuela y mi madre es la única que trabaja; mantengo un promedio de nueve.'
  const fields = { nombre_completo: nombre, correo, telefono, carrera: 'Derecho', campus: 'Saltillo', tipo_beca: 'hermanos', motivo }
  const body = multipartBody(fields, [{ field: 'documentos', filename: 'actas.pdf', contentType: 'application/pdf', content: pdfBytes() }])
  const response = await form.app.inject({ method: 'POST', url: `/api/v1${API_PATHS.becaApplication}`, payload: body.payload, headers: { 'content-type': body.contentType } })
  expect(response.statusCode).toBe(201)
  return response.json<{ folio: string }>().folio
}

describeOnEachDatabase('retention of beca applications', (fixture) => {
  it('deletes an application closed past the period with its documents, e-mails and person; keeps an open one', async () => {
    current = await startFormApp(fixture, { clock: testClock(APPLIED) })
    const form = current
    const closed = await apply(form, 'Luisa Martínez Soto', 'luisa@example.com', '8441234567')
    const open = await apply(form, 'Pedro Ramírez Gil', 'pedro@example.com', '8447654321')
    await form.app.outbox.deliverDue()
    // Rejected the week it arrived; the other one still in review.
    await form.db.updateTable('beca_applications').set({ status: 'rechazada', closed_at: '2025-09-08T16:00:00.000Z' }).where('folio', '=', closed).execute()
    await form.db.updateTable('beca_applications').set({ status: 'en-revision' }).where('folio', '=', open).execute()
    const documents = await form.db.selectFrom('beca_documents').select(['folio', 'stored_name']).orderBy('folio').execute()
    const fileOf = (folio: string) => documents.find((row) => row.folio === folio)?.stored_name

    const report = await runRetention(form.db, form.app.uploads, new Date('2026-11-30T12:00:00Z'), MONTHS, 'tarea diaria')

    expect(report.purged.map((item) => [item.queue, item.folio, item.files])).toEqual([['becas', closed, [fileOf(closed)]]])
    expect(await form.db.selectFrom('beca_applications').select('folio').execute()).toEqual([{ folio: open }])
    expect(await form.db.selectFrom('beca_documents').select('folio').execute()).toEqual([{ folio: open }])
    expect(readdirSync(form.uploadDir).filter((name) => !name.endsWith('.partial'))).toEqual([fileOf(open)])
    expect((await form.db.selectFrom('outbox_messages').select('source_folio').execute()).map((row) => row.source_folio)).not.toContain(closed)
    expect((await form.db.selectFrom('people').select('email').execute()).map((row) => row.email)).toEqual(['pedro@example.com'])
  })
})
