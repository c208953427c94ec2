import { expect, test } from '@playwright/test'
import {
  COLLAGE_COLUMNS,
  COLLAGE_COLUMNS_BELOW_576,
  COLLAGE_COLUMNS_BELOW_992,
  COLLAGE_TILE_COUNT,
} from '../../app/config/ui-timing.ts'
import { campusPageText } from '../../content/campus-page.ts'
import { campusBySlug, campuses } from '../../content/campuses.ts'
import { brand } from '../../content/identity.ts'
import { openWithPausedClock } from './paused-clock.ts'
import { collectCspViolations, columnCount, expectNoAxeViolationsOnSettledPage, expectPageMeta, isVideoPaused } from './page-checks.ts'

const text = campusPageText
/** Long enough for any retry or timer of the hero to have run. */
const A_WHILE_MS = 10_000

/** spec §2.7, §9: the collage's columns at three window widths. */
const COLUMNS_AT_WIDTH = [
  [1280, COLLAGE_COLUMNS],
  [800, COLLAGE_COLUMNS_BELOW_992],
  [400, COLLAGE_COLUMNS_BELOW_576],
] as const

// spec §2.7: one journey per campus page, with a single page load each.
test.describe('páginas de campus', () => {
  for (const campus of campuses) {
    test(`${campus.page.path}: Campus ${campus.name}`, async ({ page }) => {
      test.slow()
      const cspViolations = await collectCspViolations(page)
      const response = await page.goto(campus.page.path)
      expect(response?.status()).toBe(200)
      await expectPageMeta(page, campus.page)

      // The hero: name and locality over the looping, muted video, with its pause button.
      const hero = page.getByRole('region', { name: `Campus ${campus.name}` })
      await expect(hero.getByRole('heading', { level: 1 })).toHaveText(`Campus ${campus.name}`)
      await expect(hero.getByText(`${campus.locality}, Coahuila`, { exact: true })).toBeVisible()
      const video = page.locator('video')
      await expect(video).toHaveJSProperty('muted', true)
      await expect(video).toHaveJSProperty('loop', true)
      // Paused once seen playing (its playback is the last test's): eight pages decoding video at once would hold up a two-core machine.
      await hero.getByRole('button', { name: text.playback.pause }).click()
      await expect(hero.getByRole('button', { name: text.playback.resume })).toBeVisible()

      // The headline, the map and the address exactly as the spec's table gives it.
      await expect(page.getByRole('heading', { level: 2, name: `En nuestro Campus ${campus.name}, Enciende tu antorcha del saber` })).toBeVisible()
      const map = page.locator(`iframe[title="${text.location.mapTitle(campus.name)}"]`)
      await expect(map).toHaveAttribute('loading', 'lazy')
      await expect(map).toHaveAttribute('src', campus.mapEmbedUrl)
      await expect(page.locator('address')).toHaveText(campus.address)
      await expect(page.getByRole('img', { name: campus.photo.alt })).toBeAttached()

      // The directory: its title, four cards with the spec's texts, 'Contacto' to the placeholder.
      const directory = page.getByRole('region', { name: `Directorio ${brand.acronym}` })
      await expect(directory.getByRole('heading', { level: 3 })).toHaveText(text.directoryCards.map((card) => card.title))
      for (const card of text.directoryCards) await expect(directory.getByText(card.text, { exact: true })).toBeVisible()
      const contactLinks = directory.getByRole('link', { name: /^Contacto/ })
      await expect(contactLinks).toHaveCount(4)
      for (const link of await contactLinks.all()) await expect(link).toHaveAttribute('href', '#')

      // The collage: ten captioned tiles.
      const tiles = page.getByRole('list', { name: text.collageHeading }).getByRole('listitem')
      await expect(tiles).toHaveCount(COLLAGE_TILE_COUNT)
      await expect(tiles).toHaveText(campus.collage.map((tile) => tile.caption))

      // Structured data: the campus with its postal address.
      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '')
      expect(jsonLd).toMatchObject({
        '@type': 'CollegeOrUniversity',
        address: { '@type': 'PostalAddress', streetAddress: campus.streetAddress, postalCode: campus.postalCode },
      })

      await expectNoAxeViolationsOnSettledPage(page)

      // 4 columns, 2 below 992 px, 1 below 576 px, measured on the rendered grid.
      for (const [width, columns] of COLUMNS_AT_WIDTH) {
        await page.setViewportSize({ width, height: 900 })
        await expect.poll(() => columnCount(tiles), { message: `${width}px` }).toBe(columns)
      }
      expect(cspViolations).toEqual([])
    })
  }

  test("San Pedro muestra sus leyendas reales: 'Orgullo de ser' con las siglas y 'Generación 2023-2025'", async ({ page }) => {
    const sanPedro = campusBySlug('sanpedro')
    await page.goto(sanPedro.page.path)
    const tiles = page.getByRole('list', { name: text.collageHeading }).getByRole('listitem')
    await expect(tiles.filter({ hasText: `Orgullo de ser ${brand.acronym}` })).toHaveCount(1)
    await expect(tiles.filter({ hasText: 'Generación 2023-2025' })).toHaveCount(1)
    await expect(tiles.filter({ hasText: /^Texto \d+$/ })).toHaveCount(0)
    // Its own photos, not the other campuses' collage.
    const images = tiles.getByRole('img')
    await expect(images.first()).toHaveAttribute('alt', sanPedro.collage[0]!.image.alt)
    await expect(images.first()).not.toHaveAttribute('alt', campusBySlug('parras').collage[0]!.image.alt)
  })

  test('el video se pausa con su botón, y con movimiento reducido empieza en pausa', async ({ page }) => {
    const campus = campusBySlug('saltillo')
    await page.goto(campus.page.path)
    await expect.poll(() => isVideoPaused(page)).toBe(false)
    await page.getByRole('button', { name: text.playback.pause }).click()
    await expect(page.getByRole('button', { name: text.playback.resume })).toBeVisible()
    await expect.poll(() => isVideoPaused(page)).toBe(true)

    await openWithPausedClock(page, campus.page.path, { reducedMotion: true })
    await expect(page.getByRole('button', { name: text.playback.resume })).toBeVisible()
    await page.clock.runFor(A_WHILE_MS)
    expect(await isVideoPaused(page)).toBe(true)
  })
})
