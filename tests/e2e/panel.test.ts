import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { STATUS_MESSAGES } from '../../contracts/api-responses.ts'
import { AUDIT_ACTION_LABELS, AUDIT_COLUMNS, AUDIT_FILTER_TEXT } from '../../contracts/audit.ts'
import { PANEL_PAGES } from '../../contracts/panel-pages.ts'
import { PEOPLE_PAGES } from '../../contracts/people.ts'
import { STAFF_MESSAGES, STAFF_QUEUES } from '../../contracts/staff.ts'
import { accountText } from '../../app/panel/account/account-text.ts'
import { auditText } from '../../app/panel/audit/audit-text.ts'
import { EVENTS_PANEL_PAGE } from '../../app/panel/events/events-text.ts'
import { setPasswordText, signInText } from '../../app/panel/session/session-text.ts'
import { panelText } from '../../app/panel/shared/panel-text.ts'
import { staffText } from '../../app/panel/staff/staff-text.ts'
import { totpCode } from '../support/totp.ts'
import { expectNoAxeViolations } from './axe.ts'
import { widthsTooNarrow } from './page-width.ts'
import { PHONE_HEIGHT_PX, PHONE_WIDTHS_PX } from './site-routes.ts'
import { STAFF_PASSWORD, createStaffFromCli, panelDrawn, setPasswordLinkFor, signIn, staffEmail, submitSignIn } from './panel-support.ts'

/** Opens the audit trail from the menu, filtered to one person, and reads the actions listed (newest first). */
async function auditActionsOf(page: Page, email: string): Promise<string[]> {
  const audit = auditText
  await page.getByRole('navigation', { name: panelText.navigation }).getByRole('link', { name: audit.title }).click()
  await page.getByRole('textbox', { name: AUDIT_FILTER_TEXT.persona.label }).fill(email)
  await page.getByRole('button', { name: panelText.list.filter }).click()
  await expect(page).toHaveURL(new RegExp(`persona=${encodeURIComponent(email)}`))
  const table = page.getByRole('table', { name: audit.caption })
  // Read the headers with the rows: the table may not be drawn yet on the first look.
  const column = (name: string) =>
    table.evaluate((element, header) => {
      const index = Array.from(element.querySelectorAll('th'), (th) => th.textContent).indexOf(header)
      return Array.from(element.querySelectorAll('tbody tr'), (row) => row.querySelectorAll('td')[index]?.textContent ?? '')
    }, name)
  // The list of the previous filter stays until the new one arrives: wait for this person's rows only.
  await expect.poll(async () => new Set(await column(AUDIT_COLUMNS.actor))).toEqual(new Set([email]))
  return column(AUDIT_COLUMNS.action)
}

