import { expect, test, type Locator, type Page } from '@playwright/test'
import { aboutContent, aboutPage } from '../../content/about.ts'
import { cultureContent, culturePage } from '../../content/culture.ts'
import { sportsContent, sportsPage } from '../../content/sports.ts'
import { openWithPausedClock } from './paused-clock.ts'
import { collectCspViolations, expectNoAxeViolationsOnSettledPage, expectPageMeta, isVideoPaused } from './page-checks.ts'

/** A previous/next carousel (spec §4): checks it moves forward, back, and wraps both ways. */
async function expectCarouselMovesBothWays(page: Page, carousel: Locator, total: number) {
  const next = carousel.getByRole('button', { name: 'Siguiente', exact: true })
  const previous = carousel.getByRole('button', { name: 'Anterior', exact: true })
  const expectImage = async (n: number) => {
    await expect(carousel.getByText(`Imagen ${n} de ${total}`, { exact: true })).toBeVisible()
    await expect(carousel.getByRole('group', { name: `${n} de ${total}`, exact: true })).not.toHaveAttribute('aria-hidden')
    // The slide shown sits in the carousel's frame.
    await expect
      .poll(async () => {
        const slide = await carousel.getByRole('group', { name: `${n} de ${total}`, exact: true }).boundingBox()
        const frame = await carousel.boundingBox()
        return slide && frame ? Math.round(slide.x - frame.x) : Number.NaN
      })
      .toBe(0)
  }
  await expect(next).toBeEnabled()
  await expect(carousel.getByRole('group', { name: /^\d+ de \d+$/, includeHidden: true })).toHaveCount(total)
  // Only the image shown is exposed to assistive technology.
  await expect(carousel.getByRole('group', { name: /^\d+ de \d+$/ })).toHaveCount(1)
  await expectImage(1)
  await next.click()
  await expectImage(2)
  await previous.click()
  await expectImage(1)
  await previous.click()
  await expectImage(total)
  await next.click()
  await expectImage(1)
}

test.describe('Conócenos', () => {
  test('cuenta la historia y el movimiento, y ofrece tres logotipos para descargar', async ({ page }) => {
    const cspViolations = await collectCspViolations(page)
    await page.goto(aboutPage.path)
    await expectPageMeta(page, aboutPage)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(aboutContent.hero.title)
    await expect(page.getByRole('button', { name: aboutContent.hero.playback.pause })).toBeVisible()

    // spec §2.9: classes began in 2016 with 140 students in two programmes.
    const history = page.getByRole('region', { name: aboutContent.history.title })
    await expect(history).toContainText('2016')
    await expect(history).toContainText('140 estudiantes')
    await expect(history).toContainText('dos programas')
    // ... and the movement: founded in 1974, present in all 32 states.
    const movement = page.getByRole('region', { name: aboutContent.movement.title })
    await expect(movement).toContainText('1974')
    await expect(movement).toContainText('32 estados')

    const principles = page.getByRole('region', { name: aboutContent.principles.title })
    await expect(principles.getByRole('heading', { level: 3 })).toHaveText(['Misión', 'Visión', 'Valores'])

    // Three real downloads: the download attribute, and the server answers each with an image.
    const logos = page.getByRole('region', { name: aboutContent.logos.title })
    const downloads = logos.getByRole('link', { name: /^Descargar/ })
    await expect(downloads).toHaveCount(3)
    const types: string[] = []
    for (const [index, file] of aboutContent.logos.files.entries()) {
      const link = downloads.nth(index)
      await expect(link).toHaveAttribute('download', file.fileName)
      const href = await link.getAttribute('href')
      const answer = await page.request.get(href ?? '')
      expect(answer.status(), href ?? '').toBe(200)
      const type = answer.headers()['content-type'] ?? ''
      expect(type).toMatch(/^image\//)
      types.push(type.split(';')[0] ?? '')
    }
    expect(new Set(types)).toEqual(new Set(['image/svg+xml', 'image/png']))

    // A click saves the file. The link goes to the middle of the screen first: at the bottom right
    // the help bubble appears 5 s after load and could take the click meant for it.
    const lastDownload = downloads.last()
    await lastDownload.evaluate((link) => link.scrollIntoView({ block: 'center' }))
    const [download] = await Promise.all([page.waitForEvent('download'), lastDownload.click()])
    expect(download.suggestedFilename()).toBe(aboutContent.logos.files.at(-1)?.fileName)

    await expectNoAxeViolationsOnSettledPage(page)
    expect(cspViolations).toEqual([])
  })
})

test.describe('Deportes', () => {
  test('muestra las cuatro disciplinas y un carrusel que avanza y retrocede', async ({ page }) => {
    await page.goto(sportsPage.path)
    await expectPageMeta(page, sportsPage)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sportsContent.header)
    const cards = page.getByRole('list', { name: sportsContent.disciplines.title }).getByRole('listitem')
    await expect(cards).toHaveCount(4)
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(['Básquetbol', 'Fútbol', 'Natación', 'Voleibol'])
    await expect(cards.nth(0)).toContainText('Torneos internos')
    await expect(cards.nth(1)).toContainText('Ligas y partidos amistosos')
    await expect(cards.nth(2)).toContainText('Clases')
    await expect(cards.nth(2)).toContainText('competencias')
    await expect(cards.nth(3)).toContainText('mixtos y femeniles')

    const carousel = page.getByRole('group', { name: sportsContent.carousel.labels.carousel })
    await carousel.scrollIntoViewIfNeeded()
    // Previous and next only: nothing else to press.
    await expect(carousel.getByRole('button')).toHaveCount(2)
    await expectCarouselMovesBothWays(page, carousel, sportsContent.carousel.slides.length)
    await expectNoAxeViolationsOnSettledPage(page)
  })
})

