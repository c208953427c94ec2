import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { costSelectorText as text } from '#content/admission.ts'
import { costTable } from '#content/prices.ts'
import { RVOE_SEED, rvoeAt, rvoeSummary } from '#contracts/rvoe.ts'
import { CostSections } from './cost-sections.tsx'
import { CostSelector } from './cost-selector.tsx'

function rowsOf(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .map((row) =>
      // Each row is its field (row header) and its value (cell).
      [...within(row).queryAllByRole('rowheader'), ...within(row).queryAllByRole('cell')].map((cell) => cell.textContent),
    )
}

describe('CostSelector (spec §4 "Cost selector")', () => {
  it('keeps the modality disabled until a level is chosen, and resets it when the level changes', async () => {
    const user = userEvent.setup()
    render(<CostSelector text={text} costTable={costTable} rvoe={RVOE_SEED} />)
    const level = screen.getByRole('combobox', { name: text.levelLabel })
    const modality = screen.getByRole('combobox', { name: text.modalityLabel })
    expect(modality).toBeDisabled()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()

    await user.selectOptions(level, 'bachillerato')
    expect(modality).toBeEnabled()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    await user.selectOptions(modality, 'nocturna')
    expect(rowsOf(screen.getByRole('table'))).toEqual([
      ['Ficha', '$500'],
      ['Inscripción', '$800'],
      ['Mensualidad', '$500'],
      ['Duración', '2 años'],
      ['Horario', '19:00 - 21:00'],
      ['Días', 'Lunes a jueves'],
    ])

    await user.selectOptions(level, 'doctorado')
    expect(modality).toHaveValue('')
    expect(within(modality).getAllByRole('option').map((option) => option.textContent)).toEqual([text.modalityPlaceholder, 'En línea'])
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('switches licenciatura between egresado (default) and Nuevo Ingreso: prices and heading', async () => {
    const user = userEvent.setup()
    render(<CostSelector text={text} costTable={costTable} rvoe={RVOE_SEED} />)
    await user.selectOptions(screen.getByRole('combobox', { name: text.levelLabel }), 'licenciatura')
    await user.selectOptions(screen.getByRole('combobox', { name: text.modalityLabel }), 'nocturna')

    expect(screen.getByRole('heading', { name: text.entryType.egresadoHeading })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: text.entryType.egresado })).toHaveAttribute('aria-pressed', 'true')
    expect(rowsOf(screen.getByRole('table'))).toEqual([
      ['Ficha', 'Sin costo'],
      ['Inscripción', '$1,000'],
      ['Mensualidad', '$800'],
    ])
    expect(screen.getByText(text.differentiatedNote)).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: text.entryType.nuevoIngreso }))
    expect(screen.getByRole('heading', { name: 'Nuevo Ingreso' })).toBeInTheDocument()
    expect(rowsOf(screen.getByRole('table'))).toEqual([
      ['Ficha', '$500'],
      ['Inscripción', '$1,000'],
      ['Mensualidad', '$1,200'],
    ])
  })
})

describe('the RVOE beside the costs', () => {
  const derechoNocturna = rvoeAt(RVOE_SEED, { carrera: 'Derecho', modality: 'nocturna', campus: 'Torreon' })
  const derechoEscolarizada = rvoeAt(RVOE_SEED, { carrera: 'Derecho', modality: 'escolarizada', campus: 'Torreon' })

  it('lists under the chosen record the RVOE of each carrera taught in that modality', async () => {
    const user = userEvent.setup()
    render(<CostSelector text={text} costTable={costTable} rvoe={RVOE_SEED} />)
    await user.selectOptions(screen.getByRole('combobox', { name: text.levelLabel }), 'licenciatura')
    await user.selectOptions(screen.getByRole('combobox', { name: text.modalityLabel }), 'nocturna')

    const plans = within(screen.getByRole('list', { name: 'Validez oficial' })).getAllByRole('listitem')
    expect(plans.map((plan) => plan.textContent?.split(':')[0])).toEqual([
      'Ciencias de la Educación',
      'Derecho',
      'Administración de Empresas',
    ])
    expect(plans[1]).toHaveTextContent(`Derecho: ${rvoeSummary(derechoNocturna!, RVOE_SEED.authorities)}`)
    expect(plans[1]).toHaveTextContent(/^Derecho: RVOE \S+ del \d{1,2} de [a-z]+ de \d{4} \((SEP|SEDU)\)$/)
  })

  it('puts under each modality of the overview a Validez oficial row with the RVOE of its plans', () => {
    render(<CostSections text={text} costTable={costTable} rvoe={RVOE_SEED} />)
    const table = screen.getByRole('table', { name: 'Licenciatura' })
    const rowHeaders = within(table).getAllByRole('rowheader').map((header) => header.textContent)
    expect(rowHeaders.slice(0, 4)).toEqual(['Escolarizada', 'Escolarizada: Validez oficial', 'Nocturna', 'Nocturna: Validez oficial'])

    const escolarizada = within(table)
      .getAllByRole('row')
      .find((row) => within(row).queryByRole('rowheader')?.textContent === 'Escolarizada: Validez oficial')
    const plans = within(escolarizada!).getAllByRole('listitem')
    expect(plans).toHaveLength(7)
    expect(plans.map((plan) => plan.textContent)).toContain(`Derecho: ${rvoeSummary(derechoEscolarizada!, RVOE_SEED.authorities)}`)
  })
})

describe('CostSections (spec §4: the sections carousel)', () => {
  it('shows licenciaturas first, and moves with previous/next and the arrow keys', async () => {
    const user = userEvent.setup()
    render(<CostSections text={text} costTable={costTable} rvoe={RVOE_SEED} />)
    const tabs = screen.getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Licenciaturas', 'Maestrías y doctorados', 'Preparatoria'])
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: 'Licenciaturas' })).toBeVisible()
    expect(screen.getByRole('button', { name: text.sections.previous })).toBeDisabled()

    await user.click(screen.getByRole('button', { name: text.sections.next }))
    expect(screen.getByRole('tabpanel', { name: 'Maestrías y doctorados' })).toBeVisible()
    expect(screen.getAllByRole('table').map((table) => within(table).getByRole('caption').textContent)).toEqual([
      'Maestría',
      'Doctorado',
    ])

    await user.click(screen.getByRole('button', { name: text.sections.next }))
    expect(screen.getByRole('button', { name: text.sections.next })).toBeDisabled()
    expect(screen.getByRole('tabpanel', { name: 'Preparatoria' })).toBeVisible()

    tabs[2]?.focus()
    await user.keyboard('{ArrowRight}')
    expect(tabs[0]).toHaveFocus()
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
  })
})
