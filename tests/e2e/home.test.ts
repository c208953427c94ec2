import { expect, test, type Locator, type Page } from '@playwright/test'
import {
  HERO_FIRST_SLIDE_MS,
  HERO_NEXT_SLIDE_MS,
  PROMO_AUTOPLAY_MS,
  PROMO_SLIDE_COUNT,
  PROMO_SWIPE_THRESHOLD_PX,
} from '../../app/config/ui-timing.ts'
import { homeHero, promoCarousel } from '../../content/home.ts'
import { brand, identitySeed } from '../../content/identity.ts'
import { media } from '../../content/media.ts'
import { expectNoAxeViolations } from './axe.ts'
import { expectHydrated } from './hydration.ts'
import { BUILT_ORIGIN } from './built-origin.ts'
import { openWithPausedClock as openHomeWithPausedClock } from './paused-clock.ts'

const HOME = '/inicio'
/** A moment before a timer is due, and the step that makes it due. */
const EARLY_MS = 100

/** Opens the home page with a paused fake clock: timers only run inside `page.clock.runFor`. */
const openWithPausedClock = (page: Page, options?: { reducedMotion?: boolean }) => openHomeWithPausedClock(page, HOME, options)

/** Parks the mouse on the fixed navigation bar, away from every carousel. */
const moveMouseAway = (page: Page) => page.mouse.move(1, 1)

test.describe('encabezado de videos', () => {
  const hero = (page: Page) => page.getByRole('region', { name: homeHero.title })
  const dot = (page: Page, n: number) => hero(page).getByRole('button', { name: `Ir al video ${n}` })

  async function expectVideo(page: Page, n: number) {
    await expect(dot(page, n)).toHaveAttribute('aria-current', 'true')
  }

  test('el primer video dura 7 s, cada uno de los siguientes 3 s, y vuelve a empezar', async ({ page }) => {
    await openWithPausedClock(page)
    // The dots are enabled in the same commit that arms the timer.
    await expect(dot(page, 1)).toBeEnabled()
    await expectVideo(page, 1)

    await page.clock.runFor(HERO_FIRST_SLIDE_MS - EARLY_MS)
    await expectVideo(page, 1)
    await page.clock.runFor(EARLY_MS)
    await expectVideo(page, 2)

    for (const next of [3, 4]) {
      await page.clock.runFor(HERO_NEXT_SLIDE_MS - EARLY_MS)
      await expectVideo(page, next - 1)
      await page.clock.runFor(EARLY_MS)
      await expectVideo(page, next)
    }

    // Wraps to the first video, which again gets its longer time.
    await page.clock.runFor(HERO_NEXT_SLIDE_MS)
    await expectVideo(page, 1)
    await page.clock.runFor(HERO_FIRST_SLIDE_MS - EARLY_MS)
    await expectVideo(page, 1)
    await page.clock.runFor(EARLY_MS)
    await expectVideo(page, 2)
  })

  test('el video del primer video se reproduce, y el botón de pausa detiene video y carrusel', async ({ page }) => {
    await openWithPausedClock(page)
    const video = page.locator('video').first()
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false)
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true)
    // Only the first video fetches anything before it is needed.
    expect(await page.locator('video').evaluateAll((videos) => videos.map((v) => v.getAttribute('preload')))).toEqual([
      'metadata',
      'none',
      'none',
      'none',
    ])

    await hero(page).getByRole('button', { name: 'Pausar videos' }).click()
    await expect(hero(page).getByRole('button', { name: 'Reanudar videos' })).toBeVisible()
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true)
    await page.clock.runFor(HERO_FIRST_SLIDE_MS * 2)
    await expectVideo(page, 1)

    await hero(page).getByRole('button', { name: 'Reanudar videos' }).click()
    await page.clock.runFor(HERO_FIRST_SLIDE_MS)
    await expectVideo(page, 2)
  })

  test('un punto lleva a su video', async ({ page }) => {
    await openWithPausedClock(page)
    await dot(page, 3).click()
    await expectVideo(page, 3)
  })

  test('el póster del primer video se pinta primero: carga inmediata, prioridad alta y tamaño explícito', async ({ page }) => {
    await page.goto(HOME)
    const poster = hero(page).getByRole('img', { name: media.homeHero[0].alt })
    await expect(poster).toHaveAttribute('fetchpriority', 'high')
    await expect(poster).toHaveAttribute('loading', 'eager')
    await expect(poster).toHaveAttribute('width', '1280')
    await expect(poster).toHaveAttribute('height', '720')
  })
})

