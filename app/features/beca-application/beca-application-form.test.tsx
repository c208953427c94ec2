import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { createRoutesStub } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { becasSeed } from '#content/becas.ts'
import { becasPageText } from '#content/becas-page.ts'
import { ADMISSION_OPTIONS, type AdmissionChoices } from '#contracts/admission-options.ts'
import { API_PATHS } from '#contracts/api-paths.ts'
import {
  BECA_APPLICATION_DIALOGS as DIALOGS,
  BECA_APPLICATION_FIELD_TEXT as labels,
  BECA_APPLICATION_MESSAGES as MESSAGES,
} from '#contracts/beca-application.ts'
import type { Becas } from '#contracts/content/becas.ts'
import { BECA_DOCUMENTS_MAX_FILES, UPLOAD_MAX_BYTES } from '#contracts/limits.ts'
import { paths } from '#contracts/site-paths.ts'
import { answerPost, heldResponse, jsonAnswer, mockApiNetwork, recordRequests } from '#tests/support/api-network.ts'
import { installDialogPolyfill } from '#tests/support/dialog-polyfill.ts'
import { BecaApplicationForm } from './beca-application-form.tsx'

const text = becasPageText.form
/** Before every seeded deadline (2027-01-15). */
const TODAY = '2026-12-01'

let uninstallDialog: () => void
beforeAll(() => {
  uninstallDialog = installDialogPolyfill()
})
afterAll(() => uninstallDialog())
mockApiNetwork()

function renderForm({ becas = becasSeed, choices = ADMISSION_OPTIONS, today = TODAY }: { becas?: Becas; choices?: AdmissionChoices; today?: string } = {}) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => <BecaApplicationForm text={text} becas={becas} choices={choices} today={today} />,
    },
  ])
  render(<Stub initialEntries={['/']} />)
  // The picker's accept list is the browser's business; the form's own check is what is tested.
  return { user: userEvent.setup({ applyAccept: false }) }
}

const textbox = (label: string) => screen.getByRole('textbox', { name: label })
const select = (label: string) => screen.getByRole<HTMLSelectElement>('combobox', { name: label })
/** A select's choices as the person reads them, without its placeholder. */
const optionsOf = (label: string) => Array.from(select(label).options, (option) => option.text).slice(1)
const picker = () => screen.getByLabelText<HTMLInputElement>(labels.documentos.label)
const chosenDocuments = () =>
  within(screen.getByRole('list', { name: text.documents.chosenHeading }))
    .getAllByRole('listitem')
    .map((item) => item.firstChild?.textContent)
const sendButton = () => screen.getByRole('button', { name: text.submit })

const boleta = new File(['%PDF-1.4'], 'boleta.pdf', {
  type: 'application/pdf',
})

/** A file that says it is `size` bytes long without holding them. */
function fileOfSize(name: string, size: number) {
  const file = new File(['x'], name)
  Object.defineProperty(file, 'size', { value: size })
  return file
}

const STATEMENT = 'Mi familia tiene un solo ingreso y quiero estudiar Derecho sin dejar de trabajar por las tardes.'

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(textbox(labels.nombre_completo.label), 'María López')
  await user.type(textbox(labels.correo.label), 'maria@example.com')
  await user.type(textbox(labels.telefono.label), '8711234567')
  await user.selectOptions(select(labels.carrera.label), 'Licenciatura en Derecho')
  await user.selectOptions(select(labels.campus.label), 'Saltillo')
  await user.selectOptions(select(labels.tipo_beca.label), 'Beca académica (10 % a 50 %)')
  await user.type(textbox(labels.motivo.label), STATEMENT)
  await user.upload(picker(), boleta)
}

