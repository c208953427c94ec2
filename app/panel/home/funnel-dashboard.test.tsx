import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RouterProvider, createMemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { PANEL_API_PATHS, TASK_API_PATHS } from '#contracts/api-paths.ts'
import { DASHBOARD_FILTER_MESSAGES, DASHBOARD_SECTIONS, type Dashboard } from '#contracts/dashboard.ts'
import { PANEL_PAGES } from '#contracts/panel-pages.ts'
import { answerGet, jsonAnswer, mockApiNetwork } from '#tests/support/api-network.ts'
import { panelRoutes } from '../panel-routes.tsx'
import { funnelText as text } from './funnel-text.ts'

// jsdom draws no canvas: the charts are left out, the tables beside them carry the numbers.
vi.mock('uplot', () => ({
  default: class {
    static paths = {}
    destroy() {}
  },
}))

mockApiNetwork()

function signedInAs(roles: string[]) {
  answerGet(PANEL_API_PATHS.me, jsonAnswer(200, { email: 'ana@instituto.example', nombre: 'Ana', roles, dosPasos: false }))
  answerGet(PANEL_API_PATHS.summary, jsonAnswer(200, { colas: [] }))
  // The home's other sections: nothing to show.
  answerGet(TASK_API_PATHS.mine, jsonAnswer(200, { tareas: [], total: 0 }))
}

const DASHBOARD: Dashboard = {
  desde: '2026-09-14',
  hasta: '2026-11-30',
  campus: null,
  secciones: [
    { seccion: 'semanas', filas: [['2026-11-23', 3], ['2026-11-30', 1]] },
    { seccion: 'campus', filas: [['Torreón', 2], ['Saltillo', 1], ['Internet (en línea)', 1]] },
    { seccion: 'carrera', filas: [['Derecho', 4]] },
    { seccion: 'nivel', filas: [['Licenciatura', 4]] },
    { seccion: 'fuente', filas: [['facebook', 3], ['Directo', 1]] },
    {
      seccion: 'embudo',
      filas: [
        ['Nueva', 1200, null, null],
        ['Contactada', 3, 0.3, 4],
        ['Cita agendada', 2, 66.7, 27.5],
        ['Inscrita', 0, 0, null],
      ],
    },
    {
      seccion: 'respuesta',
      filas: [
        ['Mensajes de contacto', 5, 2, 1, 1, 50],
        ['Fichas de inscripción', 4, 2, 1, 0, 66.7],
      ],
    },
    { seccion: 'tareas', filas: [] },
    { seccion: 'eventos', filas: [['Puertas abiertas (2026-11-28)', 3, 1, 2, 66.7]] },
  ],
}

/** The rows of a section's table, each as its cells' text. */
function tableRows(title: string) {
  const table = screen.getByRole('table', { name: title })
  return within(table)
    .getAllByRole('row')
    .map((row) => [...within(row).queryAllByRole('columnheader'), ...within(row).queryAllByRole('rowheader'), ...within(row).queryAllByRole('cell')].map((cell) => cell.textContent))
}

function renderHome() {
  render(<RouterProvider router={createMemoryRouter(panelRoutes, { initialEntries: [PANEL_PAGES.home] })} />)
}

