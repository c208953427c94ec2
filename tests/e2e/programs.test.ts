import { expect, test } from '@playwright/test'
import { brand } from '../../content/identity.ts'
import { modalities } from '../../content/modalities.ts'
import { programPageText } from '../../content/programs/program-page-text.ts'
import { programs } from '../../content/programs/programs.ts'
import { RVOE_SEED, RVOE_TEXT, carreraRvoe, formatRvoeDate } from '../../contracts/rvoe.ts'
import { expectNoAxeViolations } from './axe.ts'
import { holdPageCode } from './hydration.ts'
import { collectCspViolations } from './page-checks.ts'

const text = programPageText

// spec §2.13, §3.3, §4: one journey per programme page, with a single page load each.
test.describe('páginas de programas', () => {
  for (const program of programs) {
    test(`${program.page.path}: ${program.name}`, async ({ page }) => {
      const cspViolations = await collectCspViolations(page)

      const response = await page.goto(program.page.path)
      expect(response?.status()).toBe(200)
      await expect(page).toHaveTitle(`${program.page.title} | ${brand.acronym}`)
      await expect(page.getByRole('heading', { level: 1, name: program.name })).toBeVisible()

      // Structured data: in the prerendered page, valid JSON, naming the programme.
      const jsonLd = await page.locator('script[type="application/ld+json"]').textContent()
      expect(JSON.parse(jsonLd ?? '')).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'EducationalOccupationalProgram',
        name: program.name,
        provider: { '@type': 'CollegeOrUniversity', name: brand.name },
        educationalCredentialAwarded: expect.arrayContaining([
          expect.objectContaining({ '@type': 'EducationalOccupationalCredential', name: program.credential }),
        ]),
      })

      // Validez oficial: a card per modality (per campus where agreements are), each with its RVOE or en trámite (the seed: this server's database is fresh).
      const validity = page.getByRole('region', { name: RVOE_TEXT.heading })
      const rvoe = carreraRvoe(RVOE_SEED, program.carrera)
      const cards = validity.getByRole('list', { name: RVOE_TEXT.heading }).getByRole('listitem')
      await expect(cards).toHaveCount(rvoe.length)
      for (const [index, { grant }] of rvoe.entries()) {
        if (grant === undefined) {
          await expect(cards.nth(index)).toContainText(RVOE_TEXT.pending)
          continue
        }
        const { name, abbreviation } = RVOE_SEED.authorities[grant.authority]
        await expect(cards.nth(index).getByRole('definition')).toContainText([
          grant.number,
          formatRvoeDate(grant.date),
          `${name} (${abbreviation})`,
        ])
      }

      // The four modalities, the same on every page.
      const modalityRegion = page.getByRole('region', { name: text.modalitiesHeading })
      await expect(modalityRegion.getByRole('heading', { level: 3 })).toHaveText(modalities.map((m) => m.titulo))

      // Profile toggle: ingreso on load, egreso after a press, aria-pressed following.
      const ingreso = page.getByRole('button', { name: text.profile.buttons.ingreso })
      const egreso = page.getByRole('button', { name: text.profile.buttons.egreso })
      const knowledge = page.getByRole('list', { name: text.profile.knowledgeHeading }).getByRole('listitem')
      const skills = page.getByRole('list', { name: text.profile.skillsHeading }).getByRole('listitem')
      await expect(ingreso).toHaveAttribute('aria-pressed', 'true')
      await expect(egreso).toHaveAttribute('aria-pressed', 'false')
      await expect(knowledge).toHaveText([...program.profiles.ingreso.knowledge])
      await egreso.click()
      await expect(egreso).toHaveAttribute('aria-pressed', 'true')
      await expect(ingreso).toHaveAttribute('aria-pressed', 'false')
      await expect(page.getByRole('heading', { level: 3, name: text.profile.buttons.egreso })).toBeVisible()
      await expect(knowledge).toHaveText([...program.profiles.egreso.knowledge])
      await expect(skills).toHaveText([...program.profiles.egreso.skills])

      // Curriculum: one button per period, the first selected on load, each one showing its subjects.
      const periodButtons = page
        .getByRole('group', { name: text.curriculum.groupLabel(program.periodUnit) })
        .getByRole('button')
      await expect(periodButtons).toHaveCount(program.periods.length)
      await expect(periodButtons).toHaveText(program.periods.map((period) => period.nombre))
      await expect(periodButtons.first()).toHaveAttribute('aria-pressed', 'true')
      const firstPeriod = program.periods[0]!
      await expect(page.getByRole('heading', { level: 3, name: firstPeriod.nombre, exact: true })).toBeVisible()

      for (const [index, period] of program.periods.entries()) {
        await periodButtons.nth(index).click()
        await expect(periodButtons.nth(index)).toHaveAttribute('aria-pressed', 'true')
        await expect(page.getByRole('heading', { level: 3, name: period.nombre, exact: true })).toBeVisible()
        await expect(
          page.getByRole('list', { name: period.nombre, exact: true }).getByRole('listitem'),
        ).toHaveCount(period.materias.length)
      }
      await expect(periodButtons.and(page.locator('[aria-pressed="true"]'))).toHaveCount(1)

      // The study plan, downloaded or previewed in a new tab.
      for (const [name, href] of [
        [text.curriculum.downloadPlan, program.studyPlan.downloadUrl],
        [text.curriculum.previewPlan, program.studyPlan.previewUrl],
      ] as const) {
        const link = page.getByRole('link', { name: new RegExp(`^${name}`) })
        await expect(link).toHaveAttribute('href', href)
        await expect(link).toHaveAttribute('target', '_blank')
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      }

      await expectNoAxeViolations(page)
      expect(cspViolations).toEqual([])
    })
  }

  test('un botón pulsado antes de que la página responda se cumple en cuanto responde', async ({ page }) => {
    const program = programs[0]!
    // The page's code arrives only once the button has been pressed.
    const release = await holdPageCode(page)
    await page.goto(program.page.path, { waitUntil: 'domcontentloaded' })
    const egreso = page.getByRole('button', { name: text.profile.buttons.egreso })
    await egreso.click()
    release()
    await expect(egreso).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('button', { name: text.profile.buttons.ingreso })).toHaveAttribute('aria-pressed', 'false')
  })

  test('al pasar de un programa a otro, el nuevo empieza en el perfil de ingreso y el primer periodo', async ({ page }) => {
    const [from, to] = [programs[0]!, programs.find((program) => program.slug === 'derecho')!]
    await page.goto(from.page.path)
    await page.getByRole('button', { name: text.profile.buttons.egreso }).click()
    await page.getByRole('button', { name: from.periods.at(-1)!.nombre }).click()
    await expect(page.getByRole('heading', { level: 3, name: from.periods.at(-1)!.nombre })).toBeVisible()

    // A client-side navigation through the menu: the same route module renders the next programme.
    const nav = page.getByRole('navigation', { name: 'Principal' })
    await nav.getByRole('button', { name: 'EDUCACIÓN' }).click()
    await nav.getByRole('button', { name: 'Profesional' }).click()
    await nav.getByRole('link', { name: 'Derecho' }).click()
    await expect(page).toHaveURL(to.page.path)
    await expect(page).toHaveTitle(`${to.page.title} | ${brand.acronym}`)
    await expect(page.getByRole('heading', { level: 1, name: to.name })).toBeVisible()
    await expect(page.getByRole('button', { name: text.profile.buttons.ingreso })).toHaveAttribute('aria-pressed', 'true')
    const periodButtons = page.getByRole('group', { name: text.curriculum.groupLabel(to.periodUnit) }).getByRole('button')
    await expect(periodButtons).toHaveCount(to.periods.length)
    await expect(periodButtons.first()).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('heading', { level: 3, name: to.periods[0]!.nombre, exact: true })).toBeVisible()
    const jsonLd = await page.locator('script[type="application/ld+json"]').textContent()
    expect(JSON.parse(jsonLd ?? '')).toMatchObject({ name: to.name })
  })
})