describe('BecaApplicationForm (issue 39)', () => {
  it('says in Spanish what each empty field needs, sums it up above the fields and leads to the first one; nothing is sent', async () => {
    const sent = recordRequests()
    const { user } = renderForm()
    await user.click(sendButton())

    const summary = await screen.findByRole('region', {
      name: text.errorSummary,
    })
    const required = [
      MESSAGES.nombre_completo.required,
      MESSAGES.correo.required,
      MESSAGES.telefono.required,
      MESSAGES.carrera.required,
      MESSAGES.campus.required,
      MESSAGES.tipo_beca.required,
      MESSAGES.motivo.required,
      MESSAGES.documentos.required,
    ]
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(required)
    expect(textbox(labels.correo.label)).toHaveAccessibleDescription(`${labels.correo.hint} Error: ${MESSAGES.correo.required}`)
    expect(picker()).toHaveAttribute('aria-invalid', 'true')
    await waitFor(() => expect(textbox(labels.nombre_completo.label)).toHaveFocus())

    await user.click(within(summary).getByRole('link', { name: MESSAGES.motivo.required }))
    expect(textbox(labels.motivo.label)).toHaveFocus()
    expect(sent).toEqual([])
  })

  it('offers the campuses of the chosen programme only, and a new programme empties the campus', async () => {
    const { user } = renderForm()
    expect(optionsOf(labels.campus.label)).toEqual([])
    expect(select(labels.campus.label).options[0]?.text).toBe(text.placeholders.campusBeforeCarrera)

    await user.selectOptions(select(labels.carrera.label), 'Licenciatura en Derecho')
    expect(optionsOf(labels.campus.label)).toEqual(['Internet (en línea)', 'Torreón', 'Saltillo', 'Francisco I. Madero', 'San Pedro', 'Parras', 'Matamoros'])
    await user.selectOptions(select(labels.campus.label), 'Saltillo')

    await user.selectOptions(select(labels.carrera.label), 'Maestría en Pedagogía')
    expect(optionsOf(labels.campus.label)).toEqual(['Internet (en línea)', 'Torreón', 'San Pedro'])
    expect(select(labels.campus.label)).toHaveValue('')
  })

  it('follows the published options: only the programmes offered somewhere, each at its campuses', async () => {
    const { user } = renderForm({
      choices: {
        ...Object.fromEntries(Object.keys(ADMISSION_OPTIONS).map((level) => [level, []])),
        licenciatura: [{ campus: 'Saltillo', carreras: ['Derecho'] }],
      } as unknown as AdmissionChoices,
    })
    expect(optionsOf(labels.carrera.label)).toEqual(['Licenciatura en Derecho'])
    await user.selectOptions(select(labels.carrera.label), 'Licenciatura en Derecho')
    expect(optionsOf(labels.campus.label)).toEqual(['Saltillo'])
  })

  it("offers the open becas for the programme's level, and drops a chosen one the new programme cannot have", async () => {
    const { user } = renderForm()
    expect(optionsOf(labels.tipo_beca.label)).toEqual([
      'Beca académica (10 % a 50 %)',
      'Beca deportiva o cultural (10 % a 40 %)',
      'Beca por hermanos (10 % a 15 %)',
      'Beca por convenio empresarial (10 % a 30 %)',
      'Beca de apoyo socioeconómico (10 % a 50 %)',
    ])
    await user.selectOptions(select(labels.carrera.label), 'Licenciatura en Derecho')
    await user.selectOptions(select(labels.tipo_beca.label), 'Beca deportiva o cultural (10 % a 40 %)')

    await user.selectOptions(select(labels.carrera.label), 'Maestría en Pedagogía')
    expect(optionsOf(labels.tipo_beca.label)).not.toContain('Beca deportiva o cultural (10 % a 40 %)')
    expect(select(labels.tipo_beca.label)).toHaveValue('')
  })

  it('does not offer a beca whose deadline has passed', () => {
    renderForm({ today: '2027-01-16' })
    expect(optionsOf(labels.tipo_beca.label)).toEqual(['Beca por hermanos (10 % a 15 %)', 'Beca por convenio empresarial (10 % a 30 %)'])
  })

  it('refuses at once a document over the size limit or of another kind, and keeps the ones it took', async () => {
    const { user } = renderForm()
    await user.upload(picker(), boleta)
    expect(chosenDocuments()).toEqual(['boleta.pdf'])

    await user.upload(picker(), fileOfSize('ingresos.png', UPLOAD_MAX_BYTES + 1))
    expect(picker()).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.documentos.tooLarge('ingresos.png')))
    expect(chosenDocuments()).toEqual(['boleta.pdf'])

    await user.upload(picker(), new File(['MZ'], 'programa.exe'))
    expect(picker()).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.documentos.notAllowed('programa.exe')))
    expect(chosenDocuments()).toEqual(['boleta.pdf'])
    expect(picker().value).toBe('')
  })

  it(`takes up to ${BECA_DOCUMENTS_MAX_FILES} documents, and «Quitar» takes one out`, async () => {
    const { user } = renderForm()
    for (const name of ['a.pdf', 'b.jpg', 'c.png']) await user.upload(picker(), new File(['x'], name))
    expect(screen.getByText(text.documents.full(BECA_DOCUMENTS_MAX_FILES))).toBeInTheDocument()

    await user.upload(picker(), new File(['x'], 'd.pdf'))
    expect(picker()).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.documentos.tooMany))
    expect(chosenDocuments()).toEqual(['a.pdf', 'b.jpg', 'c.png'])

    await user.click(screen.getByRole('button', { name: text.documents.remove('b.jpg') }))
    expect(chosenDocuments()).toEqual(['a.pdf', 'c.png'])
    expect(picker()).toHaveFocus()
    expect(screen.getByText(text.documents.count(2, BECA_DOCUMENTS_MAX_FILES))).toBeInTheDocument()
  })

  it('sends the fields and each document as its own part; success shows the folio and the way to follow it', async () => {
    const parts: [string, string][] = []
    answerPost(API_PATHS.becaApplication, async (request) => {
      // The test's transport drops a part's file name: each document is told by its content.
      for (const [name, value] of await request.formData()) parts.push([name, typeof value === 'string' ? value : `archivo: ${await value.text()}`])
      return HttpResponse.json({ ok: true, folio: 'BECA-2026-000001' }, { status: 201 })
    })
    const { user } = renderForm()
    await fillValid(user)
    await user.upload(picker(), new File(['ingresos'], 'ingresos.jpg'))
    await user.click(sendButton())

    const heading = await screen.findByRole('heading', {
      name: DIALOGS.success.title,
    })
    await waitFor(() => expect(heading).toHaveFocus())
    expect(screen.getByText('BECA-2026-000001')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: text.success.tracking.link })).toHaveAttribute('href', paths.seguimiento)
    expect(parts).toEqual([
      ['nombre_completo', 'María López'],
      ['correo', 'maria@example.com'],
      ['telefono', '8711234567'],
      ['carrera', 'Derecho'],
      ['campus', 'Saltillo'],
      ['tipo_beca', 'academica'],
      ['motivo', STATEMENT],
      ['documentos', 'archivo: %PDF-1.4'],
      ['documentos', 'archivo: ingresos'],
    ])

    await user.click(screen.getByRole('button', { name: text.success.another }))
    expect(textbox(labels.nombre_completo.label)).toHaveValue('')
  })

  it('shows «Enviando…» and the upload\'s progress while the application is out', async () => {
    const held = heldResponse(HttpResponse.json({ ok: true, folio: 'BECA-2026-000003' }, { status: 201 }))
    answerPost(API_PATHS.becaApplication, held.respond)
    const { user } = renderForm()
    await fillValid(user)
    await user.click(sendButton())

    expect(await screen.findByRole('dialog', { name: DIALOGS.sending.title })).toHaveAccessibleDescription(DIALOGS.sending.message)
    expect(screen.getByRole('button', { name: text.sending, hidden: true })).toBeDisabled()
    held.release()
    expect(await screen.findByText('BECA-2026-000003')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it("shows the server's field messages where they belong and keeps everything typed and chosen", async () => {
    answerPost(
      API_PATHS.becaApplication,
      jsonAnswer(422, {
        errors: { documentos: [MESSAGES.documentos.content.pdf('boleta.pdf')] },
      }),
    )
    const { user } = renderForm()
    await fillValid(user)
    await user.click(sendButton())

    const summary = await screen.findByRole('region', {
      name: text.errorSummary,
    })
    expect(within(summary).getByRole('link')).toHaveTextContent(MESSAGES.documentos.content.pdf('boleta.pdf'))
    expect(textbox(labels.motivo.label)).toHaveValue(STATEMENT)
    expect(select(labels.campus.label)).toHaveValue('Saltillo')
    expect(chosenDocuments()).toEqual(['boleta.pdf'])
    await waitFor(() => expect(picker()).toHaveFocus())
    expect(sendButton()).toBeEnabled()
  })

  it('shows why another refusal happened, and the same send works once it is fixed', async () => {
    answerPost(API_PATHS.becaApplication, jsonAnswer(429, { mensaje: 'Demasiadas solicitudes. Espera un minuto.' }))
    const { user } = renderForm()
    await fillValid(user)
    await user.click(sendButton())
    expect(await screen.findByRole('alert')).toHaveTextContent('Demasiadas solicitudes. Espera un minuto.')

    answerPost(API_PATHS.becaApplication, jsonAnswer(201, { ok: true, folio: 'BECA-2026-000002' }))
    await user.click(sendButton())
    expect(await screen.findByText('BECA-2026-000002')).toBeInTheDocument()
  })
})
