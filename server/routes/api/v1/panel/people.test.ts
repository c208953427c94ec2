import { afterEach, expect, it } from 'vitest'
import { API_PATHS, EVENT_SIGN_UP_API_PATHS, PEOPLE_API_PATHS, QUEUE_API_PATHS } from '#contracts/api-paths.ts'
import { PERSON_MERGE_UNDO_DAYS } from '#contracts/limits.ts'
import { PEOPLE_MESSAGES, notAChoiceMessage, type Person, type PersonListItem } from '#contracts/people.ts'
import type { QueueItem } from '#contracts/queues.ts'
import type { StaffRole } from '#contracts/staff.ts'
import { anEvent, publishEvents, signUpBody } from '#tests/support/server/event-seeds.ts'
import { postJson, startFormApp, testClock, type FormApp } from '#tests/support/server/form-app.ts'
import { FICHA } from '#tests/support/server/queue-rows.ts'
import { createTestStaff, signIn } from '#tests/support/server/staff.ts'
import { describeOnEachDatabase } from '#tests/support/server/test-databases.ts'

const NOW = '2026-03-10T18:00:00Z'
const DAY_MS = 24 * 60 * 60 * 1000

describeOnEachDatabase('people in the staff area: one record per person, «Fusionar» and its undo', (fixture) => {
  let current: FormApp | undefined
  afterEach(async () => {
    await current?.app.close()
    current = undefined
  })

  async function start(roles: StaffRole[] = ['admisiones']) {
    const clock = testClock(NOW)
    current = await startFormApp(fixture, { clock })
    const form = current
    const staff = await createTestStaff(form, `${roles.join('-')}@instituto.example`, roles)
    const cookie = await signIn(form.app, staff.email)
    const get = (url: string, asCookie = cookie) => form.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie: asCookie } })
    const post = (url: string, payload: object) => form.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { cookie }, payload })
    const person = async (id: string, asCookie = cookie) => {
      const answer = await get(PEOPLE_API_PATHS.person(id), asCookie)
      expect(answer.statusCode, answer.body).toBe(200)
      return answer.json<Person>()
    }
    const sendFicha = async (fields: Partial<typeof FICHA>) => (await postJson(form.app, API_PATHS.admissionForm, { ...FICHA, ...fields })).json<{ folio: string }>().folio
    const fichaPerson = async (folio: string) => (await get(QUEUE_API_PATHS.item('fichas', folio))).json<QueueItem>().persona
    const signUp = async (correo: string, overrides: Parameters<typeof signUpBody>[1] = {}) => {
      const answer = await postJson(form.app, EVENT_SIGN_UP_API_PATHS.signUp('puertas-abiertas'), signUpBody('José Núñez', { correo, ...overrides }))
      expect(answer.statusCode, answer.body).toBe(201)
      return answer.json<{ folio: string }>().folio
    }
    return { form, clock, staff, cookie, get, post, person, sendFicha, fichaPerson, signUp }
  }

  it('answers the person’s event sign-ups, and the activities only on submissions of the viewer’s queues', async () => {
    const { form, clock, staff, cookie, post, person, sendFicha, fichaPerson, signUp } = await start(['admisiones'])
    await publishEvents(form.db, [anEvent({ registro: { cupo: 5 } })])
    const sent = await postJson(form.app, API_PATHS.contactMessage, { nombre: 'José Núñez', correo: 'jose@example.com', contenido: 'Hola' })
    const message = sent.json<{ folio: string }>().folio
    clock.advance(60_000)
    const ficha = await sendFicha({ correo_electronico: 'jose@example.com' })
    clock.advance(60_000)
    const folio = await signUp('jose@example.com', { acompanantes: '1' })
    const id = (await fichaPerson(ficha))!.id

    clock.advance(60_000)
    expect((await post(QUEUE_API_PATHS.activities('fichas', ficha), { tipo: 'llamada', resultado: 'contesto', nota: 'Pide informes de becas.' })).statusCode).toBe(201)
    const contactStaff = await createTestStaff(form, 'contacto@instituto.example', ['contacto'])
    const asContact = await signIn(form.app, contactStaff.email)
    clock.advance(60_000)
    const written = await form.app.inject({
      method: 'POST',
      url: `/api/v1${QUEUE_API_PATHS.activities('contacto', message)}`,
      headers: { cookie: asContact },
      payload: { tipo: 'correo', resultado: 'enviado', nota: 'Le mandé el plan de estudios.' },
    })
    expect(written.statusCode, written.body).toBe(201)
    clock.advance(60_000)
    expect((await post(EVENT_SIGN_UP_API_PATHS.panelAttended(folio), { version: 1 })).statusCode).toBe(200)

    const record = await person(id, cookie)
    expect(record.eventos).toEqual([
      { folio, evento: 'Día de puertas abiertas', estado: 'Confirmada', lugares: 2, recibido: '2026-03-10T18:02:00.000Z', asistio: '2026-03-10T18:05:00.000Z' },
    ])
    // The contact message's activity is not admissions' to read.
    expect(record.actividades).toEqual([
      {
        id: expect.any(String),
        cola: 'fichas',
        folio: ficha,
        tipo: 'Llamada',
        resultado: 'Contestó',
        nota: 'Pide informes de becas.',
        persona: `Persona ${staff.email}`,
        at: '2026-03-10T18:03:00.000Z',
      },
    ])
    expect((await person(id, asContact)).actividades.map(({ cola, tipo, resultado, nota }) => ({ cola, tipo, resultado, nota }))).toEqual([
      { cola: 'contacto', tipo: 'Correo', resultado: 'Correo enviado', nota: 'Le mandé el plan de estudios.' },
    ])
    const admin = await createTestStaff(form, 'jefa@instituto.example', ['admin'])
    expect((await person(id, await signIn(form.app, admin.email))).actividades.map((activity) => activity.cola)).toEqual(['contacto', 'fichas'])

    // The item's person lists the sign-up among the other submissions; an event no longer published is named by its slug.
    expect((await fichaPerson(ficha))?.eventos).toEqual(record.eventos)
    await publishEvents(form.db, [])
    expect((await person(id)).eventos).toMatchObject([{ folio, evento: 'puertas-abiertas' }])
  })

  it('a merge moves the merged person’s event sign-ups to the one that stays, and its undo moves them back', async () => {
    const { form, post, person, sendFicha, fichaPerson, signUp } = await start()
    await publishEvents(form.db, [anEvent({ registro: { cupo: 5 } })])
    const kept = (await fichaPerson(await sendFicha({ correo_electronico: 'jose@example.com', telefono: '8711111111' })))!
    const other = (await fichaPerson(await sendFicha({ correo_electronico: 'jose.nunez@example.com', telefono: '8712222222' })))!
    const keptSignUp = await signUp('jose@example.com', { telefono: '8711111111' })
    const otherSignUp = await signUp('jose.nunez@example.com', { telefono: '8712222222' })
    expect((await person(other.id)).eventos.map((event) => event.folio)).toEqual([otherSignUp])

    const body = { otra: other.id, nombre: 'José Núñez López', correo: 'jose@example.com', telefono: '8711111111', version: 1, versionOtra: 1 }
    const merged = await post(PEOPLE_API_PATHS.merge(kept.id), body)
    expect(merged.statusCode, merged.body).toBe(200)
    const { fusion } = merged.json<{ fusion: string }>()
    expect((await person(kept.id)).eventos.map((event) => event.folio).sort()).toEqual([keptSignUp, otherSignUp].sort())
    expect((await person(other.id)).eventos).toEqual([])
    const record = await form.db.selectFrom('person_merges').select('moved').where('id', '=', fusion).executeTakeFirstOrThrow()
    expect(JSON.parse(record.moved)).toMatchObject({ eventos: [otherSignUp] })

    expect((await post(PEOPLE_API_PATHS.undoMerge(fusion), {})).statusCode).toBe(200)
    expect((await person(kept.id)).eventos.map((event) => event.folio)).toEqual([keptSignUp])
    expect((await person(other.id)).eventos.map((event) => event.folio)).toEqual([otherSignUp])
  })

  it('undoes a merge recorded before sign-ups moved (its record names no «eventos»)', async () => {
    const { form, post, person, sendFicha, fichaPerson } = await start()
    const kept = (await fichaPerson(await sendFicha({ correo_electronico: 'jose@example.com', telefono: '8711111111' })))!
    const second = await sendFicha({ correo_electronico: 'jose.nunez@example.com', telefono: '8712222222' })
    const other = (await fichaPerson(second))!
    const body = { otra: other.id, nombre: 'José Núñez López', correo: 'jose@example.com', telefono: '8711111111', version: 1, versionOtra: 1 }
    const { fusion } = (await post(PEOPLE_API_PATHS.merge(kept.id), body)).json<{ fusion: string }>()
    const old = JSON.stringify({ contacto: [], fichas: [second], documentos: [] })
    await form.db.updateTable('person_merges').set({ moved: old }).where('id', '=', fusion).execute()

    const undone = await post(PEOPLE_API_PATHS.undoMerge(fusion), {})
    expect(undone.statusCode, undone.body).toBe(200)
    expect((await person(other.id)).envios.map((envio) => envio.folio)).toEqual([second])
  })

  it('links a contact message and a ficha from the same e-mail to one person, and shows each viewer what their roles open', async () => {
    const { form, clock, get, person, sendFicha, fichaPerson } = await start(['admisiones'])
    const sent = await postJson(form.app, API_PATHS.contactMessage, { nombre: 'José Núñez', correo: 'JOSE@example.com', contenido: '¿Tienen beca   deportiva?' })
    const message = sent.json<{ folio: string }>().folio
    clock.advance(60_000)
    const ficha = await sendFicha({ correo_electronico: 'jose@example.com' })

    const itsPerson = await fichaPerson(ficha)
    expect(itsPerson).toMatchObject({ nombre: 'José Núñez', parecidas: [] })
    // The contact queue is not the viewer's: its message shows only as a folio of that kind.
    expect(itsPerson?.otras).toEqual([{ cola: 'contacto', folio: message, recibido: '2026-03-10T18:00:00.000Z', abierta: false, estado: null, resumen: null }])

    const record = await person(itsPerson?.id ?? '')
    // The message came without a phone; the ficha's filled it in.
    expect(record).toMatchObject({ nombre: 'José Núñez', correo: 'jose@example.com', telefono: '8711234567', fusionadaCon: null, fusiones: [] })
    expect(record.envios.map(({ cola, folio, abierta, estado, resumen }) => ({ cola, folio, abierta, estado, resumen }))).toEqual([
      { cola: 'fichas', folio: ficha, abierta: true, estado: 'Nueva', resumen: 'Derecho · Torreón' },
      { cola: 'contacto', folio: message, abierta: false, estado: null, resumen: null },
    ])

    const admin = await createTestStaff(form, 'jefa@instituto.example', ['admin'])
    const asAdmin = await person(record.id, await signIn(form.app, admin.email))
    expect(asAdmin.envios.find((envio) => envio.folio === message)).toMatchObject({ abierta: true, estado: 'Nuevo', resumen: '¿Tienen beca deportiva?' })

    const missing = await get(PEOPLE_API_PATHS.person('nadie'))
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ mensaje: PEOPLE_MESSAGES.notFound })
  })

  it('finds people by name, e-mail or phone however they are written', async () => {
    const { get, sendFicha } = await start()
    await sendFicha({ nombres: 'María José', apellido_paterno: 'Hernández', correo_electronico: 'mj@example.com', telefono: '8441234567' })
    await sendFicha({ nombres: 'Luis', correo_electronico: 'luis@example.com', telefono: '8440000000' })
    const names = async (q: string) => (await get(`${PEOPLE_API_PATHS.search}?q=${encodeURIComponent(q)}`)).json<{ personas: PersonListItem[] }>().personas.map((found) => found.nombre)
    expect(await names('hernandez')).toEqual(['María José Hernández López'])
    expect(await names('MJ@Example.com')).toEqual(['María José Hernández López'])
    expect(await names('+52 1 844 123 4567')).toEqual(['María José Hernández López'])
    expect(await names('')).toEqual([])
    const tooLong = await get(`${PEOPLE_API_PATHS.search}?q=${'a'.repeat(300)}`)
    expect(tooLong.statusCode).toBe(422)
    expect(tooLong.json()).toEqual({ errors: { q: [PEOPLE_MESSAGES.queryTooLong] } })
  })

  it('merges two people with the same name into one with the values chosen, and undoes it', async () => {
    const { form, clock, staff, post, person, sendFicha, fichaPerson } = await start()
    const first = await sendFicha({ correo_electronico: 'jose@example.com', telefono: '8711111111' })
    clock.advance(60_000)
    const second = await sendFicha({ correo_electronico: 'jose.nunez@example.com', telefono: '8712222222' })
    const kept = (await fichaPerson(first))!
    const other = (await fichaPerson(second))!
    expect(kept.parecidas.map((similar) => similar.id)).toEqual([other.id])

    const body = { otra: other.id, nombre: 'José Núñez López', correo: 'jose.nunez@example.com', telefono: '8711111111', version: 1, versionOtra: 1 }
    const wrong = await post(PEOPLE_API_PATHS.merge(kept.id), { ...body, correo: 'inventado@example.com', telefono: '8719999999' })
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json()).toEqual({ errors: { correo: [notAChoiceMessage('correo')], telefono: [notAChoiceMessage('telefono')] } })
    expect((await post(PEOPLE_API_PATHS.merge(kept.id), { ...body, otra: kept.id })).json()).toEqual({ errors: { otra: [PEOPLE_MESSAGES.samePerson] } })
    const stale = await post(PEOPLE_API_PATHS.merge(kept.id), { ...body, versionOtra: 2 })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toEqual({ mensaje: PEOPLE_MESSAGES.staleVersion })

    const merged = await post(PEOPLE_API_PATHS.merge(kept.id), body)
    expect(merged.statusCode, merged.body).toBe(200)
    const { fusion } = merged.json<{ fusion: string }>()
    const after = await person(kept.id)
    expect(after).toMatchObject({ correo: 'jose.nunez@example.com', telefono: '8711111111', version: 2, parecidas: [] })
    expect(after.envios.map((envio) => envio.folio)).toEqual([second, first])
    expect(after.fusiones).toEqual([
      { id: fusion, quedo: true, otra: { id: other.id, nombre: other.nombre }, fecha: '2026-03-10T18:01:00.000Z', persona: staff.email, deshecha: null, hasta: expect.any(String), sePuedeDeshacer: true },
    ])
    expect(await person(other.id)).toMatchObject({ fusionadaCon: { id: kept.id }, envios: [], parecidas: [] })
    expect(await fichaPerson(second)).toMatchObject({ id: kept.id, otras: [{ folio: first }] })
    expect((await post(PEOPLE_API_PATHS.merge(kept.id), { ...body, version: 2, versionOtra: 2 })).json()).toEqual({ mensaje: PEOPLE_MESSAGES.alreadyMerged })
    // A later submission with the merged person's e-mail reaches the person that stayed.
    const third = await sendFicha({ correo_electronico: 'jose.nunez@example.com', telefono: '8712222222' })
    expect((await fichaPerson(third))?.id).toBe(kept.id)

    const audit = await form.db.selectFrom('audit_events').select(['action', 'target_type', 'target_id', 'actor_email']).where('action', 'in', ['person-merged', 'person-merge-undone']).execute()
    expect(audit).toEqual([{ action: 'person-merged', target_type: 'persona', target_id: kept.id, actor_email: staff.email }])

    const undone = await post(PEOPLE_API_PATHS.undoMerge(fusion), {})
    expect(undone.statusCode, undone.body).toBe(200)
    expect(await person(kept.id)).toMatchObject({ correo: 'jose@example.com', telefono: '8711111111', fusiones: [{ id: fusion, deshecha: expect.any(String), sePuedeDeshacer: false }] })
    expect((await person(kept.id)).envios.map((envio) => envio.folio)).toEqual([third, first])
    expect(await person(other.id)).toMatchObject({ fusionadaCon: null, envios: [{ folio: second }] })
    const again = await post(PEOPLE_API_PATHS.undoMerge(fusion), {})
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ mensaje: PEOPLE_MESSAGES.alreadyUndone })
    expect(await form.db.selectFrom('audit_events').select('action').where('action', '=', 'person-merge-undone').execute()).toHaveLength(1)
  })

  it(`refuses to undo a merge after ${PERSON_MERGE_UNDO_DAYS} days, or before a later merge into the same person is undone`, async () => {
    const { clock, post, person, sendFicha, fichaPerson } = await start()
    const ids = []
    for (const [correo, telefono] of [
      ['a@example.com', '8711234567'],
      ['b@example.com', '8712222222'],
      ['c@example.com', '8713333333'],
    ] as const) {
      ids.push((await fichaPerson(await sendFicha({ correo_electronico: correo, telefono })))!.id)
    }
    const [kept = '', second = '', third = ''] = ids
    const merge = async (otra: string, version: number) => {
      const answer = await post(PEOPLE_API_PATHS.merge(kept), { otra, nombre: 'José Núñez López', correo: 'a@example.com', telefono: '8711234567', version, versionOtra: 1 })
      expect(answer.statusCode, answer.body).toBe(200)
      return answer.json<{ fusion: string }>().fusion
    }
    const earlier = await merge(second, 1)
    clock.advance(60_000)
    const later = await merge(third, 2)
    const blocked = await post(PEOPLE_API_PATHS.undoMerge(earlier), {})
    expect(blocked.statusCode).toBe(409)
    expect(blocked.json()).toEqual({ mensaje: PEOPLE_MESSAGES.undoLaterFirst })
    expect((await person(kept)).fusiones.map(({ id, sePuedeDeshacer }) => ({ id, sePuedeDeshacer }))).toEqual([
      { id: later, sePuedeDeshacer: true },
      { id: earlier, sePuedeDeshacer: false },
    ])

    clock.advance(PERSON_MERGE_UNDO_DAYS * DAY_MS + 1)
    const expired = await post(PEOPLE_API_PATHS.undoMerge(later), {})
    expect(expired.statusCode).toBe(409)
    expect(expired.json()).toEqual({ mensaje: PEOPLE_MESSAGES.undoExpired })
    const unknown = await post(PEOPLE_API_PATHS.undoMerge('ninguna'), {})
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ mensaje: PEOPLE_MESSAGES.mergeNotFound })
  })
})
