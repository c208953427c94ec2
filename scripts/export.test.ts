import { afterEach, describe, expect, it } from 'vitest'
import { API_PATHS } from '#contracts/api-paths.ts'
import { postJson, startFormApp, testClock, type FormApp } from '#tests/support/server/form-app.ts'
import { describeOnEachDatabase } from '#tests/support/server/test-databases.ts'
import { insertDocumentRequest } from '#server/db/document-requests.ts'
import { ExportUsageError, exportCsv, parseExportArgs } from './export.ts'

describe('export command line', () => {
  it('reads the kind, --since (a day at the institute) and --out', () => {
    expect(parseExportArgs(['fichas'])).toEqual({ kind: 'fichas', since: null, out: null })
    expect(parseExportArgs(['documentos'])).toEqual({ kind: 'documentos', since: null, out: null })
    expect(parseExportArgs(['mensajes', '--since', '2026-03-01', '--out', 'm.csv'])).toEqual({ kind: 'mensajes', since: '2026-03-01', out: 'm.csv' })
  })

  it.each([[[]], [['alumnos']], [['fichas', '--since']], [['fichas', '--since', '01/03/2026']], [['fichas', '--since', '2026-02-30']], [['fichas', '--desde', 'x']]])(
    'explains a wrong command line %j',
    (args) => {
      expect(() => parseExportArgs(args)).toThrow(ExportUsageError)
    },
  )
})

let current: FormApp | undefined
afterEach(async () => {
  await current?.app.close()
  current = undefined
})

describeOnEachDatabase('export', (fixture) => {
  it('writes one row per submission with its folio and institute time, filtered by --since', async () => {
    const clock = testClock('2026-02-28T20:00:00Z')
    current = await startFormApp(fixture, { clock })
    await postJson(current.app, API_PATHS.contactMessage, { nombre: 'Viejo', correo: 'v@example.com', contenido: 'antes' })
    clock.set('2026-03-01T07:30:00Z')
    await postJson(current.app, API_PATHS.contactMessage, {
      nombre: 'Pérez, Ana',
      correo: 'ana@example.com',
      telefono: '+52 871 123 4567',
      contenido: 'Dos líneas\ny "comillas"',
    })
    await postJson(current.app, API_PATHS.admissionForm, {
      apellido_paterno: 'Núñez',
      apellido_materno: 'López',
      nombres: 'José',
      correo_electronico: 'jose@example.com',
      telefono: '8711234567',
      nivel_estudio: 'doctorado nocturno',
      campus: 'Torreon',
      carrera: 'Doctorado Gestion Educativa',
    })

    await insertDocumentRequest(
      current.db,
      'DOC-2026-000001',
      {
        request: { nombre_completo: 'Ana Ruiz', correo: 'ana@example.com', telefono: '8711234567', nivel_estudios: 'lic-derecho', especificaciones: 'Kardex académico' },
        priceMxn: 300,
        receipt: { storedName: 'r.pdf', originalName: 'pago.pdf', bytes: 10, mime: 'application/pdf' },
      },
      clock.now(),
    )

    const { since } = parseExportArgs(['mensajes', '--since', '2026-03-01'])
    expect(await exportCsv(current.db, { kind: 'mensajes', since })).toEqual({
      csv:
        '\uFEFFfolio,fecha,estado,nombre,correo,telefono,contenido,origen_fuente,origen_medio,origen_campana,origen_aterrizaje\r\n' +
        'MSG-2026-000002,2026-03-01 01:30:00,Nuevo,"Pérez, Ana",ana@example.com,\'+52 871 123 4567,"Dos líneas\ny ""comillas""",,,,\r\n',
      rows: 1,
    })
    expect((await exportCsv(current.db, { kind: 'mensajes', since: null })).rows).toBe(2)
    expect((await exportCsv(current.db, { kind: 'fichas', since: null })).csv).toBe(
      '\uFEFFfolio,fecha,estado,apellido_paterno,apellido_materno,nombres,correo_electronico,telefono,nivel_estudio,campus,carrera,responsable,cita,origen_fuente,origen_medio,origen_campana,origen_aterrizaje\r\n' +
        'FICHA-2026-000001,2026-03-01 01:30:00,Nueva,Núñez,López,José,jose@example.com,8711234567,doctorado nocturno,Torreon,Doctorado Gestion Educativa,,,,,,\r\n',
    )
    expect((await exportCsv(current.db, { kind: 'documentos', since: null })).csv).toBe(
      '\uFEFFfolio,fecha,estado,nombre_completo,correo,telefono,nivel_estudios,especificaciones,precio_mxn,fecha_limite\r\n' +
        'DOC-2026-000001,2026-03-01 01:30:00,Recibida,Ana Ruiz,ana@example.com,8711234567,lic-derecho,Kardex académico,300,\r\n',
    )
  })
})
