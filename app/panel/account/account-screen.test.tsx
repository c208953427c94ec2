import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { PANEL_API_PATHS } from '#contracts/api-paths.ts'
import { PANEL_PAGES } from '#contracts/panel-pages.ts'
import { STAFF_FIELD_TEXT, STAFF_MESSAGES, type StaffMember, type TwoFactorEnrolment } from '#contracts/staff.ts'
import { answerDelete, answerGet, answerPost, jsonAnswer, mockApiNetwork } from '#tests/support/api-network.ts'
import AccountScreen from './account-screen.tsx'
import { readableSecret } from './account-two-factor.tsx'
import { panelText } from '../shared/panel-text.ts'
import { SignedIn } from '../shared/staff-session.tsx'
import { accountText as text } from './account-text.ts'

const ANA: StaffMember = { email: 'ana@instituto.example', nombre: 'Ana Pérez', roles: ['admin', 'contacto'], dosPasos: false }
const ENROLMENT: TwoFactorEnrolment = {
  uri: 'otpauth://totp/Panel%20del%20instituto:ana%40instituto.example?secret=JBSWY3DPEHPK3PXPJBSWY3DP&issuer=Panel+del+instituto',
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>',
  codigosRespaldo: Array.from({ length: 10 }, (_, index) => `abcd${index}-efgh${index}`),
}
const noContent = () => new Response(null, { status: 204 })

/** The account screen signed in as `member`; `me.current` is what the next `/me` answers. */
async function renderAccount(member: StaffMember) {
  const me = { current: member }
  answerGet(PANEL_API_PATHS.me, () => Response.json(me.current))
  const Stub = createRoutesStub([
    {
      path: PANEL_PAGES.account,
      Component: () => (
        <SignedIn>
          <AccountScreen />
        </SignedIn>
      ),
    },
    { path: PANEL_PAGES.signIn, Component: () => <h1>Pantalla de entrada</h1> },
  ])
  render(<Stub initialEntries={[PANEL_PAGES.account]} />)
  await screen.findByRole('heading', { level: 1, name: text.title })
  return { user: userEvent.setup(), me }
}

const twoFactorSection = () => screen.getByRole('region', { name: text.twoFactor.heading })

mockApiNetwork()

describe('AccountScreen ("Mi cuenta")', () => {
  it("shows the person's data, and changes the password: a wrong current one under its field, then a notice and an empty form", async () => {
    const { user } = await renderAccount(ANA)
    const data = screen.getByRole('region', { name: text.data.heading })
    expect(within(data).getByText('Ana Pérez')).toBeInTheDocument()
    expect(within(data).getByText('ana@instituto.example')).toBeInTheDocument()
    expect(within(data).getByText('Administración, Contacto')).toBeInTheDocument()

    const refused = answerPost(PANEL_API_PATHS.ownPassword, jsonAnswer(422, { errors: { actual: [STAFF_MESSAGES.wrongCurrentPassword] } }))
    const current = screen.getByLabelText(STAFF_FIELD_TEXT.actual.label)
    const next = screen.getByLabelText(STAFF_FIELD_TEXT.nueva.label)
    expect(current).toHaveAttribute('autocomplete', 'current-password')
    expect(next).toHaveAttribute('autocomplete', 'new-password')
    expect(next).toHaveAccessibleDescription(panelText.passwordHint)
    await user.type(current, 'no-es-la-actual')
    await user.type(next, 'faro-nopal-brisa-27')
    await user.click(screen.getByRole('button', { name: text.password.submit }))
    expect(await screen.findByText(STAFF_MESSAGES.wrongCurrentPassword)).toBeInTheDocument()
    expect(current).toHaveFocus()
    expect(refused).toEqual([{ actual: 'no-es-la-actual', nueva: 'faro-nopal-brisa-27' }])

    answerPost(PANEL_API_PATHS.ownPassword, noContent)
    await user.clear(current)
    await user.type(current, 'cantera-marea-roble-41')
    await user.click(screen.getByRole('button', { name: text.password.submit }))
    expect(await screen.findByRole('status')).toHaveTextContent(text.password.done)
    expect(current).toHaveValue('')
    expect(next).toHaveValue('')
  })

  it('leaves an enrolment with Cancelar, back on the button that started it', async () => {
    const { user } = await renderAccount(ANA)
    answerPost(PANEL_API_PATHS.twoFactor, jsonAnswer(200, ENROLMENT))
    await user.click(screen.getByRole('button', { name: text.twoFactor.start }))
    await user.type(screen.getByLabelText(STAFF_FIELD_TEXT.contrasena.label), 'cantera-marea-roble-41')
    await user.click(screen.getByRole('button', { name: text.twoFactor.startSubmit }))
    await screen.findByRole('img', { name: text.twoFactor.qrAlt })
    await user.click(within(twoFactorSection()).getByRole('button', { name: text.twoFactor.cancel }))
    expect(screen.queryByRole('img', { name: text.twoFactor.qrAlt })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: text.twoFactor.start })).toHaveFocus()
  })

  it('turns two-step verification off with the password', async () => {
    const { user, me } = await renderAccount({ ...ANA, dosPasos: true })
    await user.click(screen.getByRole('button', { name: text.twoFactor.disable }))
    const password = screen.getByLabelText(STAFF_FIELD_TEXT.contrasena.label)
    expect(password).toHaveFocus()
    const sent = answerPost(PANEL_API_PATHS.twoFactorDisable, noContent)
    me.current = ANA
    await user.type(password, 'cantera-marea-roble-41')
    await user.click(screen.getByRole('button', { name: text.twoFactor.disableSubmit }))
    expect(await within(twoFactorSection()).findByRole('status')).toHaveTextContent(text.twoFactor.disabled)
    expect(sent).toEqual([{ contrasena: 'cantera-marea-roble-41' }])
    expect(within(twoFactorSection()).getByText(text.twoFactor.offState)).toBeInTheDocument()
  })

  it('signs out everywhere after a confirmation in the page, then shows the sign-in screen', async () => {
    const { user } = await renderAccount(ANA)
    const ended = answerDelete(PANEL_API_PATHS.allSessions, noContent)
    await user.click(screen.getByRole('button', { name: text.sessions.signOutAll }))
    expect(screen.getByRole('heading', { name: text.sessions.confirm })).toHaveFocus()
    await user.click(screen.getByRole('button', { name: text.sessions.cancel }))
    expect(screen.getByRole('button', { name: text.sessions.signOutAll })).toHaveFocus()
    expect(ended).toEqual([])

    await user.click(screen.getByRole('button', { name: text.sessions.signOutAll }))
    await user.click(screen.getByRole('button', { name: text.sessions.confirmYes }))
    expect(await screen.findByRole('heading', { name: 'Pantalla de entrada' })).toBeInTheDocument()
    expect(ended).toEqual(['/api/v1/panel/sesiones'])
  })
})

describe('readableSecret', () => {
  it("groups the otpauth URI's secret by four for typing it into an app", () => {
    expect(readableSecret(ENROLMENT.uri)).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP')
  })
})
