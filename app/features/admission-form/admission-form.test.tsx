import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub } from 'react-router'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { installDialogPolyfill } from '#tests/support/dialog-polyfill.ts'
import { notify } from '#app/lib/toast.ts'
import { admissionFormText as text } from '#content/admission.ts'
import { ADMISSION_FIELD_TEXT as fields, ADMISSION_MESSAGES } from '#contracts/admission.ts'
import { ADMISSION_OPTIONS, CAMPUS_LABELS, CARRERA_LABELS } from '#contracts/admission-options.ts'
import { API_PATHS } from '#contracts/api-paths.ts'
import { SUCCESS_ANSWERS_WITHOUT_FOLIO, answerPost, heldResponse, jsonAnswer, mockApiNetwork } from '#tests/support/api-network.ts'
import { RVOE_SEED, rvoeAt, rvoeSummary } from '#contracts/rvoe.ts'
import { AdmissionForm, digitsOnly, upperCase } from './admission-form.tsx'
import { formatDayMonthYear } from './today-field.tsx'

vi.mock('#app/lib/toast.ts', () => ({ notify: vi.fn() }))

function renderForm() {
  const Stub = createRoutesStub([
    { path: '/inicio/genera', Component: () => <AdmissionForm text={text} choices={ADMISSION_OPTIONS} rvoe={RVOE_SEED} /> },
    { path: '/inicio', Component: () => <h1>Página de inicio</h1> },
  ])
  render(<Stub initialEntries={['/inicio/genera']} />)
  return { user: userEvent.setup() }
}

const textbox = (label: string) => screen.getByRole('textbox', { name: label })
const select = (label: string) => screen.getByRole('combobox', { name: label })
const optionLabels = (label: string) =>
  within(select(label))
    .getAllByRole('option')
    .slice(1)
    .map((option) => option.textContent)

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(textbox(fields.apellido_paterno.label), 'García')
  await user.type(textbox(fields.apellido_materno.label), 'López')
  await user.type(textbox(fields.nombres.label), 'Ana')
  await user.type(textbox(fields.correo_electronico.label), 'ana@example.com')
  await user.type(textbox(fields.telefono.label), '8711234567')
  await user.type(textbox(fields.curp.label), 'gala010203mcllpn09')
  await user.selectOptions(select(fields.nivel_estudio.label), 'licenciatura')
  await user.selectOptions(select(fields.campus.label), 'Saltillo')
  await user.selectOptions(select(fields.carrera.label), 'Derecho')
}

mockApiNetwork()
let removePolyfill: () => void
beforeAll(() => {
  removePolyfill = installDialogPolyfill()
})
afterAll(() => removePolyfill())
afterEach(() => vi.mocked(notify).mockClear())

