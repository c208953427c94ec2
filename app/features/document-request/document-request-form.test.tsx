import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub } from 'react-router'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { installDialogPolyfill } from '#tests/support/dialog-polyfill.ts'
import { documentsContent } from '#content/documents.ts'
import {
  DOCUMENT_REQUEST_DIALOGS as DIALOGS,
  DOCUMENT_REQUEST_FIELD_TEXT as labels,
  DOCUMENT_REQUEST_MESSAGES as MESSAGES,
} from '#contracts/document-request.ts'
import { API_PATHS } from '#contracts/api-paths.ts'
import { DOCUMENT_OPTIONS, type DocumentOptions } from '#contracts/document-options.ts'
import { UPLOAD_MAX_BYTES } from '#contracts/limits.ts'
import { SUCCESS_ANSWERS_WITHOUT_FOLIO, answerPost, mockApiNetwork } from '#tests/support/api-network.ts'
import { DocumentRequestForm } from './document-request-form.tsx'
import { submitDocumentRequest } from './submit-document-request.ts'
import type * as SubmitModule from './submit-document-request.ts'

// Tests that set no answer send through the real transport to the mocked network.
vi.mock('./submit-document-request.ts', async (importOriginal) => {
  const original = await importOriginal<typeof SubmitModule>()
  return { ...original, submitDocumentRequest: vi.fn(original.submitDocumentRequest) }
})

const text = documentsContent.form

let uninstallDialog: () => void
beforeAll(() => {
  uninstallDialog = installDialogPolyfill()
})
afterAll(() => uninstallDialog())
afterEach(() => vi.mocked(submitDocumentRequest).mockReset())
mockApiNetwork()

function renderForm(options: DocumentOptions = DOCUMENT_OPTIONS) {
  const Stub = createRoutesStub([{ path: '/', Component: () => <DocumentRequestForm text={text} options={options} /> }])
  render(<Stub initialEntries={['/']} />)
  // The picker's accept list is the browser's business; the form's own check is what is tested.
  return { user: userEvent.setup({ applyAccept: false }) }
}

const fileInput = () => screen.getByLabelText<HTMLInputElement>(labels.comprobante_pago.label)
const sendButton = () => screen.getByRole('button', { name: text.submit })
const receipt = new File(['%PDF-1.4'], 'comprobante.pdf', { type: 'application/pdf' })

/** A file that says it is `size` bytes long without holding them. */
function fileOfSize(name: string, size: number) {
  const file = new File(['x'], name)
  Object.defineProperty(file, 'size', { value: size })
  return file
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: labels.nombre_completo.label }), 'María López')
  await user.type(screen.getByRole('textbox', { name: labels.correo.label }), 'maria@example.com')
  await user.type(screen.getByRole('textbox', { name: labels.telefono.label }), '8711234567')
  await user.selectOptions(screen.getByRole('combobox', { name: labels.nivel_estudios.label }), 'doctorado')
  await user.selectOptions(screen.getByRole('combobox', { name: labels.especificaciones.label }), 'Credencial institucional')
  await user.upload(fileInput(), receipt)
}

