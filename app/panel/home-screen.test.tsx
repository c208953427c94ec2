import { render, screen, within } from '@testing-library/react'
import { RouterProvider, createMemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { PANEL_API_PATHS } from '#contracts/api-paths.ts'
import { PANEL_PAGES } from '#contracts/panel-pages.ts'
import { STAFF_QUEUES } from '#contracts/staff.ts'
import { answerGet, jsonAnswer, mockApiNetwork } from '#tests/support/api-network.ts'
import { panelRoutes } from './panel-routes.tsx'
import { panelText } from './panel-text.ts'

mockApiNetwork()

const text = panelText.home

/** A queue's card on the home, by its heading. */
function cardOf(name: string) {
  const card = screen.getAllByRole('listitem').find((item) => within(item).queryByRole('heading', { name }) !== null)
  if (card === undefined) throw new Error(`sin tarjeta de ${name}`)
  return card
}

describe('panel home (issues 13, 14)', () => {
  it('links each queue, its new items and the overdue document requests', async () => {
    answerGet(PANEL_API_PATHS.me, jsonAnswer(200, { email: 'ana@instituto.example', nombre: 'Ana', roles: ['admin'], dosPasos: false }))
    answerGet(
      PANEL_API_PATHS.summary,
      jsonAnswer(200, {
        colas: [
          { cola: 'contacto', nombre: STAFF_QUEUES.contacto.label, total: 10, nuevos: 1 },
          { cola: 'documentos', nombre: STAFF_QUEUES.documentos.label, total: 40, nuevos: 3, vencidas: 2 },
        ],
      }),
    )
    render(<RouterProvider router={createMemoryRouter(panelRoutes, { initialEntries: [PANEL_PAGES.home] })} />)

    await screen.findByRole('heading', { name: STAFF_QUEUES.documentos.label })
    const documents = cardOf(STAFF_QUEUES.documentos.label)
    expect(within(documents).getByRole('link', { name: STAFF_QUEUES.documentos.label })).toHaveAttribute('href', PANEL_PAGES.queue('documentos'))
    expect(within(documents).getByRole('link', { name: text.newItems(3) })).toHaveAttribute('href', `${PANEL_PAGES.queue('documentos')}?estado=recibida`)
    const overdue = within(documents).getByRole('link', { name: text.overdue(2) })
    expect(overdue).toHaveAttribute('href', PANEL_PAGES.queue('documentos'))
    expect(overdue).toHaveAccessibleDescription(text.overdueHint)

    const contact = cardOf(STAFF_QUEUES.contacto.label)
    expect(within(contact).getByRole('link', { name: '1 nuevo' })).toHaveAttribute('href', `${PANEL_PAGES.queue('contacto')}?estado=nuevo`)
    expect(within(contact).queryByText(/vencida/)).not.toBeInTheDocument()
  })
})
