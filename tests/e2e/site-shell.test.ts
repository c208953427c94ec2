import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './axe.ts'
import { collectCspViolations } from './page-checks.ts'

test.describe('rutas del servidor', () => {
  test('la raíz redirige a /inicio', async ({ page, request }) => {
    const direct = await request.get('/', { maxRedirects: 0 })
    expect(direct.status()).toBe(301)
    expect(direct.headers()['location']).toBe('/inicio')

    await page.goto('/')
    await expect(page).toHaveURL(/\/inicio$/)
  })

  test('/inicio muestra la barra de navegación, el pie y el botón de chat', async ({ page }) => {
    const response = await page.goto('/inicio')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeAttached()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Abrir chat' })).toBeVisible()
  })

  test('una ruta desconocida responde 404 con la pantalla de no encontrado', async ({ page }) => {
    const response = await page.goto('/x/y/z')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible()
    await expect(page.getByRole('img')).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: 'Volver al inicio' }).click()
    await expect(page).toHaveURL(/\/inicio$/)
  })

  test('el API responde su estado de salud', async ({ request }) => {
    const response = await request.get('/api/v1/health')
    expect(response.status()).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
  })

  test('el HTML no se guarda en caché, los recursos con hash sí, y todo va comprimido', async ({ request }) => {
    const html = await request.get('/inicio/mantenimiento', { headers: { 'accept-encoding': 'br' } })
    expect(html.headers()['cache-control']).toBe('no-cache')
    expect(html.headers()['content-encoding']).toBe('br')
    expect(html.headers()['content-security-policy']).toContain("frame-ancestors 'self'")
    expect(html.headers()['x-content-type-options']).toBe('nosniff')

    const asset = (await html.text()).match(/\/assets\/[\w.-]+\.js/)?.[0]
    expect(asset).toBeDefined()
    const script = await request.get(asset!, { headers: { 'accept-encoding': 'gzip' } })
    expect(script.status()).toBe(200)
    expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  })
})

test.describe('política de seguridad de contenido', () => {
  // Among them the pages whose forms validate with zod, which must not probe eval (contracts/zod.ts).
  const pages = ['/inicio', '/inicio/mantenimiento', '/inicio/verificacion', '/inicio/contactanos', '/inicio/genera', '/inicio/documentos-se', '/certificates/verificacion', '/ruta/que/no/existe']
  for (const path of pages) {
    test(`${path} carga sin que el navegador bloquee nada`, async ({ page }) => {
      const violations = await collectCspViolations(page)
      await page.goto(path)
      // React Router's inline hydration scripts ran.
      await expect.poll(() => page.evaluate(() => '__reactRouterRouteModules' in window)).toBe(true)
      expect(violations).toEqual([])
    })
  }
})