describe('the funnel dashboard on the panel home (issue 38)', () => {
  it('shows admisiones each section as a table beside its chart, with its CSV for the period shown', async () => {
    signedInAs(['admisiones'])
    const asked: string[] = []
    answerGet(PANEL_API_PATHS.funnel, (request) => {
      asked.push(new URL(request.url).search)
      return jsonAnswer(200, DASHBOARD)(request)
    })
    renderHome()

    expect(await screen.findByText('Del 14 de septiembre de 2026 al 30 de noviembre de 2026, todos los campus.')).toBeInTheDocument()
    expect(asked).toEqual([''])
    expect(tableRows(DASHBOARD_SECTIONS.semanas.titulo)).toEqual([
      ['Semana del', 'Fichas'],
      ['2026-11-23', '3'],
      ['2026-11-30', '1'],
    ])
    expect(tableRows(DASHBOARD_SECTIONS.fuente.titulo)).toEqual([
      ['Fuente', 'Fichas'],
      ['facebook', '3'],
      ['Directo', '1'],
    ])
    expect(tableRows(DASHBOARD_SECTIONS.embudo.titulo)).toEqual([
      ['Etapa', 'Fichas', 'Conversión desde la etapa anterior', 'Mediana desde la etapa anterior'],
      ['Nueva', '1,200', '—', '—'],
      ['Contactada', '3', '0.3 %', '4 h'],
      ['Cita agendada', '2', '66.7 %', '27.5 h'],
      ['Inscrita', '0', '0 %', '—'],
    ])
    expect(tableRows(DASHBOARD_SECTIONS.respuesta.titulo)).toEqual([
      ['Cola', 'Recibidos con plazo', 'Respondidos a tiempo', 'Respondidos tarde', 'Sin respuesta, plazo vencido', 'A tiempo'],
      ['Mensajes de contacto', '5', '2', '1', '1', '50 %'],
      ['Fichas de inscripción', '4', '2', '1', '0', '66.7 %'],
    ])
    expect(tableRows(DASHBOARD_SECTIONS.eventos.titulo)).toEqual([
      ['Evento', 'Lugares confirmados', 'En lista de espera', 'Asistieron', 'Asistencia de los confirmados'],
      ['Puertas abiertas (2026-11-28)', '3', '1', '2', '66.7 %'],
    ])
    // A section without rows says so in its own words.
    expect(within(screen.getByRole('region', { name: DASHBOARD_SECTIONS.tareas.titulo })).getByText(DASHBOARD_SECTIONS.tareas.sinFilas)).toBeInTheDocument()
    expect(screen.getByRole('img', { name: text.chartOf(DASHBOARD_SECTIONS.embudo.titulo) })).toBeInTheDocument()
    const funnel = screen.getByRole('region', { name: DASHBOARD_SECTIONS.embudo.titulo })
    expect(within(funnel).getByRole('link', { name: `Descargar CSV: ${DASHBOARD_SECTIONS.embudo.titulo}` })).toHaveAttribute(
      'href',
      `/api/v1${PANEL_API_PATHS.funnelCsv}?desde=2026-09-14&hasta=2026-11-30&seccion=embudo`,
    )
  })

  it('asks for the chosen period and campus, and keeps what was typed under the server’s refusal', async () => {
    signedInAs(['admin'])
    answerGet(PANEL_API_PATHS.failedMails, jsonAnswer(200, { total: 0, correos: [] }))
    answerGet(PANEL_API_PATHS.funnel, (request) => {
      const query = new URL(request.url).searchParams
      if (query.get('desde') === '2020-01-01') return jsonAnswer(422, { errors: { desde: [DASHBOARD_FILTER_MESSAGES.desde.tooLong] } })(request)
      return jsonAnswer(200, { ...DASHBOARD, desde: query.get('desde') ?? DASHBOARD.desde, campus: query.get('campus') })(request)
    })
    const user = userEvent.setup()
    renderHome()
    const form = await screen.findByRole('form', { name: text.form })

    await user.type(within(form).getByLabelText('Desde'), '2026-11-01')
    await user.selectOptions(within(form).getByLabelText(/Campus/), 'Saltillo')
    await user.click(within(form).getByRole('button', { name: text.submit }))
    expect(await screen.findByText('Del 1 de noviembre de 2026 al 30 de noviembre de 2026, campus Saltillo.')).toBeInTheDocument()

    const desde = within(form).getByLabelText('Desde')
    await user.clear(desde)
    await user.type(desde, '2020-01-01')
    await user.click(within(form).getByRole('button', { name: text.submit }))
    expect(await within(form).findByText(DASHBOARD_FILTER_MESSAGES.desde.tooLong)).toBeInTheDocument()
    expect(desde).toHaveValue('2020-01-01')
    expect(desde).toHaveFocus()
    expect(within(screen.getByRole('region', { name: text.heading })).getAllByRole('alert').map((alert) => alert.textContent)).toEqual([text.fixPeriod])
  })

  it('is not shown to staff without the fichas’ role', async () => {
    signedInAs(['contacto'])
    renderHome()
    await screen.findByText(/Tus roles no atienden/)
    expect(screen.queryByRole('heading', { name: text.heading })).not.toBeInTheDocument()
  })
})
