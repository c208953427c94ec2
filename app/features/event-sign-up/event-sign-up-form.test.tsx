import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { EVENT_SIGN_UP_API_PATHS } from '#contracts/api-paths.ts'
import { eventSignUpContent as text } from '#content/event-sign-up.ts'
import { EVENT_SIGN_UP_CLOSED, EVENT_SIGN_UP_FIELD_TEXT as fields } from '#contracts/event-sign-up.ts'
import { answerGet, answerPost, heldResponse, jsonAnswer, mockApiNetwork } from '#tests/support/api-network.ts'
import { EventSignUpForm } from './event-sign-up-form.tsx'

mockApiNetwork()

const SLUG = 'puertas-abiertas'

function renderForm(state = { abierto: true, lleno: false }) {
  answerGet(EVENT_SIGN_UP_API_PATHS.signUp(SLUG), jsonAnswer(200, state))
  const Stub = createRoutesStub([{ path: '/', Component: () => <EventSignUpForm slug={SLUG} text={text} /> }])
  render(<Stub initialEntries={['/']} />)
  return { user: userEvent.setup() }
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: fields.nombre.label }), 'Ana Pérez')
  await user.type(screen.getByRole('textbox', { name: fields.correo.label }), 'ana@example.com')
  await user.type(screen.getByRole('textbox', { name: fields.telefono.label }), '8441234567')
  await user.selectOptions(screen.getByRole('combobox', { name: fields.nivel_interes.label }), 'licenciatura')
  await user.selectOptions(screen.getByRole('combobox', { name: /Acompañantes/ }), '2')
}

describe('the sign-up form of an event (issue 38)', () => {
  it('sends the sign-up with its companions, says so while sending, and answers with the folio and the status', async () => {
    const held = heldResponse(Response.json({ ok: true, folio: 'EVT-2026-000007', estado: 'confirmada' }, { status: 201 }))
    const sent = answerPost(EVENT_SIGN_UP_API_PATHS.signUp(SLUG), held.respond)
    const { user } = renderForm()
    const submit = screen.getByRole('button', { name: text.submit })
    expect(submit).toBeDisabled()

    await fillValid(user)
    await user.click(screen.getByRole('button', { name: text.submit }))
    expect(await screen.findByRole('button', { name: text.sending })).toBeDisabled()
    held.release()

    expect(await screen.findByRole('heading', { name: text.result.confirmada.heading })).toHaveFocus()
    expect(screen.getByText('EVT-2026-000007')).toBeInTheDocument()
    expect(sent).toEqual([
      expect.objectContaining({ nombre: 'Ana Pérez', correo: 'ana@example.com', telefono: '8441234567', nivel_interes: 'licenciatura', programa_interes: '', acompanantes: '2' }),
    ])
  })

  it('says when the event is full, and offers the waiting list', async () => {
    renderForm({ abierto: true, lleno: true })
    expect(await screen.findByText(text.full)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: text.submitWaiting })).toBeInTheDocument()
  })

  it('keeps what was typed when the server refuses, and says why', async () => {
    answerPost(EVENT_SIGN_UP_API_PATHS.signUp(SLUG), jsonAnswer(409, { mensaje: EVENT_SIGN_UP_CLOSED.closed }))
    const { user } = renderForm()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: text.submit }))

    expect(await screen.findByRole('alert')).toHaveTextContent(EVENT_SIGN_UP_CLOSED.closed)
    expect(screen.getByRole('textbox', { name: fields.nombre.label })).toHaveValue('Ana Pérez')
    expect(screen.getByRole('combobox', { name: /Acompañantes/ })).toHaveValue('2')
  })

  it('shows no form once sign-up has closed', async () => {
    renderForm({ abierto: false, lleno: false })
    expect(await screen.findByText(text.closed)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: text.submit })).not.toBeInTheDocument()
  })
})
