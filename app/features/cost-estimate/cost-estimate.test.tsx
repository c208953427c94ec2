import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { costEstimateText as text } from '#content/cost-estimate.ts'
import { modalityTexts } from '#content/modalities.ts'
import { costTable } from '#content/prices.ts'
import { MODALITY_KEYS, modalitiesOfCarrera } from '#contracts/study-plans.ts'
import { CostEstimate, type CostEstimateProps } from './cost-estimate.tsx'

const modalityLabels = Object.fromEntries(MODALITY_KEYS.map((key) => [key, modalityTexts[key].titulo]))

const derecho: CostEstimateProps = {
  level: 'licenciatura',
  modalities: modalitiesOfCarrera('Derecho'),
  modalityLabels,
  periodUnit: 'cuatrimestre',
  periodCount: 9,
  costTable,
  pricesDate: '2026-11-30',
}

/** What the live region reads: the total with its label. */
const total = () => screen.getByRole('status').textContent

function rowsOf(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...within(row).getAllByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) => cell.textContent))
}

describe('CostEstimate (issue 39)', () => {
  it('starts with the first modality, nuevo ingreso and no beca, labelled an estimate with the prices’ date', () => {
    render(<CostEstimate {...derecho} />)
    expect(screen.getByRole('heading', { level: 2, name: text.heading })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: 'Estimación' })).toBeInTheDocument()
    expect(screen.getByText('Precios publicados el 30 de noviembre de 2026')).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: text.modalityLabel })).toHaveValue('escolarizada')
    expect(screen.getByRole('radio', { name: 'Nuevo ingreso' })).toBeChecked()
    expect(total()).toBe('Total estimado (9 cuatrimestres, 36 meses) $55,900')
    expect(screen.getByText(/el instituto te confirma el monto final/)).toBeInTheDocument()
  })

  it('recomputes the total as the entry type and the beca change: the worked example of the issue', async () => {
    const user = userEvent.setup()
    render(<CostEstimate {...derecho} />)
    const beca = screen.getByRole('spinbutton', { name: /Porcentaje de beca/ })
    expect(beca).toHaveAccessibleDescription(/La beca se aplica solo a la mensualidad/)

    await user.type(beca, '20')
    // 500 + 1,400 + 1,500 × 0.8 × 36
    expect(total()).toBe('Total estimado (9 cuatrimestres, 36 meses) $45,100')
    expect(screen.getByText('$1,500 · $1,200 con tu beca del 20 %')).toBeInTheDocument()
    expect(rowsOf(screen.getByRole('table', { name: 'Costo por cuatrimestre' }))).toEqual([
      ['Primer cuatrimestre Ficha ($500), inscripción ($1,400) y 4 mensualidades de $1,200', '$6,700'],
      ['Cuatrimestres 2 a 9, cada uno 4 mensualidades de $1,200', '$4,800'],
    ])

    await user.click(screen.getByRole('radio', { name: 'Egresado del instituto' }))
    // 500 + 1,400 + 1,100 × 0.8 × 36
    expect(total()).toBe('Total estimado (9 cuatrimestres, 36 meses) $33,580')

    await user.selectOptions(screen.getByRole('combobox', { name: text.modalityLabel }), 'en-linea')
    // Ficha sin costo + 1,400 + 1,100 × 0.8 × 36
    expect(total()).toBe('Total estimado (9 cuatrimestres, 36 meses) $33,080')
    expect(screen.getByText('Ficha (sin costo), inscripción ($1,400) y 4 mensualidades de $880')).toBeInTheDocument()
  })

  it('says how to fix a beca out of range and shows no total until it is fixed', async () => {
    const user = userEvent.setup()
    render(<CostEstimate {...derecho} />)
    const beca = screen.getByRole('spinbutton', { name: /Porcentaje de beca/ })

    await user.type(beca, '120')
    expect(beca).toHaveAttribute('aria-invalid', 'true')
    expect(beca).toHaveAccessibleDescription(/Escribe un porcentaje entero de 0 a 100/)
    expect(screen.queryByText(/^Total estimado/)).not.toBeInTheDocument()
    expect(screen.getByText(text.fixBeca)).toBeInTheDocument()

    await user.clear(beca)
    await user.type(beca, '100')
    expect(beca).not.toHaveAttribute('aria-invalid')
    expect(total()).toBe('Total estimado (9 cuatrimestres, 36 meses) $1,900')
  })

  it('asks no entry type where it changes nothing, and names a single modality instead of offering it', () => {
    render(
      <CostEstimate
        level="doctorado"
        modalities={modalitiesOfCarrera('Doctorado Gestion Educativa')}
        modalityLabels={modalityLabels}
        periodUnit="cuatrimestre" periodCount={6} costTable={costTable} pricesDate={null} headingLevel={3} />,
    )
    expect(screen.getByRole('heading', { level: 3, name: text.heading })).toBeInTheDocument()
    expect(screen.queryByRole('radio')).not.toBeInTheDocument()
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument()
    expect(screen.getByText('En línea')).toBeInTheDocument()
    expect(screen.queryByText(/Precios publicados/)).not.toBeInTheDocument()
    // Ficha sin costo + 1,600 + 3,000 × 24
    expect(total()).toBe('Total estimado (6 cuatrimestres, 24 meses) $73,600')
  })

  it('prices bachillerato over its 24 months with centavos a beca leaves', async () => {
    const user = userEvent.setup()
    render(<CostEstimate level="bachillerato" modalities={['escolarizada']} modalityLabels={modalityLabels} periodUnit="semestre" periodCount={4} costTable={costTable} pricesDate={null} />)
    await user.type(screen.getByRole('spinbutton', { name: /Porcentaje de beca/ }), '33')
    // 500 + 1,550 + 850 × 0.67 × 24
    expect(total()).toBe('Total estimado (4 semestres, 24 meses) $15,718')
    expect(screen.getByText('6 mensualidades de $569.50')).toBeInTheDocument()
  })

  it('says so when the cost table prices none of the programme’s modalities', () => {
    render(<CostEstimate {...derecho} level="doctorado" modalities={['escolarizada']} />)
    expect(screen.getByText(text.noPrices)).toBeInTheDocument()
    expect(screen.queryByText(/^Total estimado/)).not.toBeInTheDocument()
  })

  it('renders its defaults on the server', () => {
    const html = renderToString(<CostEstimate {...derecho} />)
    expect(html).toContain('$55,900')
    expect(html).toContain('Precios publicados el 30 de noviembre de 2026')
  })
})
