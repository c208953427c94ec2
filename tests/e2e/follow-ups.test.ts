import Database from 'better-sqlite3'
import { whatsappTemplatesSeed } from '../../content/whatsapp-templates.ts'
import { PANEL_PAGES } from '../../contracts/panel-pages.ts'
import { STAFF_QUEUES } from '../../contracts/staff.ts'
import { fillTemplate } from '../../contracts/whatsapp.ts'
import { activitiesText } from '../../app/panel/queues/activities-text.ts'
import { homeText } from '../../app/panel/home/home-text.ts'
import { queueText } from '../../app/panel/queues/queue-text.ts'
import { firstResponseDay } from '../../server/queues/overdue.ts'
import { expectNoAxeViolations } from './axe.ts'
import { expect, test } from './own-server.ts'
import { openSection, panelDrawn } from './panel-support.ts'
import { openFromQueue, region, sendFicha, signedInStaff, uniqueName } from './queue-support.ts'
import { PHONE } from './site-routes.ts'

/*
 * Issue 38, follow-ups on time, as admissions work it on a phone: a ficha left without activity
 * past its first-response day is overdue on the home and at the top of the fichas; «Escribir por
 * WhatsApp» opens wa.me with the template filled in, records the activity and clears it.
 *
 * DRAFT (not yet run): the server has no fake clock, so "the clock moved past the deadline" is the
 * ficha's deadline moved into the past in this worker's database, as the server would see it days
 * later.
 */

const dayShown = (day: string) =>
  new Intl.DateTimeFormat('es-MX', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(`${day}T00:00:00Z`))

test.describe('seguimiento a tiempo (issue 38)', () => {
  test.describe.configure({ timeout: 150_000 })
  test.use({ viewport: PHONE, hasTouch: true })

  test('una ficha sin actividad pasada su fecha límite sale vencida en el inicio y arriba de la lista; un WhatsApp con plantilla la atiende', async ({
    page,
    request,
    ownServer,
  }) => {
    const nombres = uniqueName('Valeria')
    const folio = await sendFicha(request, nombres, { correo: 'valeria@example.com' })
    await signedInStaff(page, ownServer.databaseFile, 'Rosa Admisiones', ['admisiones'])

    // Just arrived: due by the end of the next business day.
    await openFromQueue(page, 'fichas', nombres.split(' ')[1]!, folio)
    const activities = region(page, activitiesText.title)
    await expect(activities).toContainText(activitiesText.respondBy(dayShown(firstResponseDay(new Date()))))

    // Days later, nobody has acted on it.
    const database = new Database(ownServer.databaseFile)
    database.prepare(`update admission_forms set respond_by = '2026-01-05' where folio = ?`).run(folio)
    database.close()

    await page.goto(PANEL_PAGES.home)
    await panelDrawn(page)
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: STAFF_QUEUES.fichas.label }) })
    const overdueLink = card.getByRole('link', { name: /^\d+ vencidas?$/ })
    await expect(overdueLink).toHaveAccessibleDescription(homeText.overdueHint.fichas)
    await overdueLink.click()
    const overdueBlock = page.getByRole('table', { name: queueText.overdueCaption.fichas })
    await expect(overdueBlock.getByRole('link', { name: folio, exact: true })).toBeVisible()
    await expectNoAxeViolations(page)

    await overdueBlock.getByRole('link', { name: folio, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(folio)
    await expect(activities.getByText(activitiesText.overdue, { exact: true })).toBeVisible()

    // «Escribir por WhatsApp» with the appointment reminder: the chat opens on wa.me (answered here: no network).
    const template = whatsappTemplatesSeed[1]!
    const filled = fillTemplate(template.body, { nombre: nombres, programa: 'Derecho' })
    await page.context().route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }))
    await activities.getByLabel(activitiesText.whatsapp.template).selectOption({ label: template.title })
    await expect(activities.getByText(filled)).toBeVisible()
    const popup = page.waitForEvent('popup')
    await activities.getByRole('link', { name: activitiesText.whatsapp.open }).click()
    const chat = await popup
    await chat.waitForURL(/^https:\/\/wa\.me\//)
    const opened = new URL(chat.url())
    expect(opened.pathname).toBe('/528711234567')
    expect(opened.searchParams.get('text')).toBe(filled)
    await chat.close()

    await expect(page.getByText(activitiesText.whatsapp.recorded)).toBeVisible()
    await expect(activities).toContainText(/Respondida el/)
    await expect(activities.getByRole('list', { name: activitiesText.listTitle })).toContainText('WhatsApp: Mensaje enviado')
    await expectNoAxeViolations(page)

    // No longer overdue: gone from the top of the list.
    await openSection(page, STAFF_QUEUES.fichas.label)
    await panelDrawn(page)
    await expect(page.getByRole('table', { name: queueText.overdueCaption.fichas }).getByRole('link', { name: folio, exact: true })).toHaveCount(0)
  })
})