test.describe('Cultura', () => {
  test('muestra el encabezado, los Linces, el carrusel y los tres eventos, sin pie de página', async ({ page }) => {
    const cspViolations = await collectCspViolations(page)
    await page.goto(culturePage.path)
    await expectPageMeta(page, culturePage)
    const { hero, team, events, carousel: carouselContent } = cultureContent

    const heroRegion = page.getByRole('region', { name: hero.title })
    await expect(heroRegion.getByText(hero.tagline)).toBeVisible()
    await expect(heroRegion.getByRole('img', { name: hero.overlay.alt })).toBeVisible()
    await expect(page.getByRole('button', { name: hero.playback.pause })).toBeVisible()

    const teamRegion = page.getByRole('region', { name: team.title })
    await expect(teamRegion.getByRole('img', { name: team.mascot.alt })).toBeVisible()
    await expect(teamRegion.getByText(team.nickname, { exact: true })).toBeVisible()
    for (const hashtag of team.hashtags) await expect(teamRegion.getByText(hashtag, { exact: true })).toBeVisible()

    const eventCards = page.getByRole('list', { name: events.title }).getByRole('listitem')
    await expect(eventCards.getByRole('heading', { level: 3 })).toHaveText([
      'Danza contemporánea',
      'Teatro universitario',
      'Ensamble musical',
    ])

    const carousel = page.getByRole('group', { name: carouselContent.labels.carousel })
    await carousel.scrollIntoViewIfNeeded()
    await expectCarouselMovesBothWays(page, carousel, 3)

    // spec §2.11: no footer on this page.
    await expect(page.getByRole('contentinfo')).toHaveCount(0)

    await expectNoAxeViolationsOnSettledPage(page)
    expect(cspViolations).toEqual([])
  })

  test('con movimiento reducido el video empieza en pausa', async ({ page }) => {
    await openWithPausedClock(page, culturePage.path, { reducedMotion: true })
    await expect(page.getByRole('button', { name: cultureContent.hero.playback.resume })).toBeVisible()
    expect(await isVideoPaused(page)).toBe(true)
  })
})
