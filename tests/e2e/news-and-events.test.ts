import { expect, test, type Locator, type Page } from '@playwright/test'
import { EVENT_MESSAGES } from '#contracts/content/events.ts'
import { MARKDOWN_MESSAGES } from '#contracts/content/markdown.ts'
import { eventPath, newsPostPath, paths } from '#contracts/site-paths.ts'
import { instituteDay } from '#contracts/time-zone.ts'
import { contentText } from '#app/panel/content/content-text.ts'
import { blogTeaser } from '#content/home.ts'
import { publicationsText } from '#content/publications.ts'
import { startBenchServer } from '../../scripts/bench/bench-server.ts'
import { expectNoAxeViolations } from './axe.ts'
import { BUILT_ORIGIN } from './built-origin.ts'
import { createStaffFromCli, openSection, panelDrawn, signedInPhone, staffEmail } from './panel-support.ts'
import { sharedDatabase } from './shared-database.ts'
import { PHONE } from './site-routes.ts'

/*
 * Issue 37: a `contenido` person publishes a news post and two events from the panel on a phone;
 * they appear at their URLs (the post also on the home page), in the sitemap and with their structured data; an ended event stays
 * readable, marked as past; a slug nobody published is the not-found page.
 */

// Not the suite's server: these journeys publish content other journeys do not expect.
const PORT = 4179

/** The institute's day `days` from today, `aaaa-mm-dd`. */
const dayFromToday = (days: number) => instituteDay(new Date(Date.now() + days * 24 * 60 * 60 * 1000))

async function openKind(page: Page, label: string) {
  await openSection(page, contentText.section)
  await panelDrawn(page)
  await page.getByRole('link', { name: label, exact: true }).click()
  await panelDrawn(page)
}

/** Adds an item to the record's list and gives it its title; the item's group is then named by it. */
async function addItem(page: Page, title: string): Promise<Locator> {
  await page.getByRole('button', { name: /^Agregar/ }).last().click()
  const added = page.getByRole('group', { name: /^Elemento \d+$/ }).last()
  await added.getByRole('textbox', { name: 'Título', exact: true }).fill(title)
  return page.getByRole('group', { name: title, exact: true })
}

async function publish(page: Page, version: number) {
  await page.getByRole('button', { name: contentText.publish }).click()
  await expect(page.getByText(contentText.published(version))).toBeVisible()
}

/** The page's structured data, parsed: it must be valid JSON. */
async function jsonLdOf(page: Page): Promise<Record<string, unknown>> {
  return JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '') as Record<string, unknown>
}

