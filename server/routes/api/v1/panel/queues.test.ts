import { afterEach, expect, it } from 'vitest'
import { API_PATHS, PANEL_API_PATHS, QUEUE_API_PATHS } from '#contracts/api-paths.ts'
import { QUEUE_PAGE_SIZE } from '#contracts/limits.ts'
import { QUEUE_FILTER_MESSAGES, QUEUE_MESSAGES, type QueueItem, type QueuePage } from '#contracts/queues.ts'
import type { StaffQueue, StaffRole } from '#contracts/staff.ts'
import { appendAuditEvent } from '#server/audit/audit-trail.ts'
import { linkPerson } from '#server/people/link-person.ts'
import { postJson, startFormApp, testClock, type FormApp } from '#tests/support/server/form-app.ts'
import { seedBecaApplication, seedContactMessage, seedDocumentRequest, seedFicha } from '#tests/support/server/queue-rows.ts'
import { createTestStaff, signIn } from '#tests/support/server/staff.ts'
import { describeOnEachDatabase } from '#tests/support/server/test-databases.ts'

/** The institute's day is 2026-03-10 (UTC−6). */
const NOW = '2026-03-10T18:00:00Z'

describeOnEachDatabase('the queues in the staff area: lists, items and exports', (fixture) => {
  let current: FormApp | undefined
  afterEach(async () => {
    await current?.app.close()
    current = undefined
  })

  /** The app at {@link NOW}, with a signed-in person of that role. */
  async function start(role: StaffRole) {
    current = await startFormApp(fixture, { clock: testClock(NOW) })
    const person = await createTestStaff(current, `${role}@instituto.example`, [role])
    const cookie = await signIn(current.app, person.email)
    const form = current
    const get = (url: string) => form.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie } })
    const list = async (queue: StaffQueue, query = '') => {
      const answer = await get(`${QUEUE_API_PATHS.list(queue)}${query}`)
      expect(answer.statusCode, answer.body).toBe(200)
      return answer.json<QueuePage>()
    }
    const folios = async (queue: StaffQueue, query = '') => (await list(queue, query)).elementos.map((item) => item.folio)
    const item = async (queue: StaffQueue, folio: string) => {
      const answer = await get(QUEUE_API_PATHS.item(queue, folio))
      expect(answer.statusCode, answer.body).toBe(200)
      return answer.json<QueueItem>()
    }
    return { form, person, get, list, folios, item }
  }

  it('lists contact messages newest first, filtered by status, days and a search that ignores accents', async () => {
    const { form, list, folios, get } = await start('contacto')
    const { db } = form
    const long = `Hola,\n\nquisiera   saber ${'más '.repeat(60)}`
    await seedContactMessage(db, 'MSG-2026-000001', '2026-02-28T20:00:00Z', { nombre: 'Luis García', correo: 'luis@example.com', telefono: undefined, contenido: long })
    await seedContactMessage(db, 'MSG-2026-000002', '2026-03-01T05:30:00Z', { nombre: 'Ana Pérez', telefono: '871 123 4567' }, { status: 'respondido' })
    await seedContactMessage(db, 'MSG-2026-000003', '2026-03-01T07:00:00Z', { nombre: 'Beto Ríos', telefono: '844-555-1212' }, { status: 'cerrado' })
    await seedContactMessage(db, 'MSG-2026-000004', '2026-03-01T07:00:00Z', { nombre: 'Carla 50%_off', telefono: undefined })

    const all = await list('contacto')
    expect(all.elementos.map((item) => item.folio)).toEqual(['MSG-2026-000004', 'MSG-2026-000003', 'MSG-2026-000002', 'MSG-2026-000001'])
    expect(all).toMatchObject({ total: 4, pagina: 1, porPagina: QUEUE_PAGE_SIZE, vencidas: [], conteos: { nuevo: 2, respondido: 1, cerrado: 1 } })
    const oldest = all.elementos[3]
    expect(oldest).toMatchObject({ folio: 'MSG-2026-000001', recibido: '2026-02-28T20:00:00.000Z', estado: 'nuevo', nombre: 'Luis García', correo: 'luis@example.com', telefono: null })
    expect(oldest?.resumen).toMatch(/^Hola, quisiera saber más más .*…$/)
    expect(oldest?.resumen).toHaveLength(120)

    // conteos ignore the status filter, so the panel can show every status's count beside it.
    const fresh = await list('contacto', '?estado=nuevo')
    expect(fresh.elementos.map((item) => item.folio)).toEqual(['MSG-2026-000004', 'MSG-2026-000001'])
    expect(fresh).toMatchObject({ total: 2, conteos: { nuevo: 2, respondido: 1, cerrado: 1 } })
    expect(await list('contacto', '?estado=nuevo&q=ruiz')).toMatchObject({ elementos: [], total: 0, conteos: { nuevo: 0, respondido: 0, cerrado: 0 } })

    expect(await folios('contacto', '?q=GARCIA')).toEqual(['MSG-2026-000001'])
    expect(await folios('contacto', `?q=${encodeURIComponent('  ríos ')}`)).toEqual(['MSG-2026-000003'])
    expect(await folios('contacto', '?q=8711234567')).toEqual(['MSG-2026-000002'])
    expect(await folios('contacto', '?q=msg-2026-000003')).toEqual(['MSG-2026-000003'])
    expect(await folios('contacto', `?q=${encodeURIComponent('0%_o')}`)).toEqual(['MSG-2026-000004'])
    expect(await folios('contacto', `?q=${encodeURIComponent('a%n')}`)).toEqual([])

    // Days at the institute, both included: 05:30 UTC on 1 March is still 28 February there.
    expect(await folios('contacto', '?desde=2026-03-01')).toEqual(['MSG-2026-000004', 'MSG-2026-000003'])
    expect(await folios('contacto', '?hasta=2026-02-28')).toEqual(['MSG-2026-000002', 'MSG-2026-000001'])
    expect(await folios('contacto', '?desde=2026-02-28&hasta=2026-02-28&estado=respondido')).toEqual(['MSG-2026-000002'])

    const wrong = await get(`${QUEUE_API_PATHS.list('contacto')}?estado=borrado&pagina=0`)
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json()).toEqual({ errors: { estado: [QUEUE_FILTER_MESSAGES.estado], pagina: [QUEUE_FILTER_MESSAGES.pagina] } })
  })

  it('pages the list, the total counting every page', async () => {
    const { form, list } = await start('contacto')
    for (let index = 1; index <= QUEUE_PAGE_SIZE + 1; index += 1) {
      const number = String(index).padStart(6, '0')
      await seedContactMessage(form.db, `MSG-2026-${number}`, `2026-03-01T12:${String(index).padStart(2, '0')}:00Z`)
    }
    const first = await list('contacto')
    expect(first.elementos).toHaveLength(QUEUE_PAGE_SIZE)
    expect(first.elementos[0]?.folio).toBe(`MSG-2026-0000${QUEUE_PAGE_SIZE + 1}`)
    expect(first.total).toBe(QUEUE_PAGE_SIZE + 1)
    expect(await list('contacto', '?pagina=2')).toMatchObject({ pagina: 2, total: QUEUE_PAGE_SIZE + 1, elementos: [{ folio: 'MSG-2026-000001' }] })
    expect((await list('contacto', '?pagina=3')).elementos).toEqual([])
  })

  it('shows a contact message with its fields, e-mails and history; an unknown folio is 404', async () => {
    const { form, item, get, person } = await start('contacto')
    const sent = await postJson(form.app, API_PATHS.contactMessage, { nombre: 'Ana Pérez', correo: 'ana@example.com', contenido: 'Hola' })
    const { folio } = sent.json<{ folio: string }>()
    const mails = await form.db.selectFrom('outbox_messages').select(['id', 'subject', 'recipients']).where('source_folio', '=', folio).orderBy('created_at').orderBy('id').execute()
    expect(mails.length).toBeGreaterThan(0)
    await form.db.updateTable('outbox_messages').set({ status: 'failed', last_error: 'buzón lleno' }).where('id', '=', mails[0]?.id ?? '').execute()

    const actor = { actorId: person.id, actorEmail: person.email }
    const target = { type: 'contacto', id: folio }
    await appendAuditEvent(form.db, { ...actor, action: 'reply-sent', target, detail: { de: 'nuevo', a: 'respondido', nota: 'Llamó antes', respuesta: 'Con gusto', correo: 'x' } }, new Date('2026-03-10T19:00:00Z'))
    await appendAuditEvent(form.db, { ...actor, action: 'note-added', target: { type: 'contacto', id: 'MSG-2026-999999' }, detail: { nota: 'otro' } }, new Date('2026-03-10T19:30:00Z'))
    await appendAuditEvent(form.db, { ...actor, action: 'status-changed', target, detail: { de: 'respondido', a: 'cerrado' } }, new Date('2026-03-10T20:00:00Z'))

    const message = await item('contacto', folio)
    expect(message).toMatchObject({ cola: 'contacto', folio, recibido: '2026-03-10T18:00:00.000Z', estado: 'nuevo', version: 1 })
    expect(message.campos).toEqual([
      { campo: 'nombre', etiqueta: 'Nombre', valor: 'Ana Pérez' },
      { campo: 'correo', etiqueta: 'Correo electrónico', valor: 'ana@example.com' },
      { campo: 'telefono', etiqueta: 'Teléfono', valor: null },
      { campo: 'contenido', etiqueta: 'Mensaje', valor: 'Hola' },
    ])
    expect(message.correos).toHaveLength(mails.length)
    expect(message.correos[0]).toEqual({ id: mails[0]?.id, asunto: mails[0]?.subject, para: mails[0]?.recipients, estado: 'fallido', creado: '2026-03-10T18:00:00.000Z', enviado: null, error: 'buzón lleno' })
    expect(message.correos.slice(1).every((mail) => mail.estado === 'pendiente')).toBe(true)
    expect(message.historial).toEqual([
      { at: '2026-03-10T18:00:00.000Z', persona: null, accion: 'received', de: null, a: null, nota: null, detalle: null },
      { at: '2026-03-10T19:00:00.000Z', persona: person.email, accion: 'reply-sent', de: 'nuevo', a: 'respondido', nota: 'Llamó antes', detalle: { respuesta: 'Con gusto', correo: 'x' } },
      { at: '2026-03-10T20:00:00.000Z', persona: person.email, accion: 'status-changed', de: 'respondido', a: 'cerrado', nota: null, detalle: null },
    ])

    for (const url of [QUEUE_API_PATHS.item('contacto', 'MSG-2026-999999'), QUEUE_API_PATHS.item('contacto', 'FICHA-2026-000001')]) {
      const missing = await get(url)
      expect(missing.statusCode).toBe(404)
      expect(missing.json()).toEqual({ mensaje: QUEUE_MESSAGES.notFound })
    }
  })

  it('lists fichas with their own filters, who follows each up and the possible duplicates (another person of the same name)', async () => {
    const { form, list, folios, item, get, person } = await start('admisiones')
    const { db } = form
    const adviser = await createTestStaff(form, 'asesora@instituto.example', ['admisiones'])
    const boss = await createTestStaff(form, 'jefa@instituto.example', ['admin'])
    await createTestStaff(form, 'recepcion@instituto.example', ['contacto'])
    const gone = await createTestStaff(form, 'baja@instituto.example', ['admisiones'])
    await db.updateTable('staff_users').set({ disabled_at: NOW }).where('id', '=', gone.id).execute()

    // Issue 38: the first two fichas are one person's (same e-mail); the fourth's, another person of the same name.
    const personOf = (nombre: string, correo: string) => db.transaction().execute((trx) => linkPerson(trx, { nombre, correo }, new Date(NOW)))
    const jose = await personOf('José Núñez López', 'a@example.com')
    const namesake = await personOf('JOSE NUNEZ LOPEZ', 'd@example.com')
    const sofia = await personOf('Sofía Núñez López', 'c@example.com')
    await seedFicha(db, 'FICHA-2026-000001', '2026-03-01T16:00:00Z', { correo_electronico: 'a@example.com', telefono: '8710000001' }, { person_id: jose })
    await seedFicha(
      db,
      'FICHA-2026-000002',
      '2026-03-02T16:00:00Z',
      { correo_electronico: 'a@example.com', telefono: '8710000002', campus: 'Saltillo', carrera: 'Administracion de Empresas' },
      { status: 'cita-agendada', assignee_id: adviser.id, appointment: '2026-03-12T10:30', person_id: jose },
    )
    await seedFicha(
      db,
      'FICHA-2026-000003',
      '2026-03-03T16:00:00Z',
      { correo_electronico: 'c@example.com', telefono: '8710000001', nivel_estudio: 'maestria', carrera: 'Pedagogia', nombres: 'Sofía' },
      { person_id: sofia },
    )
    await seedFicha(db, 'FICHA-2026-000004', '2026-03-04T16:00:00Z', { correo_electronico: 'd@example.com', telefono: '8710000004' }, { person_id: namesake })

    const page = await list('fichas')
    expect(page.elementos.map(({ folio, posibleDuplicado, responsable }) => ({ folio, posibleDuplicado, responsable }))).toEqual([
      { folio: 'FICHA-2026-000004', posibleDuplicado: true, responsable: null },
      { folio: 'FICHA-2026-000003', posibleDuplicado: false, responsable: null },
      { folio: 'FICHA-2026-000002', posibleDuplicado: true, responsable: `Persona ${adviser.email}` },
      { folio: 'FICHA-2026-000001', posibleDuplicado: true, responsable: null },
    ])
    expect(page.elementos[3]).toMatchObject({ nombre: 'José Núñez López', correo: 'a@example.com', telefono: '8710000001', resumen: 'Derecho · Torreón' })
    expect(page.conteos).toEqual({ nueva: 3, contactada: 0, 'cita-agendada': 1, inscrita: 0, descartada: 0 })

    expect(await folios('fichas', '?campus=Saltillo')).toEqual(['FICHA-2026-000002'])
    expect(await folios('fichas', '?nivel_estudio=maestria')).toEqual(['FICHA-2026-000003'])
    expect(await folios('fichas', '?carrera=Derecho&campus=Torreon')).toEqual(['FICHA-2026-000004', 'FICHA-2026-000001'])
    expect(await folios('fichas', '?q=sofia')).toEqual(['FICHA-2026-000003'])
    expect((await get(`${QUEUE_API_PATHS.list('fichas')}?campus=Marte`)).json()).toEqual({ errors: { campus: [QUEUE_FILTER_MESSAGES.option] } })

    const second = await item('fichas', 'FICHA-2026-000002')
    expect(second).toMatchObject({ estado: 'cita-agendada', responsable: { id: adviser.id, nombre: `Persona ${adviser.email}` }, cita: '2026-03-12T10:30' })
    expect(second.persona).toMatchObject({ id: jose, nombre: 'José Núñez López', otras: [{ cola: 'fichas', folio: 'FICHA-2026-000001', abierta: true }], parecidas: [{ id: namesake }] })
    expect(second.campos.map((field) => field.campo)).toEqual(['apellido_paterno', 'apellido_materno', 'nombres', 'correo_electronico', 'telefono', 'nivel_estudio', 'campus', 'carrera'])
    expect(second.campos.slice(4)).toEqual([
      { campo: 'telefono', etiqueta: 'Celular', valor: '8710000002' },
      { campo: 'nivel_estudio', etiqueta: 'Nivel de estudio', valor: 'Licenciatura' },
      { campo: 'campus', etiqueta: 'Campus', valor: 'Saltillo' },
      { campo: 'carrera', etiqueta: 'Carrera', valor: 'Administración de Empresas' },
    ])
    expect(await item('fichas', 'FICHA-2026-000003')).toMatchObject({ persona: { id: sofia, otras: [], parecidas: [] }, responsable: null, cita: null })

    const assignees = await get(PANEL_API_PATHS.fichaAssignees)
    expect(assignees.json()).toEqual({
      personas: [
        { id: person.id, nombre: `Persona ${person.email}` },
        { id: adviser.id, nombre: `Persona ${adviser.email}` },
        { id: boss.id, nombre: `Persona ${boss.email}` },
      ],
    })
  })

  it('puts every overdue document request at the top, and shows a request with its receipt, price and deliveries', async () => {
    const { form, list, item, get } = await start('servicios-escolares')
    const { db } = form
    await seedDocumentRequest(db, 'DOC-2026-000001', '2026-03-02T16:00:00Z', {}, { status: 'pago-validado', due_on: '2026-03-04' })
    await seedDocumentRequest(db, 'DOC-2026-000002', '2026-03-03T16:00:00Z', {}, { status: 'pago-validado', due_on: '2026-03-09' })
    await seedDocumentRequest(db, 'DOC-2026-000003', '2026-03-01T16:00:00Z', {}, { status: 'pago-validado', due_on: '2026-03-10' })
    await seedDocumentRequest(db, 'DOC-2026-000004', '2026-03-06T16:00:00Z', {}, { status: 'entregada', due_on: '2026-03-05' })
    await seedDocumentRequest(db, 'DOC-2026-000005', '2026-03-07T16:00:00Z', { nivel_estudios: 'bachillerato', especificaciones: 'Kardex académico' })
    await db.insertInto('delivered_documents').values({ id: 'f1', folio: 'DOC-2026-000004', stored_name: 'x1.pdf', original_name: 'kardex.pdf', bytes: 4096, mime: 'application/pdf', created_at: NOW }).execute()

    const page = await list('documentos')
    expect(page.vencidas.map(({ folio, vencida, fechaLimite }) => ({ folio, vencida, fechaLimite }))).toEqual([
      { folio: 'DOC-2026-000001', vencida: true, fechaLimite: '2026-03-04' },
      { folio: 'DOC-2026-000002', vencida: true, fechaLimite: '2026-03-09' },
    ])
    expect(page.elementos.map(({ folio, vencida }) => ({ folio, vencida }))).toEqual([
      { folio: 'DOC-2026-000005', vencida: false },
      { folio: 'DOC-2026-000004', vencida: false },
      { folio: 'DOC-2026-000002', vencida: true },
      { folio: 'DOC-2026-000001', vencida: true },
      { folio: 'DOC-2026-000003', vencida: false },
    ])
    expect(page.elementos[0]).toMatchObject({ nombre: 'María Fernanda Ruiz', resumen: 'Kardex académico', fechaLimite: null })

    // The alarm stays whatever the status filter; the other filters narrow it as they narrow the list.
    expect(await list('documentos', '?estado=recibida')).toMatchObject({ elementos: [{ folio: 'DOC-2026-000005' }], vencidas: [{ folio: 'DOC-2026-000001' }, { folio: 'DOC-2026-000002' }] })
    expect(await list('documentos', '?nivel_estudios=bachillerato')).toMatchObject({ elementos: [{ folio: 'DOC-2026-000005' }], vencidas: [] })
    expect((await list('documentos', `?especificaciones=${encodeURIComponent('Constancia de estudios')}&q=doc-2026-000002`)).vencidas).toMatchObject([{ folio: 'DOC-2026-000002' }])

    const first = await item('documentos', 'DOC-2026-000001')
    expect(first).toMatchObject({ fechaLimite: '2026-03-04', vencida: true, entregados: [], comprobante: { id: 'comprobante', nombre: 'pago.pdf', bytes: 2048, tipo: 'application/pdf' } })
    expect(first.campos.slice(3)).toEqual([
      { campo: 'nivel_estudios', etiqueta: 'Nivel de estudios', valor: 'Licenciatura en Derecho' },
      { campo: 'especificaciones', etiqueta: 'Documento que solicitas', valor: 'Constancia de estudios' },
      { campo: 'precio_mxn', etiqueta: 'Precio', valor: '$150.00 MXN' },
    ])
    expect(await item('documentos', 'DOC-2026-000004')).toMatchObject({ vencida: false, entregados: [{ id: 'f1', nombre: 'kardex.pdf', bytes: 4096, tipo: 'application/pdf' }] })

    const summary = await get(PANEL_API_PATHS.summary)
    // School services also work the beca applications (issue 39): none here.
    expect(summary.json()).toEqual({
      colas: [
        { cola: 'documentos', nombre: 'Solicitudes de documentos', total: 5, nuevos: 1, vencidas: 2 },
        { cola: 'becas', nombre: 'Becas', total: 0, nuevos: 0, vencidas: 0 },
      ],
    })
  })

  it('lists beca applications with the undecided ones past their day at the top, shows one with its documents and exports them', async () => {
    const { form, list, item, get } = await start('servicios-escolares')
    const { db } = form
    // seedBecaApplication's decision day is the day it arrived.
    await seedBecaApplication(db, 'BECA-2026-000001', '2026-03-02T16:00:00Z', {}, { status: 'en-revision' })
    await seedBecaApplication(db, 'BECA-2026-000002', '2026-03-03T16:00:00Z', {}, { status: 'aprobada', porcentaje_aprobado: 30, closed_at: '2026-03-05T16:00:00Z' })
    await seedBecaApplication(db, 'BECA-2026-000003', '2026-03-10T16:00:00Z', { carrera: 'Comunicacion Social', campus: 'Torreon' })

    const page = await list('becas')
    expect(page.vencidas.map(({ folio, fechaLimite }) => ({ folio, fechaLimite }))).toEqual([{ folio: 'BECA-2026-000001', fechaLimite: '2026-03-02' }])
    expect(page.elementos.map(({ folio, vencida }) => ({ folio, vencida }))).toEqual([
      { folio: 'BECA-2026-000003', vencida: false },
      { folio: 'BECA-2026-000002', vencida: false },
      { folio: 'BECA-2026-000001', vencida: true },
    ])
    expect(page.elementos[0]).toMatchObject({ nombre: 'Ana Sofía Treviño Garza', resumen: 'Beca académica · Comunicación Social · Torreón' })
    expect(page.conteos).toEqual({ recibida: 1, 'en-revision': 1, aprobada: 1, rechazada: 0 })
    expect((await list('becas', '?campus=Saltillo&carrera=Derecho')).elementos.map((row) => row.folio)).toEqual(['BECA-2026-000002', 'BECA-2026-000001'])

    const approved = await item('becas', 'BECA-2026-000002')
    expect(approved).toMatchObject({ porcentaje: 30, vencida: false, documentos: [{ id: 'BECA-2026-000002-doc-1', nombre: 'boleta.pdf', bytes: 2048, tipo: 'application/pdf' }] })
    expect(approved.campos.map(({ etiqueta, valor }) => `${etiqueta}: ${valor}`)).toEqual([
      'Nombre completo: Ana Sofía Treviño Garza',
      'Correo electrónico: ana.trevino@example.com',
      'Teléfono: +528441234567',
      'Carrera: Derecho',
      'Campus: Saltillo',
      'Tipo de beca: Beca académica',
      `Por qué solicitas la beca: ${approved.campos.find((field) => field.campo === 'motivo')?.valor}`,
      'Porcentaje de beca: 30 %',
    ])

    const csv = (await get(`${QUEUE_API_PATHS.csv('becas')}?estado=aprobada`)).body.replace('\uFEFF', '').split('\r\n')
    expect(csv[0]).toBe('folio,fecha,estado,nombre_completo,correo,telefono,carrera,campus,tipo_beca_nombre,motivo,porcentaje_aprobado,fecha_limite')
    expect(csv[1]).toMatch(/^BECA-2026-000002,2026-03-03 10:00:00,Aprobada,Ana Sofía Treviño Garza,.*,Derecho,Saltillo,Beca académica,.*,30,2026-03-03$/)
  })

  it('downloads what the filters match as CSV for Excel, and records the export', async () => {
    const { form, get, person } = await start('contacto')
    await seedContactMessage(form.db, 'MSG-2026-000001', '2026-03-01T16:00:00Z', { nombre: 'Ana Pérez' })
    await seedContactMessage(form.db, 'MSG-2026-000002', '2026-03-02T16:00:00Z', { nombre: 'Beto Ríos' }, { status: 'cerrado' })

    const csv = await get(`${QUEUE_API_PATHS.csv('contacto')}?estado=nuevo&pagina=2`)
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(csv.headers['content-disposition']).toBe('attachment; filename="contacto-2026-03-10.csv"')
    expect(csv.body).toBe(
      '\uFEFFfolio,fecha,estado,nombre,correo,telefono,contenido,origen_fuente,origen_medio,origen_campana,origen_aterrizaje\r\n' +
        "MSG-2026-000001,2026-03-01 10:00:00,Nuevo,Ana Pérez,ana@example.com,871 123 4567,Quisiera informes.,,,,\r\n",
    )
    const audited = await form.db.selectFrom('audit_events').selectAll().where('action', '=', 'export').execute()
    expect(audited).toMatchObject([{ actor_email: person.email, target_type: 'contacto', target_id: 'csv', at: '2026-03-10T18:00:00.000Z' }])
    expect(JSON.parse(audited[0]?.detail ?? '')).toEqual({ filtros: { estado: 'nuevo' }, filas: 1 })
  })

  it('filters contact messages and fichas by the source and campaign their visit came from, shows it and exports it', async () => {
    const { form, folios, item, get } = await start('admin')
    const { db } = form
    const facebook = { utm_source: 'Facebook', utm_medium: 'cpc', utm_campaign: 'Primavera', aterrizaje: '/inicio/genera', anuncio: true }
    const google = { referente: 'www.google.com', aterrizaje: '/inicio', anuncio: false }
    await seedContactMessage(db, 'MSG-2026-000001', '2026-03-01T16:00:00Z', { origen: { primera: google, ultima: facebook } })
    await seedContactMessage(db, 'MSG-2026-000002', '2026-03-02T16:00:00Z', { origen: { primera: google, ultima: google } })
    await seedContactMessage(db, 'MSG-2026-000003', '2026-03-03T16:00:00Z')
    await seedFicha(db, 'FICHA-2026-000001', '2026-03-01T16:00:00Z', { origen: { primera: facebook, ultima: facebook } })
    await seedFicha(db, 'FICHA-2026-000002', '2026-03-02T16:00:00Z', { correo_electronico: 'b@example.com', telefono: '8710000002' })

    // Letter case aside: «Facebook» in the link, «facebook» typed in the filter.
    expect(await folios('contacto', '?fuente=facebook')).toEqual(['MSG-2026-000001'])
    expect(await folios('contacto', '?fuente=www.google.com')).toEqual(['MSG-2026-000002'])
    expect(await folios('contacto', '?campana=PRIMAVERA')).toEqual(['MSG-2026-000001'])
    expect(await folios('contacto', '?fuente=facebook&campana=otra')).toEqual([])
    expect(await folios('fichas', '?fuente=Facebook&campana=primavera')).toEqual(['FICHA-2026-000001'])
    expect((await get(`${QUEUE_API_PATHS.list('fichas')}?fuente=${'x'.repeat(300)}`)).json()).toEqual({ errors: { fuente: [QUEUE_FILTER_MESSAGES.fuente] } })

    expect((await item('contacto', 'MSG-2026-000001')).origen).toEqual({ primera: google, ultima: facebook })
    expect((await item('contacto', 'MSG-2026-000003')).origen).toBeNull()
    expect((await item('fichas', 'FICHA-2026-000001')).origen).toEqual({ primera: facebook, ultima: facebook })

    const csv = await get(`${QUEUE_API_PATHS.csv('fichas')}?fuente=facebook`)
    const [header, row] = csv.body.replace('\uFEFF', '').split('\r\n')
    expect(header?.split(',').slice(-4)).toEqual(['origen_fuente', 'origen_medio', 'origen_campana', 'origen_aterrizaje'])
    expect(row?.split(',').slice(-4)).toEqual(['Facebook', 'cpc', 'Primavera', '/inicio/genera'])
    const contact = (await get(QUEUE_API_PATHS.csv('contacto'))).body.split('\r\n')
    expect(contact[2]?.split(',').slice(-4)).toEqual(['www.google.com', '', '', '/inicio'])
  })
})
