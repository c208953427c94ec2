import { afterEach, expect, it } from 'vitest'
import { ACTIVITY_MESSAGES, type ActivityAnswer } from '#contracts/activities.ts'
import { API_PATHS, PANEL_API_PATHS, QUEUE_API_PATHS } from '#contracts/api-paths.ts'
import { QUEUE_MESSAGES, type QueueItem, type QueuePage } from '#contracts/queues.ts'
import type { PanelSummary, StaffQueue, StaffRole } from '#contracts/staff.ts'
import type { WhatsappTemplateList } from '#contracts/whatsapp.ts'
import { whatsappTemplatesSeed } from '#content/whatsapp-templates.ts'
import { EXAMPLE_FICHA } from '#tests/fixtures/example-submissions.ts'
import { postJson, startFormApp, testClock, type FormApp, type TestClock } from '#tests/support/server/form-app.ts'
import { CONTACT } from '#tests/support/server/queue-rows.ts'
import { createTestStaff, signIn } from '#tests/support/server/staff.ts'
import { describeOnEachDatabase } from '#tests/support/server/test-databases.ts'

/** Tuesday 10 March 2026, noon at the institute (UTC−6): the first answer is due by the end of Wednesday. */
const SENT = '2026-03-10T18:00:00Z'
const DUE = '2026-03-11'
/** Thursday: Wednesday is over, the deadline has passed. */
const TWO_DAYS_LATER = '2026-03-12T17:00:00Z'