test('una persona de contenido publica una noticia y eventos desde el teléfono; aparecen en sus páginas, el sitemap y sus datos estructurados', async ({ browser }) => {
  test.setTimeout(180_000)
  const database = await sharedDatabase()
  const server = await startBenchServer(PORT, undefined, { databaseUrl: database.url })
  try {
    const editor = staffEmail('contenido')
    await createStaffFromCli(editor, 'Carmen Contenido', ['contenido'], { databaseUrl: database.url })
    const page = await signedInPhone(browser, server.origin, editor)

    // A news post: raw HTML is refused under its field, and the text typed stays.
    await openKind(page, 'Noticias')
    const post = await addItem(page, 'Abren las fichas 2027')
    await post.getByRole('textbox', { name: 'Dirección de la página', exact: true }).fill('fichas-2027')
    await post.getByLabel('Fecha', { exact: true }).fill('2026-11-20')
    await post.getByRole('textbox', { name: 'Resumen', exact: true }).fill('Ya puedes generar tu ficha de admisión en línea.')
    const body = post.getByRole('textbox', { name: 'Texto', exact: true })
    await body.fill('## Qué necesitas\n\nTu *acta de nacimiento*. <b>Importante</b>')
    await page.getByRole('button', { name: contentText.publish }).click()
    await expect(post.getByText(MARKDOWN_MESSAGES.html)).toBeVisible()
    await expect(body).toHaveValue(/<b>Importante<\/b>/)
    await body.fill('## Qué necesitas\n\nTu *acta de nacimiento* y la [guía de la SEP](https://www.gob.mx/sep).\n\n- Revisa los [costos](/inicio/genera)')
    // The post's own page, from the draft, before anything is published.
    const [preview] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: contentText.itemPreview('Abren las fichas 2027') }).click()])
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Abren las fichas 2027')
    await expect(preview.getByRole('heading', { level: 2, name: 'Qué necesitas' })).toBeVisible()
    await preview.close()
    await publish(page, 2)
    await expectNoAxeViolations(page)

    // Two events: one to come at a campus, one that ended, online.
    await openKind(page, 'Eventos')
    const openDay = await addItem(page, 'Día de puertas abiertas en Saltillo')
    const upcomingDay = dayFromToday(7)
    await openDay.getByRole('textbox', { name: 'Dirección de la página', exact: true }).fill('puertas-abiertas-saltillo')
    await openDay.getByRole('combobox', { name: 'Tipo', exact: true }).selectOption({ label: 'Día de puertas abiertas' })
    await openDay.getByRole('combobox', { name: 'Dónde', exact: true }).selectOption({ label: 'Campus Saltillo' })
    await openDay.getByRole('textbox', { name: 'Lugar', exact: true }).fill('Auditorio principal')
    await openDay.getByLabel('Empieza', { exact: true }).fill(`${upcomingDay}T10:00`)
    await openDay.getByLabel('Termina', { exact: true }).fill(`${upcomingDay}T09:00`)
    await openDay.getByRole('textbox', { name: 'Resumen', exact: true }).fill('Recorre el campus y conoce a tus maestros.')
    await openDay.getByRole('textbox', { name: 'Descripción', exact: true }).fill('Ven con tu familia: habrá **recorridos** cada hora.')
    await page.getByRole('button', { name: contentText.publish }).click()
    await expect(openDay.getByText(EVENT_MESSAGES.endBeforeStart)).toBeVisible()
    await openDay.getByLabel('Termina', { exact: true }).fill(`${upcomingDay}T14:00`)
    const session = await addItem(page, 'Sesión informativa de posgrado')
    const pastDay = dayFromToday(-3)
    await session.getByRole('textbox', { name: 'Dirección de la página', exact: true }).fill('sesion-posgrado')
    await session.getByRole('combobox', { name: 'Tipo', exact: true }).selectOption({ label: 'Sesión informativa' })
    await session.getByRole('combobox', { name: 'Dónde', exact: true }).selectOption({ label: 'En línea' })
    await session.getByRole('textbox', { name: 'Lugar', exact: true }).fill('Videollamada; el enlace llega por correo')
    await session.getByLabel('Empieza', { exact: true }).fill(`${pastDay}T18:00`)
    await session.getByLabel('Termina', { exact: true }).fill(`${pastDay}T19:00`)
    await session.getByRole('textbox', { name: 'Resumen', exact: true }).fill('Conoce las maestrías y el doctorado.')
    await session.getByRole('textbox', { name: 'Descripción', exact: true }).fill('Resolvemos tus dudas sobre los programas de posgrado.')
    await publish(page, 2)

    // The public pages follow the publish (this host's next poll).
    const visitor = await (await browser.newContext({ viewport: PHONE })).newPage()
    await expect
      .poll(async () => (await visitor.goto(`${server.origin}${paths.noticias}`))?.status() === 200 && (await visitor.getByRole('link', { name: 'Abren las fichas 2027' }).count()), { timeout: 30_000 })
      .toBe(1)
    await visitor.goto(`${server.origin}${paths.home}`)
    await visitor.getByRole('navigation', { name: blogTeaser.latestNews.heading }).getByRole('link', { name: 'Abren las fichas 2027' }).click()
    await expect(visitor).toHaveURL(`${server.origin}${newsPostPath('fichas-2027')}`)
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Abren las fichas 2027')
    await expect(visitor.getByRole('heading', { level: 2, name: 'Qué necesitas' })).toBeVisible()
    await expect(visitor.getByRole('link', { name: 'guía de la SEP' })).toHaveAttribute('rel', 'noopener')
    await visitor.reload()
    expect(await jsonLdOf(visitor)).toMatchObject({ '@type': 'NewsArticle', headline: 'Abren las fichas 2027', datePublished: '2026-11-20', url: `${BUILT_ORIGIN}${newsPostPath('fichas-2027')}` })
    await expectNoAxeViolations(visitor)

    await visitor.goto(`${server.origin}${paths.eventos}`)
    const upcoming = visitor.getByRole('region', { name: publicationsText.events.upcoming })
    const past = visitor.getByRole('region', { name: publicationsText.events.past })
    await expect(upcoming.getByRole('link', { name: 'Día de puertas abiertas en Saltillo' })).toBeVisible()
    await expect(past.getByRole('listitem')).toContainText(publicationsText.events.endedBadge)
    await expect(past.getByRole('link', { name: 'Sesión informativa de posgrado' })).toBeVisible()
    await expectNoAxeViolations(visitor)

    await visitor.goto(`${server.origin}${eventPath('puertas-abiertas-saltillo')}`)
    expect(await jsonLdOf(visitor)).toMatchObject({
      '@type': 'Event',
      name: 'Día de puertas abiertas en Saltillo',
      startDate: `${upcomingDay}T10:00:00-06:00`,
      endDate: `${upcomingDay}T14:00:00-06:00`,
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Saltillo' } },
    })
    await visitor.goto(`${server.origin}${eventPath('sesion-posgrado')}`)
    await expect(visitor.getByRole('note')).toHaveText(publicationsText.events.ended)

    const sitemap = await (await visitor.request.get(`${server.origin}/sitemap.xml`)).text()
    for (const path of [newsPostPath('fichas-2027'), eventPath('puertas-abiertas-saltillo'), eventPath('sesion-posgrado')]) {
      expect(sitemap).toContain(`<loc>${BUILT_ORIGIN}${path}</loc>`)
    }
    const unknown = await visitor.goto(`${server.origin}${newsPostPath('no-existe')}`)
    expect(unknown?.status()).toBe(404)
  } finally {
    await server.stop()
    await database.drop()
  }
})
