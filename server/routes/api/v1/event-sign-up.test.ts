import ICAL from 'ical.js'
import { afterEach, expect, it } from 'vitest'
import { EVENT_SIGN_UP_API_PATHS } from '#contracts/api-paths.ts'
import { EVENT_CANCELLATION_MESSAGES } from '#contracts/event-cancellation.ts'
import { EVENT_SIGN_UP_CLOSED, EVENT_SIGN_UP_MESSAGES } from '#contracts/event-sign-up.ts'
import { enqueueDueReminders } from '#server/events/event-reminders.ts'
import { anEvent, publishEvents, signUpBody } from '#tests/support/server/event-seeds.ts'
import { postJson, startFormApp, testClock, type FormApp, type TestClock } from '#tests/support/server/form-app.ts'
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '#tests/support/server/smtp-sink.ts'
import { describeOnEachDatabase } from '#tests/support/server/test-databases.ts'

let current: FormApp | undefined
let sink: SmtpSink | undefined

afterEach(async () => {
  await current?.app.close()
  await sink?.close()
  current = undefined
  sink = undefined
})

// The event starts on 5 December at 10:00 in Coahuila (16:00 UTC); people sign up a week before.
const WEEK_BEFORE = '2026-11-28T16:00:00Z'
const MAIL_ENV = { MAIL_FROM: 'Instituto <web@instituto.example>', ADMISSIONS_MAIL_TO: 'admisiones@instituto.example' }

async function start(fixture: Parameters<typeof startFormApp>[0], clock: TestClock = testClock(WEEK_BEFORE)) {
  sink = await startSmtpSink()
  current = await startFormApp(fixture, { clock, env: { SMTP_URL: sink.url, ...MAIL_ENV } })
  return current
}

function signUp(form: FormApp, body: object, slug = 'puertas-abiertas') {
  return postJson(form.app, EVENT_SIGN_UP_API_PATHS.signUp(slug), body)
}

function mailTo(address: string, subject: RegExp): ReceivedMail {
  const mail = sink?.received.find((candidate) => candidate.envelopeTo.includes(address) && subject.test(candidate.headers.get('subject') ?? ''))
  if (mail === undefined) throw new Error(`No llegó a ${address} un correo «${subject.source}»`)
  return mail
}

function calendarOf(mail: ReceivedMail) {
  const attachment = mail.attachments.find((candidate) => candidate.filename === 'evento.ics')
  if (attachment === undefined) throw new Error('El correo no trae el .ics')
  const vevent = new ICAL.Component(ICAL.parse(attachment.content.toString('utf8'))).getFirstSubcomponent('vevent')
  if (vevent === null) throw new Error('El .ics no trae VEVENT')
  return new ICAL.Event(vevent)
}

function cancelLinkOf(mail: ReceivedMail): URL {
  const href = /https?:\/\/\S+\/inicio\/eventos\/cancelar\?\S+/.exec(mail.text)?.[0]
  if (href === undefined) throw new Error('El correo no trae el enlace para cancelar')
  return new URL(href)
}

async function statuses(form: FormApp) {
  const rows = await form.db.selectFrom('event_sign_ups').select(['nombre', 'status']).orderBy('folio').execute()
  return rows.map((row) => `${row.nombre}: ${row.status}`)
}

