import ICAL from 'ical.js'
import type { APIRequestContext, Page } from '@playwright/test'
import { API_BASE_PATH, EVENT_SIGN_UP_API_PATHS, PANEL_API_PATHS } from '#contracts/api-paths.ts'
import { CONTENT_API_PATHS } from '#contracts/content/content-api.ts'
import { SINGLE_RECORD_KEY } from '#contracts/content/content-kinds.ts'
import type { InstituteEvent } from '#contracts/content/events.ts'
import { EVENT_SIGN_UP_FIELD_TEXT as fields, instituteLocalMinute } from '#contracts/event-sign-up.ts'
import { eventPath } from '#contracts/site-paths.ts'
import { eventCancelContent, eventSignUpContent } from '#content/event-sign-up.ts'
import { eventsText } from '#app/panel/events/events-text.ts'
import { createDatabase } from '#server/db/database.ts'
import { eventInstant } from '#server/events/event-calendar.ts'
import { enqueueDueReminders } from '#server/events/event-reminders.ts'
import type { ReceivedMail } from '../support/server/smtp-sink.ts'
import { expectNoAxeViolations } from './axe.ts'
import { expect, test } from './own-server.ts'
import { STAFF_PASSWORD, createStaffFromCli, openSection, panelDrawn, signedInPhone, staffEmail } from './panel-support.ts'
import { PHONE } from './site-routes.ts'

/*
 * Issue 38 An event with capacity 2: three sign-ups → the third
 * waits; the confirmation carries a valid .ics (parsed here); one cancels from the e-mail's link →
 * the third is confirmed and e-mailed; the reminder goes out 24 h before (the event starts 23 hours
 * from now; the job runs against the server's database, since the server runs none under
 * NODE_ENV=test, first as if two hours earlier, then now); admissions check a person in at phone width.
 */

const HOUR_MS = 60 * 60_000
const startsAt = new Date(Date.now() + 23 * HOUR_MS)

const SLUG = 'puertas-abiertas-e2e'
const EVENT: InstituteEvent = {
  slug: SLUG,
  title: 'Día de puertas abiertas (prueba)',
  kind: 'puertas-abiertas',
  venue: 'en-linea',
  place: 'Zoom',
  start: instituteLocalMinute(startsAt),
  end: instituteLocalMinute(new Date(startsAt.getTime() + 2 * HOUR_MS)),
  summary: 'Conoce nuestros programas.',
  description: 'Pláticas y recorrido virtual.',
  registro: { cupo: 2 },
}

/** Publishes the events list through the panel's API, as «Publicar» in «Contenido» does. */
async function publishEvent(api: APIRequestContext) {
  const record = CONTENT_API_PATHS.record('eventos', SINGLE_RECORD_KEY)
  const current = (await (await api.get(`${API_BASE_PATH}${record}`)).json()) as { publicada: { version: number; datos: InstituteEvent[] } }
  const answer = await api.post(`${API_BASE_PATH}${CONTENT_API_PATHS.publish('eventos', SINGLE_RECORD_KEY)}`, {
    data: { datos: [...current.publicada.datos.filter((event) => event.slug !== SLUG), EVENT], version: current.publicada.version },
  })
  expect(answer.status(), await answer.text()).toBe(200)
}

async function signUpOnPage(page: Page, name: string, email: string) {
  await page.goto(eventPath(SLUG))
  await page.getByRole('textbox', { name: fields.nombre.label }).fill(name)
  await page.getByRole('textbox', { name: fields.correo.label }).fill(email)
  await page.getByRole('textbox', { name: fields.telefono.label }).fill('8441234567')
  await page.getByRole('combobox', { name: fields.nivel_interes.label }).selectOption('licenciatura')
}

async function mailTo(mails: readonly ReceivedMail[], address: string, subject: RegExp): Promise<ReceivedMail> {
  await expect.poll(() => mails.some((mail) => mail.envelopeTo.includes(address) && subject.test(mail.headers.get('subject') ?? '')), { timeout: 30_000 }).toBe(true)
  return mails.find((mail) => mail.envelopeTo.includes(address) && subject.test(mail.headers.get('subject') ?? '')) as ReceivedMail
}

function calendarOf(mail: ReceivedMail) {
  const attachment = mail.attachments.find((candidate) => candidate.filename === 'evento.ics')
  expect(attachment, 'el .ics adjunto').toBeDefined()
  const vevent = new ICAL.Component(ICAL.parse(attachment!.content.toString('utf8'))).getFirstSubcomponent('vevent')
  expect(vevent).not.toBeNull()
  return new ICAL.Event(vevent!)
}

