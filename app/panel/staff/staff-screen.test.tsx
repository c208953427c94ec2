import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { PANEL_API_PATHS, panelStaffInvitationPath } from '#contracts/api-paths.ts'
import { PANEL_PAGES } from '#contracts/panel-pages.ts'
import { STAFF_MESSAGES, type StaffListItem } from '#contracts/staff.ts'
import { answerGet, answerPost, jsonAnswer, mockApiNetwork } from '#tests/support/api-network.ts'
import StaffScreen from './staff-screen.tsx'
import { SignedIn } from '../shared/staff-session.tsx'

mockApiNetwork()

const ana: StaffListItem = { id: 'a1', email: 'ana@instituto.example', nombre: 'Ana Pérez', roles: ['admin'], dosPasos: false, activo: true, tieneContrasena: true }
const beto: StaffListItem = { id: 'b2', email: 'beto@instituto.example', nombre: 'Beto Ramírez', roles: ['admisiones'], dosPasos: false, activo: true, tieneContrasena: false }

async function openAsAna() {
  answerGet(PANEL_API_PATHS.me, jsonAnswer(200, { email: ana.email, nombre: ana.nombre, roles: ana.roles, dosPasos: false }))
  answerGet(PANEL_API_PATHS.staff, jsonAnswer(200, { personas: [ana, beto] }))
  const Stub = createRoutesStub([
    {
      path: PANEL_PAGES.staff,
      Component: () => (
        <SignedIn>
          <StaffScreen />
        </SignedIn>
      ),
    },
  ])
  render(<Stub initialEntries={[PANEL_PAGES.staff]} />)
  const user = userEvent.setup()
  await screen.findByRole('heading', { name: beto.nombre })
  const cardOf = (nombre: string) => {
    const card = screen.getAllByRole('listitem').find((item) => within(item).queryByRole('heading', { name: nombre }) !== null)
    if (card === undefined) throw new Error(`sin tarjeta de ${nombre}`)
    return card
  }
  return { user, anaCard: cardOf(ana.nombre), betoCard: cardOf(beto.nombre) }
}

describe('staff list', () => {
  it("offers no way to disable one's own account or to drop one's own admin role", async () => {
    const { user, anaCard, betoCard } = await openAsAna()
    expect(within(anaCard).queryByRole('button', { name: 'Desactivar' })).not.toBeInTheDocument()
    expect(within(betoCard).getByRole('button', { name: 'Desactivar' })).toBeInTheDocument()

    await user.click(within(anaCard).getByRole('button', { name: 'Editar roles' }))
    const admin = within(anaCard).getByRole('checkbox', { name: 'Administración' })
    expect(admin).toHaveFocus()
    expect(admin).toHaveAccessibleDescription('No puedes quitarte este rol.')
    await user.click(admin)
    expect(admin).toBeChecked()
    await user.keyboard(' ')
    expect(admin).toBeChecked()
  })

  it('tells a failure in the card it happened in', async () => {
    answerPost(panelStaffInvitationPath(beto.id), jsonAnswer(404, { mensaje: STAFF_MESSAGES.staffNotFound }))
    const { user, anaCard, betoCard } = await openAsAna()
    const resend = within(betoCard).getByRole('button', { name: 'Reenviar invitación' })
    await user.click(resend)
    expect(await within(betoCard).findByRole('alert')).toHaveTextContent(STAFF_MESSAGES.staffNotFound)
    expect(within(anaCard).queryByRole('alert')).not.toBeInTheDocument()
    expect(resend).toHaveFocus()
  })
})
