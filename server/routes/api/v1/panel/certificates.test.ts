import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import jsQR from 'jsqr'
import sharp from 'sharp'
import { afterEach, expect, it } from 'vitest'
import { API_PATHS, CERTIFICATE_API_PATHS } from '#contracts/api-paths.ts'
import { ANNULLED_VALUE, CERTIFICATE_FIELDS, type Certificate } from '#contracts/certificate.ts'
import {
  CERTIFICATE_PANEL_MESSAGES,
  type CertificateDetail,
  type CertificateImportAnswer,
  type CertificatePage,
} from '#contracts/certificates-panel.ts'
import { importCertificates } from '#server/certificates/certificate-import.ts'
import { parseCertificateCsv } from '#server/certificates/import-file.ts'
import { upsertCertificate } from '#server/db/certificates.ts'
import { postJson, startFormApp, testClock, type FormApp } from '#tests/support/server/form-app.ts'
import { createTestStaff, signIn } from '#tests/support/server/staff.ts'
import { describeOnEachDatabase } from '#tests/support/server/test-databases.ts'
import { testConfig } from '#tests/support/server/test-config.ts'

const EXAMPLE_CSV = readFileSync(join(import.meta.dirname, '../../../../../examples/certificados.csv'), 'utf8')
const JUAN = '3f2b8c1e-7d4a-4e9b-a6c2-1b5d9e0f4a7c'
const ANA = '9c41d0a2-5e8f-4b13-8d7a-2f6e3c9b1a05'
const NOW = '2026-08-01T18:00:00Z'

function certificate(folio: string, overrides: Partial<Certificate> = {}): Certificate {
  const base = Object.fromEntries(CERTIFICATE_FIELDS.map((field) => [field, `${field} de prueba`])) as Certificate
  return { ...base, Folio: folio, ...overrides }
}

function csvOf(rows: readonly Certificate[]): string {
  return [CERTIFICATE_FIELDS.join(','), ...rows.map((row) => CERTIFICATE_FIELDS.map((field) => `"${row[field]}"`).join(','))].join('\n')
}

async function storedFolios(form: FormApp): Promise<string[]> {
  return (await form.db.selectFrom('certificates').select('folio_key').orderBy('folio_key').execute()).map((row) => row.folio_key)
}