describe('DocumentRequestForm (spec §2.14, §5, §8)', () => {
  it('offers the levels and the document types with their price', () => {
    renderForm()
    expect(screen.getByRole('option', { name: 'Maestría en Educación en Competencias' })).toHaveValue('maestria-competencias')
    expect(screen.getByRole('option', { name: 'Kardex académico ($300.00)' })).toHaveValue('Kardex académico')
  })

  it('offers what is published: its levels, its documents and their prices', () => {
    renderForm({
      levels: [{ value: 'doctorado', label: 'Doctorado en Gestión Educativa' }],
      documents: [{ label: 'Certificado parcial de estudios', priceLabel: 'Certificado parcial', priceMxn: 1_250 }],
    })
    const optionsOf = (label: string) =>
      Array.from(screen.getByRole<HTMLSelectElement>('combobox', { name: label }).options, (option) => [option.value, option.text]).slice(1)
    expect(optionsOf(labels.nivel_estudios.label)).toEqual([['doctorado', 'Doctorado en Gestión Educativa']])
    expect(optionsOf(labels.especificaciones.label)).toEqual([['Certificado parcial de estudios', 'Certificado parcial de estudios ($1,250.00)']])
  })

  it("announces the send button disabled, and a press warns 'Formulario incompleto' then leads to the first field", async () => {
    const { user } = renderForm()
    expect(sendButton()).toHaveAttribute('aria-disabled', 'true')
    await user.click(sendButton())
    const warning = await screen.findByRole('dialog', { name: DIALOGS.incomplete.title })
    expect(warning).toHaveAccessibleDescription(DIALOGS.incomplete.message)
    expect(screen.getByText(MESSAGES.comprobante_pago.required)).toBeInTheDocument()
    expect(screen.getByText(MESSAGES.nivel_estudios.required)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: text.acknowledge }))
    await waitFor(() => expect(screen.getByRole('textbox', { name: labels.nombre_completo.label })).toHaveFocus())
    expect(submitDocumentRequest).not.toHaveBeenCalled()
  })

  it('refuses a file of another kind or over 10 MB: its warning, and nothing selected', async () => {
    const { user } = renderForm()
    await user.upload(fileInput(), fileOfSize('comprobante.png', UPLOAD_MAX_BYTES + 1))
    expect(await screen.findByRole('dialog', { name: DIALOGS.fileTooLarge.title })).toHaveAccessibleDescription(
      DIALOGS.fileTooLarge.message,
    )
    expect(fileInput().value).toBe('')
    await user.click(screen.getByRole('button', { name: text.acknowledge }))

    await user.upload(fileInput(), new File(['MZ'], 'programa.exe'))
    expect(await screen.findByRole('dialog', { name: DIALOGS.fileNotAllowed.title })).toHaveAccessibleDescription(
      DIALOGS.fileNotAllowed.message,
    )
    expect(fileInput().value).toBe('')
  })

  it('sends the checked values with the file; success says so and empties the form', async () => {
    vi.mocked(submitDocumentRequest).mockResolvedValue({ ok: true, status: 201, data: { ok: true, folio: 'DOC-2026-000001' } })
    const { user } = renderForm()
    await fillValid(user)
    expect(sendButton()).not.toHaveAttribute('aria-disabled')
    await user.click(sendButton())

    const success = await screen.findByRole('dialog', { name: DIALOGS.success.title })
    expect(success).toHaveAccessibleDescription(DIALOGS.success.message)
    expect(vi.mocked(submitDocumentRequest).mock.calls[0]?.[0]).toEqual({
      nombre_completo: 'María López',
      correo: 'maria@example.com',
      telefono: '8711234567',
      nivel_estudios: 'doctorado',
      especificaciones: 'Credencial institucional',
      comprobante_pago: receipt,
      website: '',
    })
    expect(screen.getByRole('textbox', { name: labels.nombre_completo.label })).toHaveValue('')
    expect(fileInput().files).toHaveLength(0)
  })

  it.each(SUCCESS_ANSWERS_WITHOUT_FOLIO)('any 2xx is success (spec §7): $name', async ({ respond }) => {
    const received = answerPost(API_PATHS.documentRequest, respond)
    const { user } = renderForm()
    await fillValid(user)
    await user.click(sendButton())

    const success = await screen.findByRole('dialog', { name: DIALOGS.success.title })
    expect(success).toHaveAccessibleDescription(DIALOGS.success.message)
    expect(received).toHaveLength(1)
  })

  it("on failure shows every server message and 'Intentar de nuevo' keeps what was typed", async () => {
    vi.mocked(submitDocumentRequest).mockResolvedValue({
      ok: false,
      kind: 'validation',
      status: 422,
      message: 'x',
      fieldErrors: { correo: ['Correo rechazado'], especificaciones: ['Documento no disponible'] },
    })
    const { user } = renderForm()
    await fillValid(user)
    await user.click(sendButton())
    const failure = await screen.findByRole('dialog', { name: DIALOGS.failure.title })
    expect(failure).toHaveTextContent('Correo rechazado\nDocumento no disponible', { normalizeWhitespace: false })
    await user.click(screen.getByRole('button', { name: DIALOGS.failure.retry }))
    expect(screen.getByRole('textbox', { name: labels.correo.label })).toHaveValue('maria@example.com')
    expect(fileInput().files?.[0]).toBe(receipt)
  })

  it('Cancelar empties the form and the file', async () => {
    const { user } = renderForm()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: text.cancel }))
    expect(screen.getByRole('combobox', { name: labels.especificaciones.label })).toHaveValue('')
    expect(fileInput().files).toHaveLength(0)
  })
})
