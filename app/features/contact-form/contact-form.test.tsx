import { render, screen, waitFor, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import userEvent from '@testing-library/user-event'
import { createRoutesStub } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { notify } from '#app/lib/toast.ts'
import { API_PATHS } from '#contracts/api-paths.ts'
import { contactContent } from '#content/contact.ts'
import { CONTACT_MESSAGE_FIELD_TEXT as fields, CONTACT_MESSAGE_MESSAGES } from '#contracts/contact-message.ts'
import { NAME_MESSAGES, TEXT_MESSAGES } from '#contracts/text-rules.ts'
import { SUCCESS_ANSWERS_WITHOUT_FOLIO, answerPost, heldResponse, jsonAnswer, mockApiNetwork } from '#tests/support/api-network.ts'
import { ContactForm } from './contact-form.tsx'

vi.mock('#app/lib/toast.ts', () => ({ notify: vi.fn() }))

const text = contactContent.form

function renderForm() {
  const Stub = createRoutesStub([{ path: '/', Component: () => <ContactForm text={text} /> }])
  render(<Stub initialEntries={['/']} />)
  return { user: userEvent.setup() }
}

const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input, textarea' })

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: fields.nombre.label }), 'Ana Pérez')
  await user.type(screen.getByRole('textbox', { name: fields.correo.label }), 'Ana@Example.com')
  await user.type(screen.getByRole('textbox', { name: fields.contenido.label }), 'Quiero informes')
}

mockApiNetwork()
afterEach(() => vi.mocked(notify).mockClear())

