import { render, screen, within } from '@testing-library/react'
import { RouterProvider, createMemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { PANEL_API_PATHS, TASK_API_PATHS } from '#contracts/api-paths.ts'
import { PANEL_PAGES } from '#contracts/panel-pages.ts'
import { STAFF_QUEUES, type StaffRole } from '#contracts/staff.ts'
import { TASK_OVERDUE_LABEL, type MyTasks, type Task } from '#contracts/tasks.ts'
import { answerGet, jsonAnswer, mockApiNetwork, recordRequests } from '#tests/support/api-network.ts'
import { panelRoutes } from '../panel-routes.tsx'
import { myTasksText as text } from './my-tasks-text.ts'

mockApiNetwork()

const ANA = { id: 'u1', nombre: 'Ana' }

function task(overrides: Partial<Task>): Task {
  return {
    id: 't1',
    cola: 'fichas',
    folio: 'FICHA-2026-000123',
    titulo: 'Llamar el martes',
    fechaLimite: '2026-12-08',
    vencida: false,
    responsable: ANA,
    creada: '2026-11-27T18:10:00.000Z',
    terminada: null,
    version: 1,
    ...overrides,
  }
}

/** The panel's home for someone with `roles`, whose open tasks the server answers with `tasks`. */
function openHome(roles: StaffRole[], tasks?: MyTasks) {
  answerGet(PANEL_API_PATHS.me, jsonAnswer(200, { email: 'ana@instituto.example', nombre: ANA.nombre, roles, dosPasos: false }))
  answerGet(PANEL_API_PATHS.summary, jsonAnswer(200, { colas: [] }))
  if (tasks) answerGet(TASK_API_PATHS.mine, jsonAnswer(200, tasks))
  const sent = recordRequests()
  render(<RouterProvider router={createMemoryRouter(panelRoutes, { initialEntries: [PANEL_PAGES.home] })} />)
  return sent
}

describe('«Mis tareas» on the panel home (issue 38)', () => {
  it('lists my open tasks as the server orders them, the overdue ones marked, each linking to its item', async () => {
    openHome(['contacto'], {
      total: 60,
      tareas: [
        task({ id: 't1', cola: 'contacto', folio: 'MSG-2026-000045', titulo: 'Responder la duda', fechaLimite: '2026-12-01', vencida: true }),
        task({ id: 't2' }),
      ],
    })

    const section = await screen.findByRole('region', { name: text.title })
    const [overdue, later] = await within(section).findAllByRole('listitem')
    expect(within(overdue!).getByRole('link', { name: 'Responder la duda' })).toHaveAttribute('href', PANEL_PAGES.queueItem('contacto', 'MSG-2026-000045'))
    expect(overdue).toHaveTextContent(text.item(STAFF_QUEUES.contacto.label, 'MSG-2026-000045'))
    expect(within(overdue!).getByText(TASK_OVERDUE_LABEL)).toBeInTheDocument()
    expect(within(later!).getByRole('link', { name: 'Llamar el martes' })).toHaveAttribute('href', PANEL_PAGES.queueItem('fichas', 'FICHA-2026-000123'))
    expect(later).toHaveTextContent(text.due('2026-12-08'))
    expect(within(later!).queryByText(TASK_OVERDUE_LABEL)).not.toBeInTheDocument()
    expect(section).toHaveTextContent(text.more(2, 60))
  })

  it('says when I have no open tasks', async () => {
    openHome(['servicios-escolares'], { total: 0, tareas: [] })
    const section = await screen.findByRole('region', { name: text.title })
    expect(await within(section).findByText(text.none)).toBeInTheDocument()
  })

  it('is not there, and asks nothing, for staff whose roles open no queue with tasks', async () => {
    const sent = openHome(['contenido'])
    await screen.findByRole('heading', { level: 1 })
    expect(screen.queryByRole('region', { name: text.title })).not.toBeInTheDocument()
    expect(sent).not.toContain(`GET /api/v1${TASK_API_PATHS.mine}`)
  })
})