test('un evento con cupo 2: la tercera espera, una cancela y la tercera sube; recordatorio; asistencia desde el teléfono', async ({ browser, page, ownServer }) => {
  test.setTimeout(180_000)
  const databaseUrl = `file:${ownServer.databaseFile}`
  const editor = staffEmail('contenido')
  const admissions = staffEmail('admisiones')
  await createStaffFromCli(editor, 'Carmen Contenido', ['contenido'], { databaseUrl })
  await createStaffFromCli(admissions, 'Adela Admisiones', ['admisiones'], { databaseUrl })
  const api = await (await browser.newContext({ baseURL: ownServer.origin, extraHTTPHeaders: { origin: ownServer.origin } })).request
  expect((await api.post(`${API_BASE_PATH}${PANEL_API_PATHS.session}`, { data: { email: editor, contrasena: STAFF_PASSWORD } })).status()).toBe(200)
  await publishEvent(api)

  // Three sign-ups on the event's page, at phone width: two confirmed, the third waits.
  await page.setViewportSize(PHONE)
  const people = [
    { name: 'Ana Prueba', email: 'ana.e2e@example.com' },
    { name: 'Beto Prueba', email: 'beto.e2e@example.com' },
    { name: 'Carla Prueba', email: 'carla.e2e@example.com' },
  ]
  for (const [index, person] of people.entries()) {
    await signUpOnPage(page, person.name, person.email)
    if (index === 2) await expect(page.getByText(eventSignUpContent.full)).toBeVisible()
    await page.getByRole('button', { name: index === 2 ? eventSignUpContent.submitWaiting : eventSignUpContent.submit }).click()
    const heading = index === 2 ? eventSignUpContent.result['en-espera'].heading : eventSignUpContent.result.confirmada.heading
    await expect(page.getByRole('heading', { name: heading })).toBeFocused()
  }
  await expectNoAxeViolations(page)

  // Ana's confirmation carries a valid .ics; Carla's says she waits, without one.
  const ana = await mailTo(ownServer.sink.received, people[0]!.email, /confirmado/)
  const entry = calendarOf(ana)
  expect(entry.summary).toBe(EVENT.title)
  expect(entry.startDate.toJSDate().toISOString()).toBe(eventInstant(EVENT.start).toISOString())
  expect((await mailTo(ownServer.sink.received, people[2]!.email, /lista de espera/)).attachments).toHaveLength(0)

  // Ana cancels from her e-mail's link: Carla moves up and gets her confirmation with the .ics.
  const link = /https?:\/\/\S+\/inicio\/eventos\/cancelar\?\S+/.exec(ana.text)?.[0]
  expect(link).toBeDefined()
  await page.goto(link!)
  await page.getByRole('button', { name: eventCancelContent.submit }).click()
  await expect(page.getByRole('main').getByRole('status')).toHaveText(eventCancelContent.done(EVENT.title))
  expect(calendarOf(await mailTo(ownServer.sink.received, people[2]!.email, /Se liberó un lugar/)).summary).toBe(EVENT.title)

  // The reminder: none 25 hours before the start, one per confirmed person within 24 hours, once.
  const handle = createDatabase({ dialect: 'sqlite', filename: ownServer.databaseFile })
  try {
    const context = { mail: { from: 'Instituto <web@instituto.example>', admissionsRecipients: [] }, publicBaseUrl: ownServer.origin }
    expect(await enqueueDueReminders(handle.db, new Date(Date.now() - 2 * HOUR_MS), context)).toBe(0)
    expect(await enqueueDueReminders(handle.db, new Date(), context)).toBe(2)
    expect(await enqueueDueReminders(handle.db, new Date(), context)).toBe(0)
  } finally {
    await handle.destroy()
  }
  // The server's outbox polls its table and sends them.
  await mailTo(ownServer.sink.received, people[1]!.email, /Recordatorio/)
  await mailTo(ownServer.sink.received, people[2]!.email, /Recordatorio/)

  // Admissions check Beto in from a phone.
  const phone = await signedInPhone(browser, ownServer.origin, admissions)
  await openSection(phone, eventsText.title)
  await panelDrawn(phone)
  await phone.getByRole('link', { name: eventsText.open(EVENT.title) }).click()
  await panelDrawn(phone)
  const beto = phone.getByRole('listitem', { name: people[1]!.name })
  await beto.getByRole('button', { name: eventsText.checkIn }).click()
  await expect(phone.getByText(eventsText.checkedIn(people[1]!.name))).toBeVisible()
  await expect(beto.getByText(/^Asistió: /)).toBeVisible()
  await expectNoAxeViolations(phone)
  expect((await api.get(`${API_BASE_PATH}${EVENT_SIGN_UP_API_PATHS.signUp(SLUG)}`)).status()).toBe(200)
})
