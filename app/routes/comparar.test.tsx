import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub, useLocation, type AppLoadContext } from 'react-router'
import { describe, expect, it } from 'vitest'
import Comparar, { loader } from '#app/routes/comparar.tsx'
import { CONTENT_SEED } from '#content/content-seed.ts'
import { compareText } from '#content/finder.ts'
import { programRecords } from '#content/programs/programs.ts'
import { SINGLE_RECORD_KEY, type ContentKind } from '#contracts/content/content-kinds.ts'
import type { ContentSource } from '#contracts/content/content-source.ts'
import { RVOE_SEED, RVOE_TEXT, type RvoeTable } from '#contracts/rvoe.ts'
import { paths } from '#contracts/site-paths.ts'
import { seedGrantOf, withoutRvoe } from '#tests/fixtures/rvoe-tables.ts'

/** A server's published content: the seed, with the RVOE given, published on the day given. */
function publishedSource(rvoe: RvoeTable = RVOE_SEED, publishedAt: string | null = null): ContentSource {
  const record = (kind: ContentKind, key: string = SINGLE_RECORD_KEY) => {
    const data = kind === 'rvoe' ? rvoe : CONTENT_SEED[kind][key]
    return data === undefined ? Promise.reject(new Error(`No hay «${kind}/${key}»`)) : Promise.resolve(data)
  }
  return { record: record as ContentSource['record'], publishedAt: () => Promise.resolve(publishedAt) }
}

function Address() {
  const location = useLocation()
  return <input readOnly aria-label="Dirección" value={`${location.pathname}${location.search}`} />
}

function renderComparison(context: AppLoadContext, search = '') {
  const Stub = createRoutesStub(
    [
      {
        path: paths.comparar,
        Component: (props: Parameters<typeof Comparar>[0]) => (
          <>
            <Comparar {...props} />
            <Address />
          </>
        ),
        loader,
        HydrateFallback: () => null,
      },
    ],
    context,
  )
  render(<Stub initialEntries={[`${paths.comparar}${search}`]} />)
}

const table = () => within(screen.getByRole('table', { name: compareText.tableCaption }))

/** The cells of a row, by its name, one per programme. */
function rowCells(name: string) {
  const row = table()
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByRole('rowheader', { name }))
  if (!row) throw new Error(`La tabla no tiene la fila «${name}»`)
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent)
}

describe('the comparison (issue 39)', () => {
  it('invites to choose while the address names no programme', async () => {
    renderComparison({ content: publishedSource() })
    expect(await screen.findByText(compareText.invitation)).toBeVisible()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(within(screen.getByRole('group', { name: compareText.chooser.legend })).getAllByRole('checkbox')).toHaveLength(11)
  })

  it('puts Derecho and Administración side by side with their costs and RVOE', async () => {
    renderComparison({ content: publishedSource(withoutRvoe('Administracion de Empresas', 'nocturna')) }, '?programas=derecho,administracion')
    await screen.findByRole('table', { name: compareText.tableCaption })

    expect(table().getAllByRole('columnheader').map((header) => within(header).getByRole('link').textContent)).toEqual([
      'Licenciatura en Derecho',
      'Licenciatura en Administración de Empresas',
    ])
    expect(rowCells(compareText.rows.level)).toEqual(['Licenciatura', 'Licenciatura'])
    expect(rowCells(compareText.rows.periods)).toEqual(['9 cuatrimestres', '9 cuatrimestres'])
    expect(rowCells(compareText.rows.duration)).toEqual(['3 años', '3 años'])
    const subjects = (slug: 'derecho' | 'administracion') => programRecords[slug].periods.flatMap((period) => period.materias).length
    expect(rowCells(compareText.rows.subjects)).toEqual([`${subjects('derecho')} materias`, `${subjects('administracion')} materias`])
    expect(rowCells(compareText.rows.inscripcion)[0]).toContain('Escolarizada: $1,400')
    expect(rowCells(compareText.rows.inscripcion)[0]).toContain('Nocturna: $1,000')
    const monthly = rowCells(compareText.rows.mensualidad)
    expect(monthly[0]).toContain(`Escolarizada: ${compareText.entryTypes.egresado}: $1,100; ${compareText.entryTypes.nuevoIngreso}: $1,500`)
    expect(monthly[1]).toContain('Nocturna')
    expect(rowCells(compareText.rows.ficha)[0]).toContain(`En línea: ${compareText.noCost}`)

    const [derechoRvoe, administracionRvoe] = rowCells(compareText.rows.rvoe)
    expect(derechoRvoe).toContain(`Escolarizada: RVOE ${seedGrantOf('Derecho', 'escolarizada').number}`)
    expect(derechoRvoe).toContain(`Nocturna: RVOE ${seedGrantOf('Derecho', 'nocturna').number}`)
    expect(administracionRvoe).toContain(`Nocturna: ${RVOE_TEXT.pendingValue}`)

    expect(rowCells(compareText.rows.ingreso)[0]).toContain(programRecords.derecho.profiles.ingreso.summary)
    expect(rowCells(compareText.rows.egreso)[1]).toContain(programRecords.administracion.profiles.egreso.knowledge[0])
  })

  it('adds and removes programmes, up to three, keeping the choice in the address', async () => {
    renderComparison({ content: publishedSource() }, '?programas=derecho,administracion')
    await screen.findByRole('table', { name: compareText.tableCaption })
    const user = userEvent.setup()

    await user.click(screen.getByRole('checkbox', { name: 'Maestría en Pedagogía' }))
    expect(table().getAllByRole('columnheader')).toHaveLength(3)
    expect(screen.getByRole('textbox', { name: 'Dirección' })).toHaveValue(`${paths.comparar}?programas=derecho,administracion,pedagogia`)
    const fourth = screen.getByRole('checkbox', { name: 'Doctorado en Gestión Educativa' })
    expect(fourth).toBeDisabled()
    expect(fourth).toHaveAccessibleDescription(compareText.compare.full)

    await user.click(table().getByRole('button', { name: 'Quitar Derecho' }))
    expect(table().getAllByRole('columnheader').map((header) => within(header).getByRole('link').textContent)).toEqual([
      'Licenciatura en Administración de Empresas',
      'Maestría en Pedagogía',
    ])
    expect(screen.getByRole('textbox', { name: 'Dirección' })).toHaveValue(`${paths.comparar}?programas=administracion,pedagogia`)
    expect(screen.getByRole('checkbox', { name: 'Doctorado en Gestión Educativa' })).toBeEnabled()
  })

  it('estimates the total cost of one programme at a time, with the date of the prices', async () => {
    renderComparison({ content: publishedSource(RVOE_SEED, '2026-11-30T15:00:00Z') }, '?programas=derecho,pedagogia')
    const estimate = within(await screen.findByRole('region', { name: compareText.estimate.heading }))
    expect(estimate.getByText('Precios publicados el 30 de noviembre de 2026')).toBeVisible()
    const switcher = estimate.getByRole('combobox', { name: compareText.estimate.programLabel })
    expect(switcher).toHaveDisplayValue('Licenciatura en Derecho')
    await userEvent.setup().selectOptions(switcher, 'pedagogia')
    expect(switcher).toHaveDisplayValue('Maestría en Pedagogía')
    // Pedagogía: no ficha, $800 inscripción, $1,600 × 16 months.
    expect(estimate.getByText('$26,400')).toBeVisible()
  })
})