describeOnEachDatabase('first-response deadlines and activities (issue 38)', (fixture) => {
  let current: FormApp | undefined
  afterEach(async () => {
    await current?.app.close()
    current = undefined
  })

  async function start(role: StaffRole) {
    const clock: TestClock = testClock(SENT)
    current = await startFormApp(fixture, { clock })
    const form = current
    const person = await createTestStaff(form, `${role}@instituto.example`, [role])
    const cookie = await signIn(form.app, person.email)
    const get = async <Answer>(url: string) => {
      const answer = await form.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie } })
      expect(answer.statusCode, answer.body).toBe(200)
      return answer.json<Answer>()
    }
    const post = (url: string, body: object) => postJson(form.app, url, body, { cookie })
    const send = async (path: string, body: object) => (await postJson(form.app, path, body)).json<{ folio: string }>().folio
    const item = (queue: StaffQueue, folio: string) => get<QueueItem>(QUEUE_API_PATHS.item(queue, folio))
    const overdue = async (queue: StaffQueue) => (await get<QueuePage>(QUEUE_API_PATHS.list(queue))).vencidas.map((entry) => entry.folio)
    const homeOverdue = async (queue: StaffQueue) => (await get<PanelSummary>(PANEL_API_PATHS.summary)).colas.find((entry) => entry.cola === queue)?.vencidas
    return { form, clock, person, get, post, send, item, overdue, homeOverdue }
  }

  it('puts an unanswered ficha past its day at the top of the list and on the home, until a WhatsApp activity answers it', async () => {
    const { form, clock, person, post, send, item, overdue, homeOverdue } = await start('admisiones')
    const folio = await send(API_PATHS.admissionForm, EXAMPLE_FICHA)

    expect(await item('fichas', folio)).toMatchObject({ actividades: [], respuesta: { fechaLimite: DUE, vencida: false, primeraRespuesta: null } })
    expect(await overdue('fichas')).toEqual([])

    clock.set(TWO_DAYS_LATER)
    const page = await form.app.inject({ method: 'GET', url: `/api/v1${QUEUE_API_PATHS.list('fichas')}?estado=contactada`, headers: { cookie: await signIn(form.app, person.email) } })
    // The alarm ignores the status filter: it shows whatever the page.
    expect(page.json<QueuePage>()).toMatchObject({ elementos: [], vencidas: [{ folio, fechaLimite: DUE, vencida: true }] })
    expect(await homeOverdue('fichas')).toBe(1)
    expect(await item('fichas', folio)).toMatchObject({ respuesta: { fechaLimite: DUE, vencida: true, primeraRespuesta: null } })

    const recorded = await post(QUEUE_API_PATHS.activities('fichas', folio), { tipo: 'whatsapp', resultado: 'enviado' })
    expect(recorded.statusCode, recorded.body).toBe(201)
    const at = '2026-03-12T17:00:00.000Z'
    const { name } = await form.db.selectFrom('staff_users').select('name').where('id', '=', person.id).executeTakeFirstOrThrow()
    expect(recorded.json<ActivityAnswer>()).toMatchObject({
      actividad: { tipo: 'whatsapp', resultado: 'enviado', nota: null, persona: name, at },
      respuesta: { fechaLimite: DUE, vencida: false, primeraRespuesta: at },
    })
    expect(await overdue('fichas')).toEqual([])
    expect(await homeOverdue('fichas')).toBe(0)

    // A later activity is listed first and leaves the first response as it was; the status is untouched.
    clock.set('2026-03-13T16:00:00Z')
    await post(QUEUE_API_PATHS.activities('fichas', folio), { tipo: 'llamada', resultado: 'no-contesto', nota: '  Volver a llamar el lunes.  ' })
    const answered = await item('fichas', folio)
    expect(answered).toMatchObject({ estado: 'nueva', version: 1, respuesta: { vencida: false, primeraRespuesta: at } })
    expect(answered.actividades?.map(({ tipo, resultado, nota, persona }) => ({ tipo, resultado, nota, persona }))).toEqual([
      { tipo: 'llamada', resultado: 'no-contesto', nota: 'Volver a llamar el lunes.', persona: name },
      { tipo: 'whatsapp', resultado: 'enviado', nota: null, persona: name },
    ])
    expect(answered.historial.filter((step) => step.accion === 'activity-recorded')).toHaveLength(2)
  })

  it('does not call a discarded ficha overdue', async () => {
    const { clock, post, send, overdue, homeOverdue } = await start('admisiones')
    const folio = await send(API_PATHS.admissionForm, EXAMPLE_FICHA)
    const discarded = await post(QUEUE_API_PATHS.status('fichas', folio), { estado: 'descartada', nota: 'Se inscribió en otra escuela.', version: 1 })
    expect(discarded.statusCode, discarded.body).toBe(200)
    clock.set(TWO_DAYS_LATER)
    expect(await overdue('fichas')).toEqual([])
    expect(await homeOverdue('fichas')).toBe(0)
  })

  it("answers a contact message's deadline with «Responder», recorded as an e-mail activity", async () => {
    const { clock, post, send, item, overdue } = await start('contacto')
    const folio = await send(API_PATHS.contactMessage, CONTACT)
    clock.set(TWO_DAYS_LATER)
    expect(await overdue('contacto')).toEqual([folio])

    const replied = await post(QUEUE_API_PATHS.reply(folio), { respuesta: 'Con gusto: las inscripciones abren en agosto.', version: 1 })
    expect(replied.statusCode, replied.body).toBe(200)
    expect(await overdue('contacto')).toEqual([])
    expect(await item('contacto', folio)).toMatchObject({
      actividades: [{ tipo: 'correo', resultado: 'enviado', at: '2026-03-12T17:00:00.000Z' }],
      respuesta: { fechaLimite: DUE, vencida: false, primeraRespuesta: '2026-03-12T17:00:00.000Z' },
    })
  })

  it('refuses an outcome of another kind with a Spanish message per field, and an unknown folio with 404', async () => {
    const { post, send } = await start('admisiones')
    const folio = await send(API_PATHS.admissionForm, EXAMPLE_FICHA)

    const wrong = await post(QUEUE_API_PATHS.activities('fichas', folio), { tipo: 'llamada', resultado: 'enviado' })
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json()).toEqual({ errors: { resultado: [ACTIVITY_MESSAGES.outcome] } })
    const noKind = await post(QUEUE_API_PATHS.activities('fichas', folio), { tipo: 'fax', resultado: 'enviado' })
    expect(noKind.statusCode).toBe(422)
    expect(noKind.json()).toEqual({ errors: { tipo: [ACTIVITY_MESSAGES.kind] } })

    const missing = await post(QUEUE_API_PATHS.activities('fichas', 'FICHA-2026-999999'), { tipo: 'nota', resultado: 'seguimiento' })
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ mensaje: QUEUE_MESSAGES.notFound })
  })

  it('gives contact and admissions staff the published WhatsApp templates', async () => {
    const { get } = await start('contacto')
    expect(await get<WhatsappTemplateList>(PANEL_API_PATHS.whatsappTemplates)).toEqual({ plantillas: whatsappTemplatesSeed })
  })
})
