import { render, screen, within } from '@testing-library/react'
import { RouterProvider, createMemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { PANEL_API_PATHS, TASK_API_PATHS } from '#contracts/api-paths.ts'
import { PANEL_PAGES } from '#contracts/panel-pages.ts'
import { STAFF_QUEUES } from '#contracts/staff.ts'
import type { FailedMails } from '#contracts/failed-mails.ts'
import { answerGet, jsonAnswer, mockApiNetwork, recordRequests } from '#tests/support/api-network.ts'
import { panelRoutes } from '../panel-routes.tsx'
import { homeText as text } from './home-text.ts'

mockApiNetwork()

const NO_FAILED_MAILS: FailedMails = { total: 0, correos: [] }

function signedInAs(roles: string[]) {
  answerGet(PANEL_API_PATHS.me, jsonAnswer(200, { email: 'ana@instituto.example', nombre: 'Ana', roles, dosPasos: false }))
  // The home's other blocks (issue 38), empty here: their own tests cover them.
  answerGet(TASK_API_PATHS.mine, jsonAnswer(200, { total: 0, tareas: [] }))
  answerGet(PANEL_API_PATHS.funnel, jsonAnswer(200, { desde: '2026-09-07', hasta: '2026-11-29', campus: null, secciones: [] }))
}

/** A queue's card on the home, by its heading. */
function cardOf(name: string) {
  const card = screen.getAllByRole('listitem').find((item) => within(item).queryByRole('heading', { name }) !== null)
  if (card === undefined) throw new Error(`sin tarjeta de ${name}`)
  return card
}

describe('panel home (issues 13, 14)', () => {
  it('links each queue, its new items and its overdue items', async () => {
    signedInAs(['admin'])
    answerGet(PANEL_API_PATHS.failedMails, jsonAnswer(200, NO_FAILED_MAILS))
    answerGet(
      PANEL_API_PATHS.summary,
      jsonAnswer(200, {
        colas: [
          { cola: 'contacto', nombre: STAFF_QUEUES.contacto.label, total: 10, nuevos: 1, vencidas: 0 },
          { cola: 'fichas', nombre: STAFF_QUEUES.fichas.label, total: 7, nuevos: 2, vencidas: 1 },
          { cola: 'documentos', nombre: STAFF_QUEUES.documentos.label, total: 40, nuevos: 3, vencidas: 2 },
        ],
      }),
    )
    render(<RouterProvider router={createMemoryRouter(panelRoutes, { initialEntries: [PANEL_PAGES.home] })} />)

    await screen.findByRole('heading', { name: STAFF_QUEUES.documentos.label })
    const documents = cardOf(STAFF_QUEUES.documentos.label)
    expect(within(documents).getByRole('link', { name: STAFF_QUEUES.documentos.label })).toHaveAttribute('href', PANEL_PAGES.queue('documentos'))
    expect(within(documents).getByRole('link', { name: text.newItems(3) })).toHaveAttribute('href', `${PANEL_PAGES.queue('documentos')}?estado=recibida`)
    const overdue = within(documents).getByRole('link', { name: '2 vencidas' })
    expect(overdue).toHaveAttribute('href', PANEL_PAGES.queue('documentos'))
    expect(overdue).toHaveAccessibleDescription(text.overdueHint.documentos)

    // Issue 38: a ficha past its first-response day without any activity.
    const fichas = within(cardOf(STAFF_QUEUES.fichas.label)).getByRole('link', { name: '1 vencida' })
    expect(fichas).toHaveAttribute('href', PANEL_PAGES.queue('fichas'))
    expect(fichas).toHaveAccessibleDescription(text.overdueHint.fichas)

    const contact = cardOf(STAFF_QUEUES.contacto.label)
    expect(within(contact).getByRole('link', { name: '1 nuevo' })).toHaveAttribute('href', `${PANEL_PAGES.queue('contacto')}?estado=nuevo`)
    expect(within(contact).queryByText(/vencida/)).not.toBeInTheDocument()
  })

  it("shows the admin how many e-mails failed, each linking to its item's page", async () => {
    signedInAs(['admin'])
    answerGet(PANEL_API_PATHS.summary, jsonAnswer(200, { colas: [] }))
    const failed: FailedMails = {
      total: 25,
      correos: [
        { id: 'c1', folio: 'DOC-2026-000007', cola: 'documentos', asunto: 'Nueva solicitud de documento DOC-2026-000007', para: 'escolares@instituto.example', error: '552 mensaje demasiado grande', creado: '2026-11-27T18:07:10.000Z' },
        { id: 'c2', folio: 'staff:u1', cola: null, asunto: 'Tu acceso al panel', para: 'beto@instituto.example', error: '550 buzón inexistente', creado: '2026-11-26T18:07:10.000Z' },
      ],
    }
    answerGet(PANEL_API_PATHS.failedMails, jsonAnswer(200, failed))
    render(<RouterProvider router={createMemoryRouter(panelRoutes, { initialEntries: [PANEL_PAGES.home] })} />)

    const section = await screen.findByRole('region', { name: text.failedMails })
    expect(await within(section).findByText(text.failedMailsCount(25))).toBeInTheDocument()
    expect(within(section).getByText(new RegExp(text.failedMailsMore(2)))).toBeInTheDocument()
    const link = within(section).getByRole('link', { name: 'Nueva solicitud de documento DOC-2026-000007' })
    expect(link).toHaveAttribute('href', PANEL_PAGES.queueItem('documentos', 'DOC-2026-000007'))
    const [document, invitation] = within(section).getAllByRole('listitem')
    expect(document).toHaveTextContent('Error: 552 mensaje demasiado grande')
    expect(invitation).toHaveTextContent(text.failedMailNoItem)
    expect(within(invitation!).queryByRole('link')).not.toBeInTheDocument()
  })

  it('asks nothing about e-mails for staff who are not administrators', async () => {
    signedInAs(['contacto'])
    answerGet(PANEL_API_PATHS.summary, jsonAnswer(200, { colas: [{ cola: 'contacto', nombre: STAFF_QUEUES.contacto.label, total: 1, nuevos: 1, vencidas: 0 }] }))
    const sent = recordRequests()
    render(<RouterProvider router={createMemoryRouter(panelRoutes, { initialEntries: [PANEL_PAGES.home] })} />)

    await screen.findByRole('heading', { name: STAFF_QUEUES.contacto.label })
    expect(screen.queryByRole('region', { name: text.failedMails })).not.toBeInTheDocument()
    expect(sent).not.toContain(`GET /api/v1${PANEL_API_PATHS.failedMails}`)
  })
})