test.describe('carrusel de promociones', () => {
  const promo = (page: Page) => page.getByRole('region', { name: promoCarousel.title })
  const button = (page: Page, name: string) => promo(page).getByRole('button', { name, exact: true })
  const dot = (page: Page, n: number) => button(page, `Ir a la promoción ${n}`)
  const counter = (page: Page, n: number) => promo(page).getByText(`${n} / ${PROMO_SLIDE_COUNT}`, { exact: true })
  /** The counter's live region: silent while autoplay runs, polite otherwise. */
  const liveRegion = (page: Page) => promo(page).locator('[aria-live]')

  async function expectSlide(page: Page, n: number) {
    await expect(counter(page, n)).toBeVisible()
    await expect(dot(page, n)).toHaveAttribute('aria-current', 'true')
    await expect(promo(page).getByRole('group', { name: `${n} de ${PROMO_SLIDE_COUNT}` })).toBeVisible()
  }

  async function openPromo(page: Page) {
    await openWithPausedClock(page)
    await expect(button(page, 'Pausar promociones')).toBeEnabled()
    await expectSlide(page, 1)
  }

  async function drag(page: Page, dx: number) {
    const slide = promo(page).getByRole('group', { name: /^\d de \d$/ }).first()
    await slide.scrollIntoViewIfNeeded()
    const box = await slide.boundingBox()
    if (!box) throw new Error('la diapositiva no tiene caja')
    const x = box.x + box.width / 2
    const y = box.y + box.height / 2
    await page.mouse.move(x, y)
    await page.mouse.down()
    await page.mouse.move(x + dx, y, { steps: 8 })
    await page.mouse.up()
  }

  /** A real touch swipe (Chromium's input pipeline: pointer and touch events, as on a phone). */
  async function touchSwipe(page: Page, dx: number) {
    const slide = promo(page).getByRole('group', { name: /^\d de \d$/ }).first()
    await slide.scrollIntoViewIfNeeded()
    const box = await slide.boundingBox()
    if (!box) throw new Error('la diapositiva no tiene caja')
    const x = box.x + box.width / 2
    const y = box.y + box.height / 2
    const devtools = await page.context().newCDPSession(page)
    await devtools.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] })
    for (let step = 1; step <= 8; step++) {
      await devtools.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + (dx * step) / 8, y }] })
    }
    await devtools.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    await devtools.detach()
  }

  test('avanza sola cada 5 s y vuelve de la última a la primera', async ({ page }) => {
    await openPromo(page)
    await expect(liveRegion(page)).toHaveAttribute('aria-live', 'off')
    await page.clock.runFor(PROMO_AUTOPLAY_MS - EARLY_MS)
    await expectSlide(page, 1)
    await page.clock.runFor(EARLY_MS)
    await expectSlide(page, 2)
    await page.clock.runFor(PROMO_AUTOPLAY_MS)
    await expectSlide(page, 3)
    await page.clock.runFor(PROMO_AUTOPLAY_MS)
    await expectSlide(page, 1)
  })

  test('las flechas se muestran deshabilitadas en los extremos y los puntos saltan a su promoción', async ({ page }) => {
    await openPromo(page)
    const previous = button(page, 'Anterior')
    const next = button(page, 'Siguiente')
    await expect(previous).toBeDisabled()
    await expect(next).toBeEnabled()

    await next.click()
    await expectSlide(page, 2)
    await expect(previous).toBeEnabled()
    await next.click()
    await expectSlide(page, 3)
    await expect(next).toBeDisabled()
    // A disabled arrow does nothing (it stays focusable, so focus is not lost).
    await next.dispatchEvent('click')
    await expectSlide(page, 3)

    await previous.click()
    await expectSlide(page, 2)
    await dot(page, 1).click()
    await expectSlide(page, 1)
    await expect(previous).toBeDisabled()
    await dot(page, 3).click()
    await expectSlide(page, 3)
    // While the pointer is over the carousel nothing moves by itself, so the counter may speak.
    await expect(liveRegion(page)).toHaveAttribute('aria-live', 'polite')
  })

  test('se detiene con el puntero encima y sigue al salir', async ({ page }) => {
    await openPromo(page)
    await promo(page).getByRole('group', { name: `1 de ${PROMO_SLIDE_COUNT}` }).hover()
    await page.clock.runFor(PROMO_AUTOPLAY_MS * 2)
    await expectSlide(page, 1)

    await moveMouseAway(page)
    await page.clock.runFor(PROMO_AUTOPLAY_MS - EARLY_MS)
    await expectSlide(page, 1)
    await page.clock.runFor(EARLY_MS)
    await expectSlide(page, 2)
  })

  test('el botón de pausa detiene y reanuda la reproducción automática', async ({ page }) => {
    await openPromo(page)
    await button(page, 'Pausar promociones').click()
    await expect(button(page, 'Reanudar promociones')).toBeVisible()
    await moveMouseAway(page)
    await page.clock.runFor(PROMO_AUTOPLAY_MS * 3)
    await expectSlide(page, 1)
    await expect(liveRegion(page)).toHaveAttribute('aria-live', 'polite')

    await button(page, 'Reanudar promociones').click()
    await expect(button(page, 'Pausar promociones')).toBeVisible()
    await moveMouseAway(page)
    await page.clock.runFor(PROMO_AUTOPLAY_MS)
    await expectSlide(page, 2)
    await expect(liveRegion(page)).toHaveAttribute('aria-live', 'off')
  })

  test('deslizar 50 px o más a la izquierda avanza, a la derecha retrocede, y ambos dan la vuelta', async ({ page }) => {
    await openPromo(page)
    await drag(page, -(PROMO_SWIPE_THRESHOLD_PX + 10))
    await expectSlide(page, 2)
    await drag(page, PROMO_SWIPE_THRESHOLD_PX + 10)
    await expectSlide(page, 1)
    // Right from the first slide wraps to the last; left from the last wraps to the first.
    await drag(page, PROMO_SWIPE_THRESHOLD_PX + 10)
    await expectSlide(page, 3)
    await drag(page, -(PROMO_SWIPE_THRESHOLD_PX + 10))
    await expectSlide(page, 1)
    // A shorter drag is no swipe.
    await drag(page, -(PROMO_SWIPE_THRESHOLD_PX - 20))
    await expectSlide(page, 1)
  })

  test('se detiene mientras el foco del teclado está dentro y sigue al salir', async ({ page }) => {
    await openPromo(page)
    await moveMouseAway(page)
    await button(page, 'Anterior').focus()
    // On the first slide 'Anterior' shows disabled yet keeps focus; pressing it does nothing.
    await page.keyboard.press('Enter')
    await expectSlide(page, 1)
    await page.keyboard.press('Tab')
    await expect(dot(page, 1)).toBeFocused()
    await page.clock.runFor(PROMO_AUTOPLAY_MS * 2)
    await expectSlide(page, 1)
    await expect(liveRegion(page)).toHaveAttribute('aria-live', 'polite')

    // Back out of the carousel, past 'Anterior'.
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Shift+Tab')
    await expect(promo(page).getByRole('button').and(page.locator(':focus'))).toHaveCount(0)
    await page.clock.runFor(PROMO_AUTOPLAY_MS - EARLY_MS)
    await expectSlide(page, 1)
    await page.clock.runFor(EARLY_MS)
    await expectSlide(page, 2)
  })

  test('al cambiar el tamaño de la ventana se queda en su promoción, y en pausa si lo estaba', async ({ page }) => {
    await openPromo(page)
    await dot(page, 3).click()
    await button(page, 'Pausar promociones').click()
    await moveMouseAway(page)
    // Let the slide arrive (Embla also starts watching its size on its first animation frame).
    await page.clock.runFor(PROMO_AUTOPLAY_MS / 2)
    await page.setViewportSize({ width: 390, height: 844 })
    await dot(page, 3).scrollIntoViewIfNeeded()
    // Shown whole once Embla has measured the carousel again at the new width.
    await expect(promo(page).getByRole('group', { name: `3 de ${PROMO_SLIDE_COUNT}` })).toBeInViewport({ ratio: 0.99 })
    await expectSlide(page, 3)
    await page.clock.runFor(PROMO_AUTOPLAY_MS * 2)
    await expectSlide(page, 3)

    await button(page, 'Reanudar promociones').click()
    await moveMouseAway(page)
    await page.clock.runFor(PROMO_AUTOPLAY_MS)
    await expectSlide(page, 1)
  })

  test.describe('en el teléfono', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

    test('cada movimiento manual reinicia el temporizador', async ({ page }) => {
      await openPromo(page)
      // A tap leaves no pointer hovering, so autoplay keeps running around it.
      await page.clock.runFor(PROMO_AUTOPLAY_MS - 1_000)
      await dot(page, 3).tap()
      await expectSlide(page, 3)
      // Without the restart it would have moved 1 s later.
      await page.clock.runFor(PROMO_AUTOPLAY_MS - EARLY_MS)
      await expectSlide(page, 3)
      await page.clock.runFor(EARLY_MS)
      await expectSlide(page, 1)

      await page.clock.runFor(PROMO_AUTOPLAY_MS - 1_000)
      await button(page, 'Siguiente').tap()
      await expectSlide(page, 2)
      await page.clock.runFor(PROMO_AUTOPLAY_MS - EARLY_MS)
      await expectSlide(page, 2)
      await page.clock.runFor(EARLY_MS)
      await expectSlide(page, 3)
    })

    test('deslizar con el dedo avanza y retrocede, y reinicia el temporizador', async ({ page }) => {
      await openPromo(page)
      await page.clock.runFor(PROMO_AUTOPLAY_MS - 1_000)
      await touchSwipe(page, -(PROMO_SWIPE_THRESHOLD_PX + 10))
      await expectSlide(page, 2)
      await page.clock.runFor(PROMO_AUTOPLAY_MS - EARLY_MS)
      await expectSlide(page, 2)
      await page.clock.runFor(EARLY_MS)
      await expectSlide(page, 3)

      await touchSwipe(page, PROMO_SWIPE_THRESHOLD_PX + 10)
      await expectSlide(page, 2)
      await touchSwipe(page, -(PROMO_SWIPE_THRESHOLD_PX - 20))
      await expectSlide(page, 2)
    })
  })
})