describe('ContactForm (spec §2.8, §4, §5, §8)', () => {
  it('labels every field, with autocomplete, and links the privacy notice', () => {
    renderForm()
    expect(screen.getByRole('textbox', { name: fields.nombre.label })).toHaveAttribute('autocomplete', 'name')
    expect(screen.getByRole('textbox', { name: fields.correo.label })).toHaveAttribute('autocomplete', 'email')
    expect(screen.getByRole('textbox', { name: 'Teléfono (opcional)' })).toHaveAttribute('autocomplete', 'tel')
    expect(screen.getByRole('textbox', { name: fields.contenido.label })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: text.privacy.link })).toHaveAttribute('href', '/inicio/aviso-de-privacidad')
  })

  it('keeps the send button disabled until nombre, correo and contenido are valid', async () => {
    const { user } = renderForm()
    const send = screen.getByRole('button', { name: text.submit })
    expect(send).toBeDisabled()
    await user.type(screen.getByRole('textbox', { name: fields.nombre.label }), 'Ana')
    await user.type(screen.getByRole('textbox', { name: fields.correo.label }), 'ana@')
    await user.type(screen.getByRole('textbox', { name: fields.contenido.label }), 'Hola')
    expect(send).toBeDisabled()
    // The e-mail's mistake shows under it once the field is left.
    expect(screen.getByText(CONTACT_MESSAGE_MESSAGES.correo.format)).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: fields.correo.label })).toHaveAttribute('aria-invalid', 'true')
    await user.type(screen.getByRole('textbox', { name: fields.correo.label }), 'example.com')
    await waitFor(() => expect(send).toBeEnabled())
  })

  it('shows the same message as the server for a pasted bidi override, and keeps send disabled', async () => {
    const { user } = renderForm()
    await user.click(screen.getByRole('textbox', { name: fields.nombre.label }))
    await user.paste('Ana\u202ePérez')
    await user.type(screen.getByRole('textbox', { name: fields.correo.label }), 'ana@example.com')
    expect(await screen.findByText(TEXT_MESSAGES.bidiChars)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: text.submit })).toBeDisabled()
  })

  it('shows under the name the same message as the server for a link in it, and keeps send disabled (issue 16)', async () => {
    const { user } = renderForm()
    await user.type(screen.getByRole('textbox', { name: fields.nombre.label }), 'Gana en premios.com')
    await user.type(screen.getByRole('textbox', { name: fields.correo.label }), 'ana@example.com')
    expect(await screen.findByText(NAME_MESSAGES.link)).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: fields.nombre.label })).toHaveAccessibleDescription(expect.stringContaining(NAME_MESSAGES.link))
    expect(screen.getByRole('button', { name: text.submit })).toBeDisabled()
  })

  it("sends the trimmed message, shows 'Enviando...', then clears the form with the success toast", async () => {
    const answer = heldResponse(Response.json({ ok: true, folio: 'MSG-2026-000001' }, { status: 201 }))
    const received = answerPost(API_PATHS.contactMessage, answer.respond)
    const { user } = renderForm()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: text.submit }))

    expect(await screen.findByRole('button', { name: text.sending })).toBeDisabled()
    await waitFor(() => expect(received).toHaveLength(1))
    expect(received[0]).toEqual({
      nombre: 'Ana Pérez',
      correo: 'ana@example.com',
      telefono: '',
      contenido: 'Quiero informes',
      website: '',
    })

    answer.release()
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Mensaje enviado correctamente.' }))
    expect(screen.getByRole('textbox', { name: fields.nombre.label })).toHaveValue('')
    expect(screen.getByRole('textbox', { name: fields.contenido.label })).toHaveValue('')
  })

  it.each(SUCCESS_ANSWERS_WITHOUT_FOLIO)('any 2xx is success (spec §7): $name', async ({ respond }) => {
    answerPost(API_PATHS.contactMessage, respond)
    const { user } = renderForm()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: text.submit }))

    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Mensaje enviado correctamente.' }))
    expect(notify).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('textbox', { name: fields.nombre.label })).toHaveValue('')
  })

  it('keeps what was typed and shows the failure toast when the API fails', async () => {
    answerPost(API_PATHS.contactMessage, jsonAnswer(500, { mensaje: 'Error interno del servidor. Intenta mas tarde.' }))
    const { user } = renderForm()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: text.submit }))

    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'error', message: 'Error al enviar el mensaje.' }))
    expect(screen.getByRole('textbox', { name: fields.nombre.label })).toHaveValue('Ana Pérez')
    expect(screen.getByRole('button', { name: text.submit })).toBeEnabled()
  })

  it("shows the server's field errors under the fields and focuses the first", async () => {
    answerPost(API_PATHS.contactMessage, jsonAnswer(422, { errors: { correo: ['Correo rechazado', 'otro'], desconocido: ['x'] } }))
    const { user } = renderForm()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: text.submit }))

    expect(await screen.findByText('Correo rechazado')).toBeInTheDocument()
    expect(screen.queryByText('otro')).not.toBeInTheDocument()
    expect(field(fields.correo.label)).toHaveFocus()
    expect(field(fields.correo.label)).toHaveAccessibleDescription(`${fields.correo.hint} Error: Correo rechazado`)
    expect(notify).toHaveBeenCalledWith({ type: 'error', message: 'Error al enviar el mensaje.' })
    // Not sent again unchanged: the button waits for the refused field to change.
    const send = screen.getByRole('button', { name: text.submit })
    expect(send).toBeDisabled()
    await user.clear(field(fields.correo.label))
    await user.type(field(fields.correo.label), 'ana.perez@example.com')
    await waitFor(() => expect(send).toBeEnabled())
  })
})

describe('ContactForm before hydration', () => {
  it('keeps what was typed into the prerendered form before React took over', async () => {
    const Stub = createRoutesStub([{ path: '/', Component: () => <ContactForm text={text} /> }])
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Stub initialEntries={['/']} />)
    document.body.append(container)
    // Typed while the page was still plain HTML.
    const typed = { nombre: 'Ana', correo: 'ANA@example.com', contenido: 'Hola' }
    for (const [name, value] of Object.entries(typed)) {
      const box = within(container).getByRole('textbox', { name: fields[name as keyof typeof typed].label })
      ;(box as HTMLInputElement | HTMLTextAreaElement).value = value
    }

    render(<Stub initialEntries={['/']} />, { container, hydrate: true })

    await waitFor(() => expect(screen.getByRole('button', { name: text.submit })).toBeEnabled())
    expect(screen.getByRole('textbox', { name: fields.nombre.label })).toHaveValue('Ana')
  })
})
