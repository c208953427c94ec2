import { expect, test } from '@playwright/test'
import { accessibilityPage, accessibilityStatement } from '../../content/accessibility.ts'
import { brand, identitySeed } from '../../content/identity.ts'
import { privacyPage } from '../../content/privacy.ts'
import { expectNoAxeViolations } from './axe.ts'
import { BUILT_ORIGIN } from './built-origin.ts'

test.describe('declaración de accesibilidad', () => {
  test('se abre desde el pie, junto al aviso de privacidad, y dice cómo reportar una barrera', async ({ page }) => {
    await page.goto(privacyPage.path)
    const aboutSite = page.getByRole('contentinfo').getByRole('navigation', { name: 'Sobre este sitio' })
    await expect(aboutSite.getByRole('link', { name: 'Aviso de privacidad' })).toHaveAttribute('href', privacyPage.path)
    await aboutSite.getByRole('link', { name: 'Declaración de accesibilidad' }).click()

    await expect(page).toHaveURL(accessibilityPage.path)
    await expect(page).toHaveTitle(`Declaración de accesibilidad | ${brand.acronym}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Declaración de accesibilidad' })).toBeVisible()
    await expect(page.getByText(accessibilityStatement(identitySeed).updated)).toBeVisible()
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Nuestro objetivo',
      'Cómo lo comprobamos',
      'Limitaciones que conocemos',
      'Avísanos si encuentras una barrera',
    ])
    await expect(page.getByText(/nivel AA de las Pautas de Accesibilidad para el Contenido Web \(WCAG\) 2\.2/)).toBeVisible()
    await expect(page.getByRole('link', { name: identitySeed.email })).toHaveAttribute('href', `mailto:${identitySeed.email}`)
    await expect(page.getByRole('link', { name: identitySeed.phones[0].display })).toHaveAttribute('href', `tel:${identitySeed.phones[0].e164}`)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${BUILT_ORIGIN}${accessibilityPage.path}`)
    await expectNoAxeViolations(page)
  })
})