test.describe('página de inicio', () => {
  test('muestra las siete secciones en el orden de la especificación', async ({ page }) => {
    await page.goto(HOME)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(homeHero.title)
    const names = [
      homeHero.title,
      'Nuestros programas',
      'Oferta académica',
      promoCarousel.title,
      'Nuestro blog',
      'Nuestras Últimas Actividades',
      'Nuestros aliados',
    ]
    await expect(main.getByRole('region')).toHaveCount(names.length)
    const tops: number[] = []
    for (const name of names) {
      const region = main.getByRole('region', { name, exact: true })
      await expect(region).toBeVisible()
      tops.push((await region.boundingBox())?.y ?? Number.NaN)
    }
    expect(tops).toEqual([...tops].sort((a, b) => a - b))
    await expect(page.getByRole('region', { name: promoCarousel.title }).getByText(promoCarousel.subtitle)).toBeVisible()
    await expect(page.getByRole('region', { name: 'Nuestras Últimas Actividades' }).getByText('Ceremonia de graduación')).toBeVisible()
  })

  test('no tiene violaciones de axe', async ({ page }) => {
    // Axe measures every element of a long page while two strips and a video move: give it time.
    test.slow()
    await page.goto(HOME)
    // Hydrated and started (the carousels enable their controls last), and scroll-reveal's first
    // fade of the content below the fold is over: axe then sees the page as a visitor does.
    await expect(page.getByRole('button', { name: 'Pausar promociones' })).toBeEnabled()
    await expect(page.locator('html')).toHaveClass(/reveal-ready/)
    await expect.poll(() => page.evaluate(() => document.getAnimations().filter((a) => a instanceof CSSTransition).length)).toBe(0)
    await expectNoAxeViolations(page)
  })

  test('tiene su propio título, descripción e imagen para compartir', async ({ page }) => {
    await page.goto(HOME)
    await expect(page).toHaveTitle(`Bachillerato, licenciaturas y posgrados en Coahuila | ${brand.acronym}`)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /ocho campus de Coahuila/)
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${BUILT_ORIGIN}/media/og-default.png`)
    const image = await page.request.get('/media/og-default.png')
    expect(image.status()).toBe(200)
  })

  test('IR AL BLOG abre el blog en una pestaña nueva', async ({ page, context }) => {
    const blogUrl = new URL(identitySeed.systems.blog.url)
    // The blog lives on another host, unreachable offline: answer it here and check where the tab went.
    await context.route(
      (url) => url.hostname === blogUrl.hostname,
      (route) => route.fulfill({ contentType: 'text/html', body: '<title>Blog</title>' }),
    )
    await page.goto(HOME)
    const link = page.getByRole('link', { name: /IR AL BLOG/ })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('href', identitySeed.systems.blog.url)
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()])
    await tab.waitForLoadState()
    expect(new URL(tab.url()).hostname).toBe(blogUrl.hostname)
    expect(page.url()).toMatch(/\/inicio$/)
  })

  test('las tiras de programas y de aliados tienen un botón de pausa visible', async ({ page }) => {
    await page.goto(HOME)
    for (const [region, name] of [
      ['Nuestros programas', 'programas'],
      ['Nuestros aliados', 'logotipos'],
    ] as const) {
      const pause = page.getByRole('region', { name: region }).getByRole('button', { name: `Pausar ${name}` })
      await expect(pause).toBeVisible()
      await pause.click()
      await expect(page.getByRole('region', { name: region }).getByRole('button', { name: `Reanudar ${name}` })).toBeVisible()
    }
    await expect(page.getByRole('region', { name: 'Nuestros aliados' }).getByRole('img', { name: 'Aliado 1' })).toBeAttached()
  })

  test('con movimiento reducido nada se mueve solo', async ({ page }) => {
    await openWithPausedClock(page, { reducedMotion: true })
    const hero = page.getByRole('region', { name: homeHero.title })
    const promo = page.getByRole('region', { name: promoCarousel.title })
    await expect(hero.getByRole('button', { name: 'Reanudar videos' })).toBeVisible()
    await expect(hero.getByRole('button', { name: 'Ir al video 1' })).toBeEnabled()
    await expect(promo.getByRole('button', { name: 'Reanudar promociones' })).toBeEnabled()
    await page.clock.runFor(HERO_FIRST_SLIDE_MS + PROMO_AUTOPLAY_MS * 2)
    await expect(hero.getByRole('button', { name: 'Ir al video 1' })).toHaveAttribute('aria-current', 'true')
    await expect(promo.getByText(`1 / ${PROMO_SLIDE_COUNT}`, { exact: true })).toBeVisible()
    expect(await page.locator('video').first().evaluate((element: HTMLVideoElement) => element.paused)).toBe(true)
    // The strips stand still, every item shown once, and have nothing to pause.
    await expect(page.getByRole('region', { name: 'Nuestros programas' }).getByRole('button')).toHaveCount(0)
  })
})

test.describe('enlaces de la página de inicio tal como los registra la especificación', () => {
  const sliderLink = (page: Page, name: string): Locator =>
    page.getByRole('region', { name: 'Nuestros programas' }).getByRole('link', { name })

  test('conservan sus destinos: maestria/educacion y el jucios-orales mal escrito', async ({ page }) => {
    await page.goto(HOME)
    await expect(sliderLink(page, 'Maestría Educación en Competencias')).toHaveAttribute('href', '/inicio/posgrado/maestria/educacion')
    await expect(sliderLink(page, 'Maestría Juicios Orales')).toHaveAttribute('href', '/inicio/posgrado/maestria/jucios-orales')
    await expect(page.getByRole('region', { name: 'Oferta académica' }).getByRole('link', { name: 'Posgrado' })).toHaveAttribute(
      'href',
      '/inicio/posgrado/maestria/jucios-orales',
    )
    await expect(page.getByRole('region', { name: 'Oferta académica' }).getByRole('link', { name: 'Educación Continua' })).toHaveAttribute(
      'href',
      '/inicio/mantenimiento',
    )
  })

  test('el servidor responde 301 al jucios-orales mal escrito y 404 a maestria/educacion', async ({ request }) => {
    const misspelled = await request.get('/inicio/posgrado/maestria/jucios-orales', { maxRedirects: 0 })
    expect(misspelled.status()).toBe(301)
    expect(misspelled.headers()['location']).toBe('/inicio/posgrado/maestria/juicios-orales')
    const unrouted = await request.get('/inicio/posgrado/maestria/educacion')
    expect(unrouted.status()).toBe(404)
  })

  test('dentro del sitio, el enlace mal escrito llega a la página de Juicios Orales', async ({ page }) => {
    await page.goto(HOME)
    const slider = page.getByRole('region', { name: 'Nuestros programas' })
    // A moving target cannot be clicked: pause the strip first, as a visitor would. Before
    // hydration the button does nothing and the strip starts moving afterwards.
    const pause = slider.getByRole('button', { name: 'Pausar programas' })
    await expectHydrated(pause)
    await pause.click()
    await expect(slider.getByRole('button', { name: 'Reanudar programas' })).toBeVisible()
    await sliderLink(page, 'Maestría Juicios Orales').click()
    // Two route modules, a redirect and a page's data arrive first: up to 5 s under a 12× slower CPU,
    // more than the usual ceiling when CI's host is slow too.
    await expect(page).toHaveURL(/\/inicio\/posgrado\/maestria\/juicios-orales$/, { timeout: 30_000 })
  })
})
