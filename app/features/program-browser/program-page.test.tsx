import { render, screen, within } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { IdentityProvider } from '#app/components/layout/identity-context.tsx'
import { identitySeed } from '#content/identity.ts'
import { ProgramPage } from '#app/features/program-browser/program-page.tsx'
import { modalities as modalityCards } from '#content/modalities.ts'
import { programBySlug } from '#content/programs/programs.ts'
import { costTable } from '#content/prices.ts'
import { RVOE_SEED } from '#contracts/rvoe.ts'

const contador = programBySlug('contador')
const pedagogia = programBySlug('pedagogia')

/** The /inicio layout gives its pages the published identity. */
const inLayout = ({ children }: { children: ReactNode }) => <IdentityProvider identity={identitySeed}>{children}</IdentityProvider>

describe('ProgramPage', () => {
  it('shows the hero, the blurb, the four modalities, the profiles and the curriculum of the programme', () => {
    render(<ProgramPage program={pedagogia} modalities={modalityCards} costTable={costTable} rvoe={RVOE_SEED} />, { wrapper: inLayout })

    expect(screen.getByRole('heading', { level: 1, name: 'Maestría en Pedagogía' })).toBeVisible()
    expect(screen.getByText('4 cuatrimestres')).toBeVisible()
    expect(screen.getByText(pedagogia.blurb[0]!)).toBeVisible()

    const modalities = within(screen.getByRole('region', { name: 'Modalidades' }))
    expect(modalities.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Escolarizada',
      'Sabatina',
      'En línea',
      'Nocturna',
    ])

    expect(screen.getByRole('button', { name: 'Perfil de Ingreso' })).toHaveAttribute('aria-pressed', 'true')
    const periods = within(screen.getByRole('group', { name: 'Cuatrimestres' })).getAllByRole('button')
    expect(periods).toHaveLength(4)
    expect(periods[0]).toHaveAttribute('aria-pressed', 'true')
  })

  it('links to the study plan twice, each opening a new tab', () => {
    render(<ProgramPage program={contador} modalities={modalityCards} costTable={costTable} rvoe={RVOE_SEED} />, { wrapper: inLayout })

    const download = screen.getByRole('link', { name: /Descargar Plan de Estudio/ })
    const preview = screen.getByRole('link', { name: /Previsualizar Plan de Estudio/ })
    expect(download).toHaveAttribute('href', contador.studyPlan.downloadUrl)
    expect(preview).toHaveAttribute('href', contador.studyPlan.previewUrl)
    for (const link of [download, preview]) {
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      expect(link).toHaveAccessibleName(expect.stringContaining('(se abre en una pestaña nueva)'))
    }
  })

  it('carries the programme structured data in the page markup', () => {
    const html = renderToStaticMarkup(inLayout({ children: <ProgramPage program={pedagogia} modalities={modalityCards} costTable={costTable} rvoe={RVOE_SEED} /> }))
    const block = html.match(/<script type="application\/ld\+json">([^<]*)<\/script>/)?.[1]

    expect(JSON.parse(block ?? '')).toMatchObject({
      '@type': 'EducationalOccupationalProgram',
      name: 'Maestría en Pedagogía',
    })
  })
})
