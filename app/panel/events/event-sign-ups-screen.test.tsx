import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RouterProvider, createMemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { EVENT_SIGN_UP_API_PATHS, PANEL_API_PATHS } from '#contracts/api-paths.ts'
import { EVENT_SIGN_UP_PANEL_MESSAGES, type PanelEvent, type PanelSignUp } from '#contracts/event-sign-ups-panel.ts'
import { answerGet, answerPost, heldResponse, jsonAnswer, mockApiNetwork } from '#tests/support/api-network.ts'
import { panelRoutes } from '../panel-routes.tsx'
import { EVENTS_PANEL_PAGE, eventPanelPage } from './events-text.ts'

mockApiNetwork()

const event: PanelEvent = { slug: 'puertas-abiertas', titulo: 'Día de puertas abiertas', inicio: '2026-12-05T10:00', cupo: 2, confirmados: 2, enEspera: 1, asistieron: 0 }

const ana: PanelSignUp = {
  folio: 'EVT-2026-000001',
  nombre: 'Ana García',
  correo: 'ana@example.com',
  telefono: '8441234567',
  nivelInteres: 'licenciatura',
  programaInteres: 'Derecho',
  lugares: 2,
  estado: 'confirmada',
  recibida: '2026-11-28T16:00:00.000Z',
  asistio: null,
  version: 1,
}

function openAt(url: string) {
  answerGet(PANEL_API_PATHS.me, jsonAnswer(200, { email: 'admisiones@instituto.example', nombre: 'Admisiones', roles: ['admisiones'], dosPasos: false }))
  const router = createMemoryRouter(panelRoutes, { initialEntries: [url] })
  render(<RouterProvider router={router} />)
  return { router, user: userEvent.setup() }
}

describe('the «Eventos» section (issue 38)', () => {
  it('lists the events with sign-up and their counts, each linked to its sign-ups', async () => {
    answerGet(EVENT_SIGN_UP_API_PATHS.panelEvents, jsonAnswer(200, { eventos: [event] }))
    openAt(EVENTS_PANEL_PAGE)

    const link = await screen.findByRole('link', { name: 'Ver registros de Día de puertas abiertas' })
    expect(link).toHaveAttribute('href', eventPanelPage('puertas-abiertas'))
    expect(screen.getByText('2 de 2 lugares')).toBeInTheDocument()
  })

  it('checks a person in with «Asistió», says so while sending and after, and shows the list read again', async () => {
    let attended = false
    const queries: string[] = []
    answerGet(EVENT_SIGN_UP_API_PATHS.panelSignUps('puertas-abiertas'), (request) => {
      queries.push(new URL(request.url).search)
      const row = attended ? { ...ana, asistio: '2026-12-05T16:05:00.000Z', version: 2 } : ana
      return Response.json({ evento: { ...event, asistieron: attended ? 2 : 0 }, registros: [row], total: 1 })
    })
    const held = heldResponse(Response.json({ registro: { ...ana, asistio: '2026-12-05T16:05:00.000Z', version: 2 } }))
    const posted = answerPost(EVENT_SIGN_UP_API_PATHS.panelAttended(ana.folio), () => {
      attended = true
      return held.respond()
    })
    const { user } = openAt(`${eventPanelPage('puertas-abiertas')}?estado=confirmada`)

    const card = within(await screen.findByRole('listitem', { name: 'Ana García' }))
    expect(queries).toEqual(['?estado=confirmada'])
    await user.click(card.getByRole('button', { name: 'Asistió' }))
    expect(await card.findByRole('button', { name: 'Registrando…' })).toBeDisabled()
    held.release()

    expect(await screen.findByText('Asistencia de Ana García registrada.')).toBeInTheDocument()
    expect(posted).toEqual([{ version: 1 }])
    expect(card.queryByRole('button', { name: 'Asistió' })).not.toBeInTheDocument()
    expect(card.getByText(/^Asistió: /)).toBeInTheDocument()
  })

  it('asks before cancelling, and shows why a cancellation was refused', async () => {
    answerGet(EVENT_SIGN_UP_API_PATHS.panelSignUps('puertas-abiertas'), jsonAnswer(200, { evento: event, registros: [ana], total: 1 }))
    answerPost(EVENT_SIGN_UP_API_PATHS.panelCancel(ana.folio), jsonAnswer(409, { mensaje: EVENT_SIGN_UP_PANEL_MESSAGES.stale }))
    const { user } = openAt(eventPanelPage('puertas-abiertas'))

    const card = within(await screen.findByRole('listitem', { name: 'Ana García' }))
    await user.click(card.getByRole('button', { name: 'Cancelar' }))
    expect(card.getByText(/¿Cancelar el registro de Ana García\?/)).toBeInTheDocument()
    await user.click(card.getByRole('button', { name: 'Sí, cancelar' }))
    expect(await card.findByRole('alert')).toHaveTextContent(EVENT_SIGN_UP_PANEL_MESSAGES.stale)
  })

  it('searches the event’s sign-ups through the URL', async () => {
    const queries: string[] = []
    answerGet(EVENT_SIGN_UP_API_PATHS.panelSignUps('puertas-abiertas'), (request) => {
      queries.push(new URL(request.url).search)
      return Response.json({ evento: event, registros: [ana], total: 1 })
    })
    const { user } = openAt(eventPanelPage('puertas-abiertas'))

    await user.type(await screen.findByLabelText('Buscar por nombre, correo, celular o folio'), 'garcia{Enter}')
    await screen.findByText('1 registro')
    expect(queries).toEqual(['', '?q=garcia'])
  })
})