test.describe('panel del personal (issue 13)', () => {
  // Journeys of several screens and people, each checked with axe on the way.
  test.describe.configure({ timeout: 150_000 })

  test('una persona sin sesión va a iniciar sesión y vuelve a donde iba; el inicio muestra sus colas', async ({ page }) => {
    const email = staffEmail('ana')
    await createStaffFromCli(email, 'Ana Pérez', ['admin'])

    const response = await page.goto(`${PANEL_PAGES.home}?desde=correo`)
    expect(response?.headers()['cache-control']).toBe('no-store')
    await expect(page).toHaveURL(`${PANEL_PAGES.signIn}?volver=%2Fpanel%3Fdesde%3Dcorreo`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Iniciar sesión')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
    await expectNoAxeViolations(page)

    await submitSignIn(page, email, 'no es la contraseña de ana')
    await expect(page.getByRole('alert')).toHaveText(STAFF_MESSAGES.wrongCredentials)
    await submitSignIn(page, email)
    await expect(page).toHaveURL(`${PANEL_PAGES.home}?desde=correo`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inicio')
    await expect(page).toHaveTitle('Inicio · Panel del instituto')
    const queues = page.getByRole('region', { name: 'Colas de trabajo' }).getByRole('heading', { level: 3 })
    await expect(queues).toHaveText(Object.values(STAFF_QUEUES).map((queue) => queue.label))
    await expectNoAxeViolations(page)
  })

  test('al terminar la sesión en otro dispositivo, el panel pide iniciar sesión y regresa a la misma pantalla', async ({ page, browser }) => {
    const email = staffEmail('carla')
    await createStaffFromCli(email, 'Carla Núñez', ['contacto'])
    await signIn(page, email)
    await expect(page.getByRole('region', { name: 'Colas de trabajo' }).getByRole('heading', { level: 3 })).toHaveText([STAFF_QUEUES.contacto.label])

    const elsewhere = await browser.newContext()
    const other = await elsewhere.newPage()
    await signIn(other, email)
    await other.goto(PANEL_PAGES.account)
    const sessions = accountText.sessions
    await other.getByRole('button', { name: sessions.signOutAll }).click()
    await other.getByRole('button', { name: sessions.confirmYes }).click()
    await expect(other).toHaveURL(PANEL_PAGES.signIn)
    await elsewhere.close()

    await page.goto(`${PANEL_PAGES.home}?vista=2`)
    await expect(page).toHaveURL(/\/panel\/entrar\?volver=%2Fpanel%3Fvista%3D2&sesion=expirada$/)
    await expect(page.getByRole('status')).toHaveText(STATUS_MESSAGES[403])
    await submitSignIn(page, email, STAFF_PASSWORD)
    await expect(page).toHaveURL(`${PANEL_PAGES.home}?vista=2`)
  })

  test('un administrador invita a una persona de admisiones, que elige su contraseña y no puede abrir la lista del personal', async ({ page, browser }) => {
    const ana = staffEmail('ana')
    const beto = staffEmail('beto')
    await createStaffFromCli(ana, 'Ana Pérez', ['admin'])
    await signIn(page, ana)

    await page.getByRole('navigation', { name: panelText.navigation }).getByRole('link', { name: 'Personal' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(staffText.title)
    const invite = page.getByRole('form', { name: staffText.inviteTitle })
    await invite.getByRole('textbox', { name: 'Correo', exact: true }).fill(beto)
    await invite.getByRole('textbox', { name: 'Nombre completo' }).fill('Beto Ruiz')
    await invite.getByRole('checkbox', { name: /^Admisiones/ }).check()
    await invite.getByRole('button', { name: staffText.inviteSubmit }).click()
    await expect(page.getByRole('status').filter({ hasText: staffText.invited(beto) })).toBeVisible()
    await expect(page.getByRole('listitem').filter({ hasText: beto }).getByRole('heading', { level: 3 })).toHaveText('Beto Ruiz')
    await expectNoAxeViolations(page)

    await expect.poll(() => setPasswordLinkFor(beto)).toBeDefined()
    const link = new URL(setPasswordLinkFor(beto) ?? '')
    const betoContext = await browser.newContext()
    const betoPage = await betoContext.newPage()
    await betoPage.goto(`${link.pathname}${link.search}`)
    await expect(betoPage.getByRole('heading', { level: 1 })).toHaveText(setPasswordText.title)
    await expectNoAxeViolations(betoPage)
    await betoPage.getByLabel('Contraseña nueva').fill(STAFF_PASSWORD)
    await betoPage.getByLabel('Repite la contraseña').fill(STAFF_PASSWORD)
    await betoPage.getByRole('button', { name: setPasswordText.submit }).click()
    await expect(betoPage.getByText(setPasswordText.done)).toBeVisible()
    await betoPage.getByRole('link', { name: 'Iniciar sesión' }).click()
    await submitSignIn(betoPage, beto)
    await expect(betoPage).toHaveURL(PANEL_PAGES.home)
    await expect(betoPage.getByRole('navigation', { name: panelText.navigation }).getByRole('link')).not.toContainText(['Personal'])
    await betoPage.goto(PANEL_PAGES.staff)
    await expect(betoPage.getByRole('heading', { level: 1 })).toHaveText(panelText.wrongRole.heading)
    await expect(betoPage.getByText(STAFF_MESSAGES.wrongRole)).toBeVisible()
    await expectNoAxeViolations(betoPage)
    await betoContext.close()

    const labels = AUDIT_ACTION_LABELS
    expect(await auditActionsOf(page, beto)).toEqual([labels['sign-in'], labels['password-changed']])
    expect(await auditActionsOf(page, ana)).toEqual([labels['invitation-sent'], labels['staff-created'], labels['sign-in']])
    await expectNoAxeViolations(page)
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: panelText.list.download }).click()])
    const csv = readFileSync((await download.path()) ?? '', 'utf8')
    expect(csv).toContain(`${ana},${labels['invitation-sent']}`)
  })

  test('un administrador creado en la línea de comandos activa la verificación en dos pasos y entra con el código de su aplicación', async ({ page }) => {
    const email = staffEmail('dora')
    await createStaffFromCli(email, 'Dora Ibarra', ['admin'])
    await signIn(page, email)
    const account = accountText
    await page.getByRole('navigation', { name: panelText.navigation }).getByRole('link', { name: account.title }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(account.title)
    await expectNoAxeViolations(page)

    const twoFactor = page.getByRole('region', { name: account.twoFactor.heading })
    await twoFactor.getByRole('button', { name: account.twoFactor.start }).click()
    await twoFactor.getByLabel('Contraseña', { exact: true }).fill(STAFF_PASSWORD)
    await twoFactor.getByRole('button', { name: account.twoFactor.startSubmit }).click()
    await expect(twoFactor.getByRole('img', { name: account.twoFactor.qrAlt })).toBeVisible()
    await expect(twoFactor.getByRole('list', { name: account.twoFactor.codesHeading }).getByRole('listitem')).toHaveCount(10)
    await expectNoAxeViolations(page)
    // What a person types into the app when they cannot scan: the key, in groups of four.
    const key = (await twoFactor.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/).textContent())?.replaceAll(' ', '') ?? ''
    const authenticator = `otpauth://totp/panel?secret=${key}`
    await twoFactor.getByRole('textbox', { name: 'Código' }).fill(totpCode(authenticator))
    await twoFactor.getByRole('button', { name: account.twoFactor.confirmSubmit, exact: true }).click()
    await expect(twoFactor.getByRole('status').filter({ hasText: account.twoFactor.enabled })).toBeVisible()

    await page.getByRole('button', { name: panelText.signOut, exact: true }).click()
    await expect(page).toHaveURL(PANEL_PAGES.signIn)
    await submitSignIn(page, email)
    await expect(page.getByRole('heading', { level: 2, name: signInText.codeTitle })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('textbox', { name: 'Código' }).fill(totpCode(authenticator))
    await page.getByRole('button', { name: signInText.codeSubmit }).click()
    await expect(page).toHaveURL(PANEL_PAGES.home)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inicio')

    const labels = AUDIT_ACTION_LABELS
    expect(await auditActionsOf(page, email)).toEqual([labels['sign-in'], labels['sign-out'], labels['two-factor-enabled'], labels['sign-in']])
  })

  test.describe('en un teléfono', () => {
    test.use({ viewport: { width: PHONE_WIDTHS_PX[0], height: PHONE_HEIGHT_PX }, hasTouch: true })

    test('cada pantalla del panel cabe a 320, 360 y 390 px sin desplazarse de lado y pasa axe', async ({ page }) => {
      const email = staffEmail('elena')
      await createStaffFromCli(email, 'Elena Villarreal Garza', ['admin', 'servicios-escolares'])
      expect(await widthsTooNarrow(page, PANEL_PAGES.signIn, panelDrawn)).toEqual([])
      await signIn(page, email)
      for (const path of [PANEL_PAGES.home, PANEL_PAGES.account, PANEL_PAGES.staff, PANEL_PAGES.audit, PEOPLE_PAGES.search, EVENTS_PANEL_PAGE, `${PANEL_PAGES.home}/no-existe`]) {
        expect(await widthsTooNarrow(page, path, panelDrawn), path).toEqual([])
        await expectNoAxeViolations(page)
      }
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(panelText.notFound.heading)
    })
  })
})
