import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { ACTIVITY_FIELD_TEXT, ACTIVITY_MESSAGES } from '#contracts/activities.ts'
import { PANEL_API_PATHS, QUEUE_API_PATHS } from '#contracts/api-paths.ts'
import type { QueueItem } from '#contracts/queues.ts'
import { whatsappUrl } from '#contracts/whatsapp.ts'
import { answerGet, answerPost, heldResponse, jsonAnswer, mockApiNetwork } from '#tests/support/api-network.ts'
import { SignedIn } from '../shared/staff-session.tsx'
import { activitiesText as text } from './activities-text.ts'
import { QueueActivities } from './queue-activities.tsx'

mockApiNetwork()

const FOLIO = 'FICHA-2026-000123'

const overdueFicha: QueueItem = {
  cola: 'fichas',
  folio: FOLIO,
  recibido: '2026-12-07T18:00:00.000Z',
  estado: 'nueva',
  version: 1,
  campos: [
    { campo: 'nombres', etiqueta: 'Nombre(s)', valor: 'María José' },
    { campo: 'carrera', etiqueta: 'Carrera', valor: 'Derecho' },
    { campo: 'telefono', etiqueta: 'Celular', valor: '8711234567' },
  ],
  correos: [],
  historial: [],
  actividades: [],
  respuesta: { fechaLimite: '2026-12-08', vencida: true, primeraRespuesta: null },
}

const answeredFicha: QueueItem = {
  ...overdueFicha,
  actividades: [{ id: 'a1', tipo: 'whatsapp', resultado: 'enviado', nota: null, persona: 'Ana Ruiz', at: '2026-12-09T17:00:00.000Z' }],
  respuesta: { fechaLimite: '2026-12-08', vencida: false, primeraRespuesta: '2026-12-09T17:00:00.000Z' },
}

const TEMPLATES = [
  { id: 1, title: 'Primer contacto', body: 'Hola, {nombre}: recibimos tu ficha para {programa}.' },
  { id: 2, title: 'Recordatorio de cita', body: 'Hola, {nombre}, te esperamos para platicar de {programa}.' },
]

/** The block as the item's page shows it: `onChanged` reads the item again (the next of `versions`). */
function Harness({ versions }: { versions: QueueItem[] }) {
  const [read, setRead] = useState(0)
  const [notice, setNotice] = useState('')
  const item = versions[Math.min(read, versions.length - 1)] as QueueItem
  return (
    <>
      <p role="status">{notice}</p>
      <QueueActivities
        queue="fichas"
        item={item}
        onChanged={async (message) => {
          setRead((count) => count + 1)
          setNotice(message)
        }}
      />
    </>
  )
}

function open(versions: QueueItem[]) {
  answerGet(PANEL_API_PATHS.me, jsonAnswer(200, { email: 'ana@instituto.example', nombre: 'Ana Ruiz', roles: ['admisiones'], dosPasos: false }))
  answerGet(PANEL_API_PATHS.whatsappTemplates, jsonAnswer(200, { plantillas: TEMPLATES }))
  render(
    <MemoryRouter>
      <SignedIn>
        <Harness versions={versions} />
      </SignedIn>
    </MemoryRouter>,
  )
  return userEvent.setup()
}

describe('a ficha’s activities (issue 38)', () => {
  it('opens WhatsApp with the chosen template filled in and records it, which answers the overdue ficha', async () => {
    const held = heldResponse(Response.json({ actividad: answeredFicha.actividades?.[0], respuesta: answeredFicha.respuesta }, { status: 201 }))
    const posted = answerPost(QUEUE_API_PATHS.activities('fichas', FOLIO), held.respond)
    const user = open([overdueFicha, answeredFicha])

    const section = await screen.findByRole('region', { name: text.title })
    expect(within(section).getByText(text.overdue)).toBeInTheDocument()
    expect(within(section).getByText(text.overdueSince('8 dic 2026'))).toBeInTheDocument()

    await user.selectOptions(await screen.findByLabelText('Plantilla'), 'Recordatorio de cita')
    const filled = 'Hola, María José, te esperamos para platicar de Derecho.'
    expect(screen.getByText(filled)).toBeInTheDocument()
    const link = screen.getByRole('link', { name: text.whatsapp.open })
    expect(link).toHaveAttribute('href', whatsappUrl('528711234567', filled))
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAccessibleDescription(text.whatsapp.opensHint)

    await user.click(link)
    expect(await screen.findByText(text.whatsapp.recording)).toBeInTheDocument()
    held.release()
    expect(await screen.findByText(text.whatsapp.recorded)).toBeInTheDocument()
    expect(posted).toEqual([{ tipo: 'whatsapp', resultado: 'enviado' }])
    expect(screen.getByText(/^Respondida el 9 dic 2026/)).toBeInTheDocument()
    expect(within(screen.getByRole('list', { name: text.listTitle })).getByText('WhatsApp: Mensaje enviado')).toBeInTheDocument()
  })

  it('offers the outcomes of the kind chosen, says what is missing, and sends the activity with its note', async () => {
    const posted = answerPost(QUEUE_API_PATHS.activities('fichas', FOLIO), jsonAnswer(201, { actividad: answeredFicha.actividades?.[0], respuesta: answeredFicha.respuesta }))
    const user = open([overdueFicha, answeredFicha])
    const form = await screen.findByRole('form', { name: text.formTitle })

    await user.selectOptions(within(form).getByLabelText(ACTIVITY_FIELD_TEXT.tipo.label), 'Llamada')
    const outcome = within(form).getByLabelText(ACTIVITY_FIELD_TEXT.resultado.label)
    expect(within(outcome).getAllByRole('option').map((option) => option.textContent)).toEqual([
      text.choose,
      'Contestó',
      'No contestó',
      'Dejé mensaje de voz',
      'Número equivocado',
    ])
    await user.click(within(form).getByRole('button', { name: text.save }))
    expect(await within(form).findByText(ACTIVITY_MESSAGES.outcome)).toBeInTheDocument()
    expect(outcome).toHaveFocus()
    expect(posted).toEqual([])

    await user.selectOptions(outcome, 'No contestó')
    await user.type(within(form).getByLabelText(/^Nota/), 'Volver a llamar el lunes.')
    await user.click(within(form).getByRole('button', { name: text.save }))
    expect(await screen.findByText(text.saved('Llamada'))).toBeInTheDocument()
    expect(posted).toEqual([{ tipo: 'llamada', resultado: 'no-contesto', nota: 'Volver a llamar el lunes.' }])
  })

  it('keeps what was typed when the server refuses it', async () => {
    answerPost(QUEUE_API_PATHS.activities('fichas', FOLIO), jsonAnswer(422, { errors: { resultado: [ACTIVITY_MESSAGES.outcome] } }))
    const user = open([overdueFicha])
    const form = await screen.findByRole('form', { name: text.formTitle })
    await user.selectOptions(within(form).getByLabelText(ACTIVITY_FIELD_TEXT.tipo.label), 'Nota')
    await user.selectOptions(within(form).getByLabelText(ACTIVITY_FIELD_TEXT.resultado.label), 'Seguimiento')
    await user.type(within(form).getByLabelText(/^Nota/), 'Pidió informes de becas.')
    await user.click(within(form).getByRole('button', { name: text.save }))
    expect(await within(form).findByText(ACTIVITY_MESSAGES.outcome)).toBeInTheDocument()
    expect(within(form).getByLabelText(/^Nota/)).toHaveValue('Pidió informes de becas.')
  })
})
