import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import Seguimiento from '#app/routes/seguimiento.tsx'
import { trackingContent } from '#content/tracking.ts'
import { API_PATHS } from '#contracts/api-paths.ts'
import { paths } from '#contracts/site-paths.ts'
import { TRACKING_FIELD_TEXT, TRACKING_MESSAGES, type TrackingResponse } from '#contracts/tracking.ts'
import { answerPost, heldResponse, jsonAnswer, mockApiNetwork } from '#tests/support/api-network.ts'

mockApiNetwork()

const SENT = { mensaje: TRACKING_MESSAGES.codeSent }
const ANSWER: TrackingResponse = {
  folio: 'DOC-2026-000045',
  tipo: 'documento',
  estado: 'Pago validado',
  pasos: [
    { estado: 'Recibida', fecha: '2026-03-02T16:00:00.000Z' },
    { estado: 'Pago validado', fecha: '2026-03-03T17:30:00.000Z' },
  ],
  fechaLimite: '2026-03-16',
}
const text = trackingContent

function renderPage() {
  const Stub = createRoutesStub([{ path: paths.seguimiento, Component: Seguimiento }])
  render(<Stub initialEntries={[paths.seguimiento]} />)
  return userEvent.setup()
}

async function askForCode(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(TRACKING_FIELD_TEXT.folio.label), 'doc-2026-000045')
  await user.type(screen.getByLabelText(TRACKING_FIELD_TEXT.correo.label), 'Maria@Example.com')
  await user.click(screen.getByRole('button', { name: text.ask.submit }))
  await screen.findByRole('heading', { name: text.code.heading })
}

function box(position: number) {
  return screen.getByLabelText(text.code.digitLabel(position, 6))
}

describe('tracking page (issue 15)', () => {
  it('asks for a code with the folio and e-mail, takes it in the six boxes (pasted) and shows the status, its dates and the due day', async () => {
    const asked = answerPost(API_PATHS.trackingCode, jsonAnswer(202, SENT))
    const tracked = answerPost(API_PATHS.tracking, jsonAnswer(200, ANSWER))
    const user = renderPage()
    await askForCode(user)

    expect(asked).toEqual([{ folio: 'DOC-2026-000045', correo: 'maria@example.com' }])
    expect(screen.getByText(TRACKING_MESSAGES.codeSent)).toBeInTheDocument()
    await user.click(box(1))
    await user.paste('12 34 56')
    expect([1, 2, 3, 4, 5, 6].map((position) => (box(position) as HTMLInputElement).value).join('')).toBe('123456')
    await user.click(screen.getByRole('button', { name: text.code.submit }))

    const heading = await screen.findByRole('heading', { name: text.status.heading('DOC-2026-000045') })
    expect(heading).toHaveFocus()
    expect(tracked).toEqual([{ folio: 'DOC-2026-000045', correo: 'maria@example.com', codigo: '123456' }])
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([text.status.kinds.documento, text.status.current, text.status.dueDate])
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(['DOC-2026-000045', 'Pago validado', '16 de marzo de 2026'])
    const steps = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(steps.map((step) => step.textContent)).toEqual(['Recibida 2 de marzo de 2026 a las 10:00', 'Pago validado 3 de marzo de 2026 a las 11:30'])

    // Back to the form: what was typed is still there.
    await user.click(screen.getByRole('button', { name: text.status.again }))
    expect(screen.getByLabelText(TRACKING_FIELD_TEXT.folio.label)).toHaveValue('DOC-2026-000045')
  })

  it('shows the field messages and makes no call for an empty form', async () => {
    const asked = answerPost(API_PATHS.trackingCode, jsonAnswer(202, SENT))
    const user = renderPage()
    await user.click(screen.getByRole('button', { name: text.ask.submit }))
    expect(await screen.findByText(TRACKING_MESSAGES.folio.required)).toBeInTheDocument()
    expect(screen.getByText(TRACKING_MESSAGES.correo.required)).toBeInTheDocument()
    expect(asked).toEqual([])
  })

  it('shows the sending state, then the refusal of too many requests, keeping what was typed', async () => {
    const held = heldResponse(Response.json({ mensaje: 'Hiciste demasiadas consultas seguidas. Intenta de nuevo en 9 minutos.' }, { status: 429 }))
    answerPost(API_PATHS.trackingCode, held.respond)
    const user = renderPage()
    await user.type(screen.getByLabelText(TRACKING_FIELD_TEXT.folio.label), 'FICHA-2026-000123')
    await user.type(screen.getByLabelText(TRACKING_FIELD_TEXT.correo.label), 'jose@example.com')
    await user.click(screen.getByRole('button', { name: text.ask.submit }))
    expect(await screen.findByRole('button', { name: text.ask.sending })).toBeDisabled()
    held.release()
    expect(await screen.findByRole('alert')).toHaveTextContent('Hiciste demasiadas consultas seguidas. Intenta de nuevo en 9 minutos.')
    expect(screen.getByLabelText(TRACKING_FIELD_TEXT.folio.label)).toHaveValue('FICHA-2026-000123')
  })

  it('keeps the digits of a wrong code and says so; an incomplete code makes no call', async () => {
    answerPost(API_PATHS.trackingCode, jsonAnswer(202, SENT))
    const tracked = answerPost(API_PATHS.tracking, jsonAnswer(422, { errors: { codigo: [TRACKING_MESSAGES.codigo.wrong(4)] } }))
    const user = renderPage()
    await askForCode(user)

    await user.click(box(1))
    await user.keyboard('12a3')
    await user.click(screen.getByRole('button', { name: text.code.submit }))
    expect(screen.getByRole('alert')).toHaveTextContent(text.code.incompleteError)
    expect(box(4)).toHaveFocus()
    expect(tracked).toEqual([])

    await user.keyboard('999')
    await user.click(screen.getByRole('button', { name: text.code.submit }))
    expect(await screen.findByText(TRACKING_MESSAGES.codigo.wrong(4))).toBeInTheDocument()
    expect((box(6) as HTMLInputElement).value).toBe('9')
    expect(box(1)).toHaveAttribute('aria-invalid', 'true')
  })

  it('offers a new code when the code is no longer valid', async () => {
    const asked = answerPost(API_PATHS.trackingCode, jsonAnswer(202, SENT))
    answerPost(API_PATHS.tracking, jsonAnswer(410, { mensaje: TRACKING_MESSAGES.codeGone }))
    const user = renderPage()
    await askForCode(user)
    await user.click(box(1))
    await user.keyboard('123456')
    await user.click(screen.getByRole('button', { name: text.code.submit }))
    expect(await screen.findByRole('alert')).toHaveTextContent(TRACKING_MESSAGES.codeGone)

    await user.click(screen.getByRole('button', { name: text.code.resend }))
    await expect.poll(() => asked.length).toBe(2)
    expect(box(1)).toHaveValue('')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