describe('AdmissionForm (spec §2.12, §4, §5, §8)', () => {
  it('cascades: a level offers its campuses, a campus its carreras; changing the level resets both', async () => {
    const { user } = renderForm()
    expect(optionLabels(fields.campus.label)).toEqual([])
    await user.selectOptions(select(fields.nivel_estudio.label), 'maestria')
    expect(optionLabels(fields.campus.label)).toEqual([CAMPUS_LABELS.Torreon, CAMPUS_LABELS['San Pedro']])
    await user.selectOptions(select(fields.campus.label), 'Torreon')
    expect(optionLabels(fields.carrera.label)).toEqual([
      CARRERA_LABELS.Pedagogia,
      CARRERA_LABELS['Educacion en Competencias'],
      CARRERA_LABELS['Juicios Orales'],
    ])
    await user.selectOptions(select(fields.carrera.label), 'Juicios Orales')
    // A new campus refreshes the carreras and clears the choice.
    await user.selectOptions(select(fields.campus.label), 'San Pedro')
    expect(optionLabels(fields.carrera.label)).toEqual([CARRERA_LABELS.Pedagogia])
    expect(select(fields.carrera.label)).toHaveValue('')
    // A new level resets the campus and then the carrera.
    await user.selectOptions(select(fields.nivel_estudio.label), 'doctorado en linea')
    expect(select(fields.campus.label)).toHaveValue('')
    expect(select(fields.carrera.label)).toHaveValue('')
    expect(optionLabels(fields.campus.label)).toEqual([CAMPUS_LABELS.Internet])
    expect(optionLabels(fields.carrera.label)).toEqual([])
  })

  it('keeps the campus and the carrera when the level reports the same choice again (as after hydration)', async () => {
    const { user } = renderForm()
    await user.selectOptions(select(fields.nivel_estudio.label), 'licenciatura en sabatino')
    await user.selectOptions(select(fields.campus.label), 'Matamoros')
    await user.selectOptions(select(fields.carrera.label), 'Derecho')
    fireEvent.change(select(fields.nivel_estudio.label))
    fireEvent.change(select(fields.campus.label))
    await waitFor(() => expect(select(fields.campus.label)).toHaveValue('Matamoros'))
    expect(select(fields.carrera.label)).toHaveValue('Derecho')
  })

  it('shows, under the chosen carrera, its RVOE for the modality of the level and the campus', async () => {
    const { user } = renderForm()
    const rvoeOf = (plan: Parameters<typeof rvoeAt>[1]) => `Validez oficial: ${rvoeSummary(rvoeAt(RVOE_SEED, plan)!, RVOE_SEED.authorities)}`
    expect(screen.queryByText(/^Validez oficial/)).not.toBeInTheDocument()

    await user.selectOptions(select(fields.nivel_estudio.label), 'licenciatura nocturna')
    await user.selectOptions(select(fields.campus.label), 'Torreon')
    expect(screen.queryByText(/^Validez oficial/)).not.toBeInTheDocument()
    await user.selectOptions(select(fields.carrera.label), 'Derecho')
    expect(screen.getByText(rvoeOf({ carrera: 'Derecho', modality: 'nocturna', campus: 'Torreon' }))).toBeVisible()

    // Another level clears the choice, and the RVOE with it.
    await user.selectOptions(select(fields.nivel_estudio.label), 'preparatoria')
    expect(screen.queryByText(/^Validez oficial/)).not.toBeInTheDocument()
    // Bachillerato escolarizada has one agreement per campus.
    await user.selectOptions(select(fields.campus.label), 'Torreon Zaragoza Sur')
    await user.selectOptions(select(fields.carrera.label), 'Preparatoria Bachillerato General')
    const zaragoza = rvoeOf({ carrera: 'Preparatoria Bachillerato General', modality: 'escolarizada', campus: 'Torreon Zaragoza Sur' })
    expect(screen.getByText(zaragoza)).toBeVisible()
    await user.selectOptions(select(fields.campus.label), 'Torreon Valle la Rosita')
    await user.selectOptions(select(fields.carrera.label), 'Preparatoria Bachillerato General')
    const valle = rvoeOf({ carrera: 'Preparatoria Bachillerato General', modality: 'escolarizada', campus: 'Torreon Valle la Rosita' })
    expect(valle).not.toBe(zaragoza)
    expect(screen.getByText(valle)).toBeVisible()
  })

  it('keeps only digits in Celular and upper-cases the CURP as they are typed', async () => {
    const { user } = renderForm()
    await user.type(textbox(fields.telefono.label), '(871) 123-45 67')
    expect(textbox(fields.telefono.label)).toHaveValue('8711234567')
    await user.type(textbox(fields.curp.label), 'gala010203')
    expect(textbox(fields.curp.label)).toHaveValue('GALA010203')
    expect(digitsOnly('+52 871')).toBe('52871')
    expect(upperCase('ñandú')).toBe('ÑANDÚ')
  })

  it("shows today's date, read-only, as dd/mm/yyyy", () => {
    renderForm()
    const date = textbox(fields.fecha.label)
    expect(date).toHaveAttribute('readonly')
    expect(date).toHaveValue(formatDayMonthYear(new Date()))
    expect(formatDayMonthYear(new Date(2026, 0, 5))).toBe('05/01/2026')
  })

  it('checks the fields on submit, focusing the first wrong one, without calling the API', async () => {
    const received = answerPost(API_PATHS.admissionForm, jsonAnswer(201, { ok: true, folio: 'FICHA-2026-000001' }))
    const { user } = renderForm()
    await user.type(textbox(fields.telefono.label), '871')
    await user.click(screen.getByRole('button', { name: text.submit }))
    expect(await screen.findByText(ADMISSION_MESSAGES.apellido_paterno.required)).toBeInTheDocument()
    expect(screen.getByText(ADMISSION_MESSAGES.telefono.format)).toBeInTheDocument()
    expect(screen.getByText(ADMISSION_MESSAGES.curp.required)).toBeInTheDocument()
    expect(textbox(fields.apellido_paterno.label)).toHaveFocus()
    expect(received).toHaveLength(0)
  })

  it("sends the wire fields only (no CURP), shows 'Registrando...', then the success dialog whose 'Entendido' goes home", async () => {
    const answer = heldResponse(Response.json({ ok: true, folio: 'FICHA-2026-000001' }, { status: 201 }))
    const received = answerPost(API_PATHS.admissionForm, answer.respond)
    const { user } = renderForm()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: text.submit }))

    expect(await screen.findByRole('button', { name: text.sending })).toBeDisabled()
    await waitFor(() => expect(received).toHaveLength(1))
    expect(received[0]).toEqual({
      apellido_paterno: 'García',
      apellido_materno: 'López',
      nombres: 'Ana',
      correo_electronico: 'ana@example.com',
      telefono: '8711234567',
      nivel_estudio: 'licenciatura',
      campus: 'Saltillo',
      carrera: 'Derecho',
      website: '',
    })

    answer.release()
    const dialog = await screen.findByRole('dialog', { name: text.success.title })
    expect(dialog).toHaveAccessibleDescription(text.success.body)
    await user.click(within(dialog).getByRole('button', { name: text.success.confirm }))
    expect(await screen.findByRole('heading', { name: 'Página de inicio' })).toBeInTheDocument()
  })

  it.each(SUCCESS_ANSWERS_WITHOUT_FOLIO)('any 2xx is success (spec §7): $name', async ({ respond }) => {
    answerPost(API_PATHS.admissionForm, respond)
    const { user } = renderForm()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: text.submit }))

    const dialog = await screen.findByRole('dialog', { name: text.success.title })
    expect(dialog).toHaveAccessibleDescription(text.success.body)
    expect(notify).not.toHaveBeenCalled()
  })

  it('puts server field errors under their fields (first message), focuses the first, and toasts', async () => {
    answerPost(
      API_PATHS.admissionForm,
      jsonAnswer(422, {
        errors: { carrera: ['Carrera no disponible'], curp: ['CURP no válida', 'segunda'], telefono: ['Celular inválido'] },
      }),
    )
    const { user } = renderForm()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: text.submit }))

    expect(await screen.findByText('Celular inválido')).toBeInTheDocument()
    expect(screen.getByText('CURP no válida')).toBeInTheDocument()
    expect(screen.queryByText('segunda')).not.toBeInTheDocument()
    expect(screen.getByText('Carrera no disponible')).toBeInTheDocument()
    expect(textbox(fields.telefono.label)).toHaveFocus()
    expect(notify).toHaveBeenCalledWith({ type: 'error', title: 'Error de validacion', message: 'Revisa los campos marcados en rojo.' })
    // Nothing typed is lost.
    expect(textbox(fields.nombres.label)).toHaveValue('Ana')

    // At the next submit the old server errors go away.
    answerPost(API_PATHS.admissionForm, jsonAnswer(201, { ok: true, folio: 'FICHA-2026-000002' }))
    await user.click(screen.getByRole('button', { name: text.submit }))
    await screen.findByRole('dialog', { name: text.success.title })
    expect(screen.queryByText('CURP no válida')).not.toBeInTheDocument()
  })

  it("toasts the server's message titled 'Error', or the generic message otherwise", async () => {
    answerPost(API_PATHS.admissionForm, jsonAnswer(429, { mensaje: 'Demasiadas solicitudes.' }))
    const { user } = renderForm()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: text.submit }))
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'error', title: 'Error', message: 'Demasiadas solicitudes.' }))

    answerPost(API_PATHS.admissionForm, () => new Response('', { status: 503 }))
    await user.click(screen.getByRole('button', { name: text.submit }))
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'error', message: 'Ocurrio un error inesperado. Intenta de nuevo.' }),
    )
    expect(textbox(fields.apellido_paterno.label)).toHaveValue('García')
  })
})
