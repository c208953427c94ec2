import { render, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { IdentityProvider } from '#app/components/layout/identity-context.tsx'
import { identitySeed } from '#content/identity.ts'
import { modalities, modalityTitle } from '#content/modalities.ts'
import { programPageText } from '#content/programs/program-page-text.ts'
import { programs } from '#content/programs/programs.ts'
import { CAMPUS_LABELS } from '#contracts/admission-options.ts'
import { RVOE_SEED, carreraRvoe } from '#contracts/rvoe.ts'
import { withoutRvoe } from '#tests/fixtures/rvoe-tables.ts'
import { ProgramPage } from './program-page.tsx'
import { ProgramValidity } from './program-validity.tsx'
import { costTable } from '#content/prices.ts'

const SPANISH_LONG_DATE = /^\d{1,2} de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de \d{4}$/

/** Each card of the block: its heading, its terms and their values, and any other paragraph. */
function cards() {
  return within(screen.getByRole('list', { name: 'Validez oficial' }))
    .getAllByRole('listitem')
    .map((card) => ({
      heading: within(card).getByRole('heading', { level: 3 }).textContent,
      terms: within(card).queryAllByRole('term').map((term) => term.textContent),
      values: within(card).queryAllByRole('definition').map((value) => value.textContent),
      pending: within(card).queryByText('Validez oficial en trámite') !== null,
    }))
}

/** The /inicio layout gives its pages the published identity. */
const inLayout = ({ children }: { children: ReactNode }) => <IdentityProvider identity={identitySeed}>{children}</IdentityProvider>

describe('Validez oficial on the programme page', () => {
  it.each(programs.map((program) => [program.name, program] as const))(
    '%s shows, near the top, the RVOE number, date and authority of each modality',
    (_name, program) => {
      render(<ProgramPage program={program} modalities={modalities} costTable={costTable} rvoe={RVOE_SEED} />, { wrapper: inLayout })

      const region = screen.getByRole('region', { name: 'Validez oficial' })
      // Right after the hero, before the information blurb.
      expect(screen.getAllByRole('region')[0]).toBe(region)
      const entries = carreraRvoe(RVOE_SEED, program.carrera)
      expect(entries.length).toBeGreaterThan(0)
      expect(cards()).toEqual(
        entries.map(({ modality, campus, grant }) => {
          const campusFact = campus ? { terms: ['Campus'], values: [CAMPUS_LABELS[campus]] } : { terms: [], values: [] }
          if (grant === undefined) return { heading: modalityTitle(modality), ...campusFact, pending: true }
          const authority = RVOE_SEED.authorities[grant.authority]
          return {
            heading: modalityTitle(modality),
            terms: [...campusFact.terms, 'Número de RVOE', 'Fecha del RVOE', 'Otorgado por'],
            values: [...campusFact.values, grant.number, expect.stringMatching(SPANISH_LONG_DATE), `${authority.name} (${authority.abbreviation})`],
            pending: false,
          }
        }),
      )
    },
  )

  it('shows bachillerato escolarizada once per campus, each with its own agreement', () => {
    render(<ProgramPage program={programs[0]!} modalities={modalities} costTable={costTable} rvoe={RVOE_SEED} />, { wrapper: inLayout })
    const escolarizada = cards().filter((card) => card.heading === 'Escolarizada')
    expect(escolarizada.map((card) => card.values[0])).toEqual([
      'Torreón Braulio Fernández Aguirre',
      'Torreón Zaragoza Sur',
      'Torreón Villas Zaragoza',
      'Torreón Valle la Rosita',
    ])
    expect(new Set(escolarizada.map((card) => card.values[1])).size).toBe(4)
  })

  it('links to the public lookup of each authority that granted one, in a new tab', () => {
    render(<ProgramValidity entries={carreraRvoe(RVOE_SEED, 'Derecho')} authorities={RVOE_SEED.authorities} modalityTitle={modalityTitle} text={programPageText.validity} />)
    const authorities = new Set(carreraRvoe(RVOE_SEED, 'Derecho').flatMap((entry) => (entry.grant ? [entry.grant.authority] : [])))
    const links = within(screen.getByRole('region', { name: 'Validez oficial' })).getAllByRole('link')
    expect(links).toHaveLength(authorities.size)
    for (const link of links) {
      const authority = Object.values(RVOE_SEED.authorities).find((candidate) => candidate.lookup.url === link.getAttribute('href'))
      expect(link).toHaveAccessibleName(`${authority?.lookup.label} (se abre en una pestaña nueva)`)
      expect(link).toHaveAttribute('target', '_blank')
    }
  })

  it("says 'Validez oficial en trámite' for a modality whose RVOE is not filled in, and shows no number for it", () => {
    render(
      <ProgramValidity entries={carreraRvoe(withoutRvoe('Derecho', 'nocturna'), 'Derecho')} authorities={RVOE_SEED.authorities} modalityTitle={modalityTitle} text={programPageText.validity} />,
    )

    const nocturna = cards().find((card) => card.heading === 'Nocturna')
    expect(nocturna).toEqual({ heading: 'Nocturna', terms: [], values: [], pending: true })
    expect(cards().filter((card) => card.pending)).toHaveLength(1)
  })

  it('with no RVOE filled in at all, says en trámite in every modality and offers no lookup', () => {
    render(
      <ProgramValidity entries={carreraRvoe({ ...RVOE_SEED, plans: [] }, 'Contador Auditor')} authorities={RVOE_SEED.authorities} modalityTitle={modalityTitle} text={programPageText.validity} />,
    )

    expect(cards()).toEqual([
      { heading: 'Escolarizada', terms: [], values: [], pending: true },
      { heading: 'Sabatina', terms: [], values: [], pending: true },
    ])
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
    expect(screen.queryByText(programPageText.validity.lookupIntro)).not.toBeInTheDocument()
  })
})
