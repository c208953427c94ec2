import type { APIRequestContext } from '@playwright/test'
import { PANEL_PAGES } from '../../contracts/panel-pages.ts'
import { QUEUE_FILTER_TEXT, STAFF_QUEUE_KEYS } from '../../contracts/queues.ts'
import { STAFF_QUEUES, type StaffQueue } from '../../contracts/staff.ts'
import { accountText } from '../../app/panel/account/account-text.ts'
import { certificateText } from '../../app/panel/certificates/certificate-text.ts'
import { homeText } from '../../app/panel/home/home-text.ts'
import { eventsText } from '../../app/panel/events/events-text.ts'
import { peopleText } from '../../app/panel/people/people-text.ts'
import { panelText } from '../../app/panel/shared/panel-text.ts'
import { expectNoAxeViolations } from './axe.ts'
import { expect, test } from './own-server.ts'
import { panelDrawn } from './panel-support.ts'
import { sendBecaApplication, sendContactMessage, sendDocumentRequest, sendFicha, signedInStaff, uniqueName } from './queue-support.ts'
import { PHONE } from './site-routes.ts'

/* Issue 36: on a phone the panel's first screen shows work, not its menu and filters. */


const SEND: Readonly<Record<StaffQueue, (request: APIRequestContext, nombre: string) => Promise<string>>> = {
  contacto: (request, nombre) => sendContactMessage(request, nombre, 'telefono.contacto@example.com'),
  fichas: (request, nombre) => sendFicha(request, nombre),
  documentos: (request, nombre) => sendDocumentRequest(request, nombre, 'telefono.documentos@example.com'),
  becas: (request, nombre) => sendBecaApplication(request, nombre, 'telefono.becas@example.com'),
}

test.describe('el panel en un teléfono de 390 × 844 (issue 36)', () => {
  test.use({ viewport: PHONE, hasTouch: true })
  test.describe.configure({ timeout: 150_000 })

  test('el primer registro de cada cola se ve en la primera pantalla; el menú y los filtros se despliegan con sus botones', async ({ page, request, ownServer }) => {
    for (const queue of STAFF_QUEUE_KEYS) await SEND[queue](request, uniqueName('Teléfono'))
    await signedInStaff(page, ownServer.databaseFile, 'Tere Colas', ['admisiones', 'contacto', 'servicios-escolares'])

    for (const queue of STAFF_QUEUE_KEYS) {
      await page.goto(PANEL_PAGES.queue(queue))
      await panelDrawn(page)
      // The first item: the first row of the first table (the overdue requests come first when there are any).
      const firstRow = page.getByRole('table').first().getByRole('row').filter({ has: page.getByRole('cell') }).first()
      await expect(firstRow.getByRole('link').first()).toBeVisible()
      const row = await firstRow.boundingBox()
      expect(row, queue).not.toBeNull()
      expect(row!.y, `${queue}: el primer registro empieza en la primera pantalla`).toBeGreaterThanOrEqual(0)
      expect(row!.y + row!.height, `${queue}: el primer registro cabe en la primera pantalla`).toBeLessThanOrEqual(PHONE.height)
    }

    // The menu: folded behind «Menú», unfolded by it, folded again by Escape (the focus back on the button).
    const menuButton = page.getByRole('button', { name: panelText.menu, exact: true })
    const menu = page.getByRole('navigation', { name: panelText.navigation })
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
    await expect(menu).toBeHidden()
    await menuButton.click()
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
    await expect(menu.getByRole('link')).toHaveText([homeText.title, ...STAFF_QUEUE_KEYS.map((queue) => STAFF_QUEUES[queue].label), certificateText.section, eventsText.title, peopleText.section, accountText.title])
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(menuButton).toBeFocused()
    // A section opened from the menu finds it folded.
    await menuButton.click()
    await menu.getByRole('link', { name: STAFF_QUEUES.fichas.label, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(STAFF_QUEUES.fichas.label)
    await expect(menu).toBeHidden()

    // The filters: folded under «Filtros», unfolded by it.
    const filters = page.getByRole('button', { name: panelText.list.filters, exact: true })
    const search = page.getByRole('searchbox', { name: QUEUE_FILTER_TEXT.q.label, exact: true })
    await expect(filters).toHaveAttribute('aria-expanded', 'false')
    await expect(search).toBeHidden()
    await filters.click()
    await expect(filters).toHaveAttribute('aria-expanded', 'true')
    await expect(search).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
