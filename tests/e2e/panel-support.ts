import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { expect, type Browser, type Page } from '@playwright/test'
import { PANEL_PAGES } from '../../contracts/panel-pages.ts'
import { STAFF_FIELD_TEXT, type StaffRole } from '../../contracts/staff.ts'
import { panelText } from '../../app/panel/shared/panel-text.ts'
import { E2E_DATABASE_FILE, E2E_OUTBOX_DIR } from './server-files.ts'
import { PHONE } from './site-routes.ts'

const run = promisify(execFile)

/** A password good enough for the panel (12+ characters, not a common one). */
export const STAFF_PASSWORD = 'faro del norte sobre la sierra 2026'

/** A fresh staff address for this run (the e2e database outlives runs). */
export const staffEmail = (name: string) => `${name}-${randomUUID().slice(0, 8)}@instituto.example`

/**
 * `npm run staff -- create` against the e2e server's database (or another server's), as the first
 * administrator would run it: the password typed on standard input.
 */
export async function createStaffFromCli(
  email: string,
  nombre: string,
  roles: readonly StaffRole[],
  { password = STAFF_PASSWORD, databaseUrl = `file:${E2E_DATABASE_FILE}` }: { password?: string; databaseUrl?: string } = {},
) {
  const args = ['tsx', 'server/cli/staff.ts', 'create', '--email', email, '--name', nombre, ...roles.flatMap((role) => ['--role', role])]
  const child = run('npx', args, { env: { ...process.env, DATABASE_URL: databaseUrl } })
  child.child.stdin?.end(password)
  const { stdout } = await child
  expect(stdout).toContain(`Cuenta creada: ${email}`)
}


/** A new phone-sized, touch browser context on `origin`, signed in to the panel as `email`. */
export async function signedInPhone(browser: Browser, origin: string, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin, viewport: PHONE, hasTouch: true })
  const page = await context.newPage()
  await page.goto(PANEL_PAGES.signIn)
  await submitSignIn(page, email)
  await expect(page).toHaveURL(PANEL_PAGES.home)
  return page
}

/** A panel screen is drawn once its heading shows and nothing says it is still loading. */
export async function panelDrawn(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText(/^Cargando/)).toHaveCount(0)
}

/** Opens a section from the panel's menu: on a phone the menu first unfolds from «Menú». */
export async function openSection(page: Page, label: string) {
  const menuButton = page.getByRole('button', { name: panelText.menu, exact: true })
  const menu = page.getByRole('navigation', { name: panelText.navigation })
  // Hidden elements are not matched: a phone shows the button, a wider screen the menu.
  await expect(menuButton.or(menu)).toBeVisible()
  if (await menuButton.isVisible()) await menuButton.click()
  await menu.getByRole('link', { name: label, exact: true }).click()
}

/** Unfolds a list's filters if they are folded (as they start on a phone). */
export async function unfoldFilters(page: Page) {
  const toggle = page.getByRole('button', { name: panelText.list.filters, exact: true })
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
}

/** Fills the sign-in screen the page is on and sends it. */
export async function submitSignIn(page: Page, email: string, password = STAFF_PASSWORD) {
  await page.getByRole('textbox', { name: STAFF_FIELD_TEXT.email.label, exact: true }).fill(email)
  await page.getByLabel(STAFF_FIELD_TEXT.contrasena.label, { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
}

/** Opens the sign-in screen and signs in; waits for the panel's home. */
export async function signIn(page: Page, email: string, password = STAFF_PASSWORD) {
  await page.goto(PANEL_PAGES.signIn)
  await submitSignIn(page, email, password)
  await expect(page).toHaveURL(PANEL_PAGES.home)
}

/** Quoted-printable decoded (the outbox writes e-mail bodies that way). */
const decodeQuotedPrintable = (text: string) =>
  text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))

/**
 * The newest set-password link e-mailed to `email` (invitation or reset), read from the `.eml`
 * files the server's outbox writes; `undefined` until one is there.
 */
export function setPasswordLinkFor(email: string): string | undefined {
  if (!existsSync(E2E_OUTBOX_DIR)) return undefined
  const links = readdirSync(E2E_OUTBOX_DIR)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => join(E2E_OUTBOX_DIR, name))
    .sort((first, second) => statSync(first).mtimeMs - statSync(second).mtimeMs)
    .map((file) => decodeQuotedPrintable(readFileSync(file, 'utf8')))
    .filter((message) => new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}\\s*$`, 'mi').test(message))
    .map((message) => /https?:\/\/[^\s"<>]*\/panel\/contrasena\?token=[\w-]+/.exec(message)?.[0])
    .filter((link): link is string => link !== undefined)
  return links.at(-1)
}