describeOnEachDatabase('event sign-up (issue 38)', (fixture) => {
  it('confirms sign-ups while places last, puts the next on the waiting list, and a cancellation moves it up', async () => {
    const form = await start(fixture)
    await publishEvents(form.db, [anEvent({ registro: { cupo: 2 } })])

    const answers = []
    for (const name of ['Ana', 'Beto', 'Carla']) answers.push((await signUp(form, signUpBody(name))).json())
    expect(answers).toEqual([
      { ok: true, folio: 'EVT-2026-000001', estado: 'confirmada' },
      { ok: true, folio: 'EVT-2026-000002', estado: 'confirmada' },
      { ok: true, folio: 'EVT-2026-000003', estado: 'en-espera' },
    ])
    expect((await form.app.inject({ method: 'GET', url: `/api/v1${EVENT_SIGN_UP_API_PATHS.signUp('puertas-abiertas')}` })).json()).toEqual({ abierto: true, lleno: true })

    await form.app.outbox.deliverDue()
    const ana = mailTo('ana@example.com', /confirmado/)
    const entry = calendarOf(ana)
    expect(entry.summary).toBe('Día de puertas abiertas')
    expect(entry.uid).toBe('EVT-2026-000001@instituto.example')
    expect(entry.startDate.toJSDate().toISOString()).toBe('2026-12-05T16:00:00.000Z')
    expect(entry.location).toBe('En línea: Zoom, el enlace llega por correo')
    const carla = mailTo('carla@example.com', /lista de espera/)
    expect(carla.attachments).toEqual([])
    expect(carla.text).toContain('Cancelar mi lugar')

    const link = cancelLinkOf(ana)
    const cancelled = await postJson(form.app, EVENT_SIGN_UP_API_PATHS.cancel, { folio: link.searchParams.get('folio'), clave: link.searchParams.get('clave') })
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json()).toEqual({ ok: true, evento: 'Día de puertas abiertas' })
    expect(await statuses(form)).toEqual(['Ana: cancelada', 'Beto: confirmada', 'Carla: confirmada'])

    await form.app.outbox.deliverDue()
    const movedUp = mailTo('carla@example.com', /Se liberó un lugar/)
    expect(calendarOf(movedUp).uid).toBe('EVT-2026-000003@instituto.example')

    // The same link again answers the same and moves nothing.
    const again = await postJson(form.app, EVENT_SIGN_UP_API_PATHS.cancel, { folio: link.searchParams.get('folio'), clave: link.searchParams.get('clave') })
    expect(again.statusCode).toBe(200)
    expect(await statuses(form)).toEqual(['Ana: cancelada', 'Beto: confirmada', 'Carla: confirmada'])
  })

  it('counts companions as places, and moves up the earliest waiting sign-ups whose places fit', async () => {
    const form = await start(fixture)
    await publishEvents(form.db, [anEvent({ registro: { cupo: 3 } })])
    await signUp(form, signUpBody('Ana', { acompanantes: '1' }))
    await signUp(form, signUpBody('Beto', { acompanantes: '2' }))
    await signUp(form, signUpBody('Carla'))
    expect(await statuses(form)).toEqual(['Ana: confirmada', 'Beto: en-espera', 'Carla: confirmada'])
  })

  it('holds the capacity when many sign up at once', async () => {
    const form = await start(fixture)
    await publishEvents(form.db, [anEvent({ registro: { cupo: 3 } })])
    const names = ['Ana', 'Beto', 'Carla', 'Dora', 'Eva', 'Fito', 'Gina', 'Hugo']
    const answers = await Promise.all(names.map((name) => signUp(form, signUpBody(name))))
    expect(answers.map((answer) => answer.statusCode)).toEqual(names.map(() => 201))
    const confirmed = answers.filter((answer) => answer.json<{ estado: string }>().estado === 'confirmada')
    expect(confirmed).toHaveLength(3)
    const rows = await form.db.selectFrom('event_sign_ups').select(['status', 'places']).execute()
    expect(rows.filter((row) => row.status === 'confirmada').reduce((sum, row) => sum + row.places, 0)).toBe(3)
  })

  it('answers 422 with a Spanish message per field, and stores nothing', async () => {
    const form = await start(fixture)
    await publishEvents(form.db, [anEvent()])
    const response = await signUp(form, { nombre: '', correo: 'ana', telefono: '12', nivel_interes: 'kínder', programa_interes: 'Astronomía', acompanantes: '9' })
    expect(response.statusCode).toBe(422)
    expect(response.json()).toEqual({
      errors: {
        nombre: [EVENT_SIGN_UP_MESSAGES.nombre.required],
        correo: [EVENT_SIGN_UP_MESSAGES.correo.format],
        telefono: [EVENT_SIGN_UP_MESSAGES.telefono.format],
        nivel_interes: [EVENT_SIGN_UP_MESSAGES.nivel_interes],
        programa_interes: [EVENT_SIGN_UP_MESSAGES.programa_interes],
        acompanantes: [EVENT_SIGN_UP_MESSAGES.acompanantes],
      },
    })
    expect(await statuses(form)).toEqual([])
  })

  it('refuses an event that takes no sign-up, has started or does not exist; a filled honeypot gets a decoy folio', async () => {
    const clock = testClock(WEEK_BEFORE)
    const form = await start(fixture, clock)
    await publishEvents(form.db, [anEvent(), anEvent({ slug: 'charla', registro: undefined })])

    expect((await signUp(form, signUpBody('Ana'), 'charla')).json()).toEqual({ mensaje: EVENT_SIGN_UP_CLOSED.closed })
    expect((await signUp(form, signUpBody('Ana'), 'no-existe')).statusCode).toBe(404)
    const decoy = await signUp(form, { ...signUpBody('Bot'), website: 'http://spam.example' })
    expect(decoy.statusCode).toBe(201)
    expect(decoy.json()).toMatchObject({ ok: true, estado: 'confirmada' })

    clock.set('2026-12-05T16:00:00Z')
    const late = await signUp(form, signUpBody('Ana'))
    expect(late.statusCode).toBe(409)
    expect(late.json()).toEqual({ mensaje: EVENT_SIGN_UP_CLOSED.closed })
    expect(await statuses(form)).toEqual([])
  })

  it('refuses a cancellation whose key does not match', async () => {
    const form = await start(fixture)
    await publishEvents(form.db, [anEvent()])
    const { folio } = (await signUp(form, signUpBody('Ana'))).json<{ folio: string }>()
    const response = await postJson(form.app, EVENT_SIGN_UP_API_PATHS.cancel, { folio, clave: 'a'.repeat(43) })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ mensaje: EVENT_CANCELLATION_MESSAGES.notFound })
    expect(await statuses(form)).toEqual(['Ana: confirmada'])
  })

  it('reminds each confirmed sign-up once, within 24 hours of the start', async () => {
    const clock = testClock(WEEK_BEFORE)
    const form = await start(fixture, clock)
    await publishEvents(form.db, [anEvent({ registro: { cupo: 1 } })])
    await signUp(form, signUpBody('Ana'))
    await signUp(form, signUpBody('Beto'))
    const context = { mail: { from: 'Instituto <web@instituto.example>', admissionsRecipients: ['admisiones@instituto.example'] }, publicBaseUrl: 'https://instituto.example' }

    clock.set('2026-12-04T15:59:00Z')
    expect(await enqueueDueReminders(form.db, clock.now(), context)).toBe(0)
    clock.set('2026-12-04T16:00:00Z')
    expect(await enqueueDueReminders(form.db, clock.now(), context)).toBe(1)
    expect(await enqueueDueReminders(form.db, clock.now(), context)).toBe(0)

    await form.app.outbox.deliverDue()
    expect(mailTo('ana@example.com', /Recordatorio/).text).toContain('Día de puertas abiertas')
    expect(sink?.received.filter((mail) => /Recordatorio/.test(mail.headers.get('subject') ?? ''))).toHaveLength(1)
  })
})