describeOnEachDatabase('the certificate registry in the staff panel', (fixture) => {
  let current: FormApp | undefined
  afterEach(async () => {
    await current?.app.close()
    current = undefined
  })

  async function start() {
    current = await startFormApp(fixture, { clock: testClock(NOW) })
    const person = await createTestStaff(current, 'escolares@instituto.example', ['servicios-escolares'])
    const cookie = await signIn(current.app, person.email)
    const form = current
    const get = (path: string) => form.app.inject({ method: 'GET', url: `/api/v1${path}`, headers: { cookie } })
    const post = (path: string, body: unknown) => postJson(form.app, path, body, { cookie })
    const importFile = async (path: string, nombre: string, contenido: string) => {
      const answer = await post(path, { nombre, contenido })
      expect(answer.statusCode, answer.body).toBe(200)
      return answer.json<CertificateImportAnswer>()
    }
    return { form, person, get, post, importFile }
  }

  it('previews an import without writing, then writes exactly the accepted rows and records each in its history', async () => {
    const { form, person, get, importFile, post } = await start()
    await importFile(CERTIFICATE_API_PATHS.importConfirm, 'certificados.csv', EXAMPLE_CSV)
    const auditBefore = await form.db.selectFrom('audit_events').select('id').execute()
    const lot = JSON.stringify([
      certificate(JUAN.toUpperCase(), { Nombre: 'JUAN PÉREZ LÓPEZ (corregido)' }),
      certificate('nuevo-0001', { CURP: 'NUEV010101HCLRRR01' }),
      certificate('nuevo-0001'),
      { ...certificate('sin-nombre'), Nombre: ' ' },
      parseCertificateCsv(EXAMPLE_CSV).accepted[1]?.certificate,
    ])

    const preview = await importFile(CERTIFICATE_API_PATHS.importPreview, 'lote.json', lot)
    expect(preview).toEqual({
      escrito: false,
      filas: [
        { donde: 'elemento 1', folio: JUAN.toUpperCase(), resultado: 'actualizado', motivo: null },
        { donde: 'elemento 2', folio: 'nuevo-0001', resultado: 'nuevo', motivo: null },
        { donde: 'elemento 3', folio: 'nuevo-0001', resultado: 'rechazado', motivo: 'el Folio nuevo-0001 ya aparece en elemento 2 del mismo archivo' },
        { donde: 'elemento 4', folio: 'sin-nombre', resultado: 'rechazado', motivo: 'falta Nombre' },
        { donde: 'elemento 5', folio: ANA, resultado: 'sin-cambios', motivo: null },
      ],
      conteos: { nuevo: 1, actualizado: 1, 'sin-cambios': 1, rechazado: 2 },
    })
    // The preview wrote nothing: neither a certificate nor an audit event.
    expect(await storedFolios(form)).toHaveLength(3)
    expect((await form.db.selectFrom('certificates').select('Nombre').where('folio_key', '=', JUAN.toUpperCase()).executeTakeFirstOrThrow()).Nombre).toBe('JUAN PÉREZ LÓPEZ')
    expect(await form.db.selectFrom('audit_events').select('id').execute()).toEqual(auditBefore)

    const confirmed = await importFile(CERTIFICATE_API_PATHS.importConfirm, 'lote.json', lot)
    expect(confirmed).toEqual({ ...preview, escrito: true })
    expect(await storedFolios(form)).toEqual([...[JUAN, ANA, 'e7a5b3c9-0d2f-4a8e-b1c6-7f9d2e4a6b30'].map((folio) => folio.toUpperCase()), 'NUEVO-0001'].sort())

    const juan = (await get(CERTIFICATE_API_PATHS.item(JUAN))).json<CertificateDetail>()
    expect(juan).toMatchObject({ estado: 'vigente', datos: { Folio: JUAN.toUpperCase(), Nombre: 'JUAN PÉREZ LÓPEZ (corregido)' }, anulado: null })
    expect(juan.historial.map((step) => [step.accion, step.persona, step.detalle])).toEqual([
      ['certificate-imported', person.email, { archivo: 'certificados.csv', donde: 'fila 2 (línea 2)', resultado: 'nuevo' }],
      ['certificate-imported', person.email, { archivo: 'lote.json', donde: 'elemento 1', resultado: 'actualizado' }],
    ])

    // A file the rules cannot read at all says why, and nothing is written.
    const broken = await post(CERTIFICATE_API_PATHS.importConfirm, { nombre: 'roto.csv', contenido: 'Folio,Nombre\nA,B\n' })
    expect(broken.statusCode).toBe(422)
    expect(broken.json<{ errors: { contenido: string[] } }>().errors.contenido[0]).toContain('faltan ClaveEscuela')
    const wrongType = await post(CERTIFICATE_API_PATHS.importPreview, { nombre: 'lote.xlsx', contenido: 'x' })
    expect(wrongType.statusCode).toBe(422)
    expect(wrongType.body).toContain(CERTIFICATE_PANEL_MESSAGES.fileType)
    expect(await storedFolios(form)).toHaveLength(4)
  })

  it('takes a file larger than the default body limit (a real lot of certificates)', async () => {
    const { form, importFile } = await start()
    const rows = Array.from({ length: 3_000 }, (_, index) => certificate(`lote-${index}`, { Cadena: 'x'.repeat(400) }))
    const csv = csvOf(rows)
    expect(csv.length).toBeGreaterThan(1024 * 1024)
    const preview = await importFile(CERTIFICATE_API_PATHS.importPreview, 'lote.csv', csv)
    expect(preview.conteos).toEqual({ nuevo: 3_000, actualizado: 0, 'sin-cambios': 0, rechazado: 0 })
    expect(await storedFolios(form)).toEqual([])
  })

  it('leaves the registry as it was when a write fails mid-way through an import', async () => {
    const { form: handle } = await start()
    const now = new Date(NOW)
    await importCertificates(handle.db, parseCertificateCsv(EXAMPLE_CSV), { file: 'certificados.csv', actor: { id: null, email: null } }, now)
    const before = await handle.db.selectFrom('certificates').selectAll().orderBy('folio_key').execute()
    const auditBefore = await handle.db.selectFrom('audit_events').select('id').execute()
    const lot = parseCertificateCsv(csvOf([certificate('lote-1'), certificate(JUAN, { Nombre: 'OTRO' }), certificate('lote-3'), certificate('lote-4')]))

    let written = 0
    const failOnThird: typeof upsertCertificate = async (db, row, at) => {
      written += 1
      if (written === 3) throw new Error('falla inyectada')
      return upsertCertificate(db, row, at)
    }
    await expect(importCertificates(handle.db, lot, { file: 'lote.csv', actor: { id: null, email: null } }, now, failOnThird)).rejects.toThrow('falla inyectada')
    expect(written).toBe(3)
    expect(await handle.db.selectFrom('certificates').selectAll().orderBy('folio_key').execute()).toEqual(before)
    expect(await handle.db.selectFrom('audit_events').select('id').execute()).toEqual(auditBefore)
  })

  it('searches by folio, CURP, matrícula or name, filters by status, and pages', async () => {
    const { get, importFile } = await start()
    await importFile(CERTIFICATE_API_PATHS.importConfirm, 'certificados.csv', EXAMPLE_CSV)
    const folios = async (query: string) => (await get(`${CERTIFICATE_API_PATHS.list}${query}`)).json<CertificatePage>().elementos.map((item) => item.Folio)

    const all = (await get(CERTIFICATE_API_PATHS.list)).json<CertificatePage>()
    expect(all).toMatchObject({ total: 3, pagina: 1 })
    expect(all.elementos.map((item) => item.Nombre)).toEqual(['ANA MARTÍNEZ RUIZ', 'CARLOS SÁNCHEZ HERRERA', 'JUAN PÉREZ LÓPEZ'])
    expect(all.elementos[0]).toEqual({ Folio: ANA, Nombre: 'ANA MARTÍNEZ RUIZ', CURP: 'MARA060921MCLRTN03', Matricula: 'BG-2023-0217', estado: 'vigente' })
    expect(await folios('?q=perez')).toEqual([JUAN])
    expect(await folios('?q=mara060921')).toEqual([ANA])
    expect(await folios('?q=LD-2021')).toEqual(['e7a5b3c9-0d2f-4a8e-b1c6-7f9d2e4a6b30'])
    expect(await folios(`?q=${JUAN.slice(0, 8).toUpperCase()}`)).toEqual([JUAN])
    expect(await folios('?q=100%25')).toEqual([])
    expect(await folios('?estado=anulado')).toEqual([])
    expect(await folios('?pagina=2')).toEqual([])

    const refused = await get(`${CERTIFICATE_API_PATHS.list}?estado=borrado`)
    expect(refused.statusCode).toBe(422)
    expect(refused.body).toContain(CERTIFICATE_PANEL_MESSAGES.estado)
    expect((await get(CERTIFICATE_API_PATHS.item('no-existe'))).statusCode).toBe(404)
  })

  it('annuls with a required reason: the history, the audit trail and the public lookup say so', async () => {
    const { form, person, get, post, importFile } = await start()
    await importFile(CERTIFICATE_API_PATHS.importConfirm, 'certificados.csv', EXAMPLE_CSV)

    const noReason = await post(CERTIFICATE_API_PATHS.annul(ANA), { motivo: '  ' })
    expect(noReason.statusCode).toBe(422)
    expect(noReason.body).toContain(CERTIFICATE_PANEL_MESSAGES.reasonRequired)
    const before = (await form.app.inject({ method: 'GET', url: `/api/v1${API_PATHS.certificate(ANA)}` })).json<{ data: Certificate }>()
    expect(before.data.Timbrado).toBe('TIMBRADO SEP 7A1C-22F1')

    const annulled = await post(CERTIFICATE_API_PATHS.annul(ANA.toUpperCase()), { motivo: 'Emitido con la CURP equivocada.' })
    expect(annulled.statusCode, annulled.body).toBe(200)
    expect(annulled.json()).toEqual({ estado: 'anulado' })
    const again = await post(CERTIFICATE_API_PATHS.annul(ANA), { motivo: 'Otra vez' })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ mensaje: CERTIFICATE_PANEL_MESSAGES.alreadyAnnulled })
    expect((await post(CERTIFICATE_API_PATHS.annul('no-existe'), { motivo: 'x' })).statusCode).toBe(404)

    const after = (await form.app.inject({ method: 'GET', url: `/api/v1${API_PATHS.certificate(ANA)}` })).json<{ data: Certificate }>()
    expect(after.data).toMatchObject({ Nombre: 'ANA MARTÍNEZ RUIZ', Timbrado: ANNULLED_VALUE, TipoCertificado: ANNULLED_VALUE, Cadena: ANNULLED_VALUE, FechaHoraTimbrado: ANNULLED_VALUE })

    const detail = (await get(CERTIFICATE_API_PATHS.item(ANA))).json<CertificateDetail>()
    expect(detail).toMatchObject({ estado: 'anulado', anulado: new Date(NOW).toISOString(), datos: { Timbrado: 'TIMBRADO SEP 7A1C-22F1' } })
    expect(detail.historial.at(-1)).toEqual({
      at: new Date(NOW).toISOString(),
      persona: person.email,
      accion: 'certificate-annulled',
      de: 'vigente',
      a: 'anulado',
      nota: 'Emitido con la CURP equivocada.',
      detalle: null,
    })
    const event = await form.db.selectFrom('audit_events').selectAll().where('action', '=', 'certificate-annulled').executeTakeFirstOrThrow()
    expect(event).toMatchObject({ actor_id: person.id, target_type: 'certificado', target_id: ANA.toUpperCase() })
    expect((await get(`${CERTIFICATE_API_PATHS.list}?estado=anulado`)).json<CertificatePage>().elementos.map((item) => item.Folio)).toEqual([ANA])
  })

  it('downloads the QR code of the public verification page as SVG and PNG', async () => {
    const { get, importFile } = await start()
    await importFile(CERTIFICATE_API_PATHS.importConfirm, 'certificados.csv', EXAMPLE_CSV)
    const expected = `${testConfig('/tmp').publicBaseUrl}/certificates/verificacion/${JUAN}`
    for (const format of ['svg', 'png'] as const) {
      const answer = await get(CERTIFICATE_API_PATHS.qr(JUAN.toUpperCase(), format))
      expect(answer.statusCode).toBe(200)
      expect(answer.headers['content-type']).toBe(format === 'svg' ? 'image/svg+xml' : 'image/png')
      expect(answer.headers['content-disposition']).toBe(`attachment; filename="qr-${JUAN}.${format}"`)
      const { data, info } = await sharp(answer.rawPayload).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
      expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(expected)
    }
    expect((await get(CERTIFICATE_API_PATHS.qr(JUAN, 'gif'))).statusCode).toBe(422)
    expect((await get(CERTIFICATE_API_PATHS.qr('no-existe', 'svg'))).statusCode).toBe(404)
  })
})
