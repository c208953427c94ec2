import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RouterProvider, createMemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { PANEL_API_PATHS, QUEUE_API_PATHS, TASK_API_PATHS } from '#contracts/api-paths.ts'
import { PANEL_PAGES } from '#contracts/panel-pages.ts'
import { PEOPLE_PAGES, PERSON_SIGN_UP_KIND } from '#contracts/people.ts'
import { QUEUE_FIELD_TEXT, QUEUE_MESSAGES, transitionsFrom, type QueueItem } from '#contracts/queues.ts'
import type { StaffQueue } from '#contracts/staff.ts'
import { MAIL_RETRY_MESSAGES } from '#contracts/failed-mails.ts'
import { answerGet, answerPost, heldResponse, jsonAnswer, mockApiNetwork, recordRequests } from '#tests/support/api-network.ts'
import { panelRoutes } from '../panel-routes.tsx'
import { panelText } from '../shared/panel-text.ts'
import { queueText as text } from './queue-text.ts'

mockApiNetwork()

const FOLIO = 'FICHA-2026-000123'

const ficha: QueueItem = {
  cola: 'fichas',
  folio: FOLIO,
  recibido: '2026-11-27T18:07:09.000Z',
  estado: 'nueva',
  version: 3,
  campos: [
    { campo: 'nombres', etiqueta: 'Nombre(s)', valor: 'María' },
    { campo: 'carrera', etiqueta: 'Carrera', valor: 'Derecho' },
    { campo: 'telefono', etiqueta: 'Celular', valor: null },
  ],
  correos: [
    { id: 'm1', asunto: `Recibimos tu ficha ${FOLIO}`, para: 'maria@example.com', estado: 'enviado', creado: '2026-11-27T18:07:10.000Z', enviado: '2026-11-27T18:07:30.000Z', error: null },
    { id: 'm2', asunto: 'Aviso a admisiones', para: 'admisiones@instituto.example', estado: 'fallido', creado: '2026-11-27T18:07:10.000Z', enviado: null, error: 'Buzón lleno' },
  ],
  historial: [
    { at: '2026-11-27T18:07:09.000Z', persona: null, accion: 'received', de: null, a: 'nueva', nota: null, detalle: null },
    { at: '2026-11-28T16:00:00.000Z', persona: 'ana@instituto.example', accion: 'note-added', de: null, a: null, nota: 'Llamar por la tarde', detalle: null },
    {
      at: '2026-11-28T17:00:00.000Z',
      persona: 'ana@instituto.example',
      accion: 'assignee-changed',
      de: null,
      a: null,
      nota: null,
      detalle: { responsable: { id: 'u2', nombre: 'Beto Ramírez' } },
    },
  ],
  responsable: { id: 'u2', nombre: 'Beto Ramírez' },
  cita: null,
  persona: {
    id: 'p1',
    nombre: 'María López',
    otras: [
      { cola: 'contacto', folio: 'MSG-2026-000045', recibido: '2026-11-20T17:00:00.000Z', abierta: true, estado: 'Respondido', resumen: '¿Tienen beca deportiva?' },
      { cola: 'documentos', folio: 'DOC-2026-000007', recibido: '2026-10-02T17:00:00.000Z', abierta: false, estado: null, resumen: null },
    ],
    eventos: [{ folio: 'EVT-2026-000003', evento: 'Día de puertas abiertas', estado: 'Confirmada', lugares: 2, recibido: '2026-11-21T17:00:00.000Z', asistio: null }],
    parecidas: [{ id: 'p2', nombre: 'Maria Lopez', correo: 'mlopez@example.com', telefono: null, version: 1 }],
  },
}

/** The panel on an item's page, signed in as an administrator; each reading of the item answered by the next of `answers` (the last one repeats). */
function openItem(queue: StaffQueue, answers: QueueItem[]) {
  answerGet(PANEL_API_PATHS.me, jsonAnswer(200, { email: 'ana@instituto.example', nombre: 'Ana', roles: ['admin'], dosPasos: false }))
  answerGet(PANEL_API_PATHS.fichaAssignees, jsonAnswer(200, { personas: [{ id: 'u2', nombre: 'Beto Ramírez' }, { id: 'u3', nombre: 'Carla Soto' }] }))
  const folio = answers[0]?.folio ?? ''
  // The page's follow-up blocks (issue 38), empty here: their own tests cover them.
  answerGet(TASK_API_PATHS.itemTasks(queue, folio), jsonAnswer(200, { tareas: [], responsables: [], yo: 'u1' }))
  answerGet(PANEL_API_PATHS.whatsappTemplates, jsonAnswer(200, { plantillas: [] }))
  let reads = 0
  answerGet(QUEUE_API_PATHS.item(queue, folio), () => Response.json(answers[Math.min(reads++, answers.length - 1)]))
  const router = createMemoryRouter(panelRoutes, { initialEntries: [PANEL_PAGES.queueItem(queue, folio)] })
  render(<RouterProvider router={router} />)
  return { user: userEvent.setup({ applyAccept: false }), reads: () => reads }
}

const actions = () => screen.getByRole('region', { name: text.actions })

describe('queue item page (issue 14)', () => {
  it('shows the fields, the follow-up, the history, the e-mails and the moves its status allows', async () => {
    openItem('fichas', [ficha])
    expect(await screen.findByRole('heading', { level: 1, name: FOLIO })).toBeInTheDocument()
    expect(screen.getByText('Nueva', { selector: 'span' })).toBeInTheDocument()

    const data = screen.getByRole('region', { name: text.data })
    expect(within(data).getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`)).toEqual([
      'Nombre(s): María',
      'Carrera: Derecho',
      'Celular: —',
    ])
    const person = screen.getByRole('region', { name: text.person.title })
    expect(within(person).getByText(text.person.duplicateWarning)).toBeInTheDocument()
    expect(within(person).getByRole('link', { name: text.person.merge('Maria Lopez', 'mlopez@example.com') })).toHaveAttribute('href', PEOPLE_PAGES.mergeWith('p1', 'p2'))
    expect(within(person).getByRole('link', { name: text.person.open('María López') })).toHaveAttribute('href', PEOPLE_PAGES.person('p1'))
    // Another queue the viewer opens links to its item; the others are only named.
    expect(within(person).getByRole('link', { name: 'MSG-2026-000045' })).toHaveAttribute('href', PANEL_PAGES.queueItem('contacto', 'MSG-2026-000045'))
    expect(within(person).queryByRole('link', { name: 'DOC-2026-000007' })).toBeNull()
    expect(within(person).getByText(/DOC-2026-000007/)).toBeInTheDocument()
    // Event sign-ups are listed among them, one line each.
    expect(within(person).getByText(`EVT-2026-000003 · ${PERSON_SIGN_UP_KIND}`)).toBeInTheDocument()
    expect(within(person).getByText('Día de puertas abiertas')).toBeInTheDocument()
    const followUp = screen.getByRole('region', { name: text.followUp })
    expect(await within(followUp).findByRole('option', { name: 'Carla Soto' })).toBeInTheDocument()
    expect(within(followUp).getByRole('combobox', { name: QUEUE_FIELD_TEXT.responsable.label })).toHaveValue('u2')

    const steps = within(screen.getByRole('region', { name: text.history })).getAllByRole('listitem')
    expect(steps.map((step) => step.textContent)).toEqual([
      `${panelText.history.received}27 nov 2026, 12:07:09 · ${text.applicant}`,
      'Nota agregada28 nov 2026, 10:00:00 · ana@instituto.exampleNota: Llamar por la tarde',
      'Responsable asignado28 nov 2026, 11:00:00 · ana@instituto.exampleResponsable: Beto Ramírez',
    ])

    const mails = within(screen.getByRole('region', { name: text.mails })).getAllByRole('listitem')
    expect(mails[0]).toHaveTextContent(`Recibimos tu ficha ${FOLIO}`)
    expect(mails[0]).toHaveTextContent('Enviado')
    expect(mails[1]).toHaveTextContent('Fallido')
    expect(mails[1]).toHaveTextContent('Error: Buzón lleno')

    const offered = within(actions()).getAllByRole('button').map((button) => button.textContent)
    expect(offered).toEqual([...transitionsFrom('fichas', 'nueva').map((move) => move.action), text.addNote])
    expect(offered).toEqual(['Marcar como contactada', 'Descartar', text.addNote])
  })

  it('shows where the visit came from, first and last touch, in words; or that it came without', async () => {
    const origen = {
      primera: { referente: 'www.google.com', aterrizaje: '/inicio', anuncio: false },
      ultima: { utm_source: 'facebook', utm_medium: 'cpc', utm_campaign: 'primavera', aterrizaje: '/inicio/genera', anuncio: true },
    }
    openItem('fichas', [{ ...ficha, origen }])
    const origin = await screen.findByRole('region', { name: text.origin.title })
    expect(within(origin).getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`)).toEqual([
      'Primera visita: Sitio de procedencia: www.google.com · Página de llegada: /inicio',
      'Última visita: Fuente: facebook · Medio: cpc · Campaña: primavera · Página de llegada: /inicio/genera · Con clic de anuncio',
    ])
  })

  it('says when a submission came without its origin', async () => {
    openItem('fichas', [{ ...ficha, origen: null }])
    const origin = await screen.findByRole('region', { name: text.origin.title })
    expect(origin).toHaveTextContent(text.origin.none)
  })

  it('«Reintentar» on a failed e-mail shows it is sending, then reads the item again and says the e-mail will go out', async () => {
    const held = heldResponse(Response.json({ estado: 'pendiente' }))
    const sent = answerPost(QUEUE_API_PATHS.mailRetry('fichas', FOLIO, 'm2'), held.respond)
    const retried = { ...ficha, correos: ficha.correos.map((mail) => (mail.id === 'm2' ? { ...mail, estado: 'pendiente' as const, error: null } : mail)) }
    const { user, reads } = openItem('fichas', [ficha, retried])
    await screen.findByRole('heading', { level: 1, name: FOLIO })
    const mails = screen.getByRole('region', { name: text.mails })
    expect(within(mails).getAllByRole('button', { name: /Reintentar/ })).toHaveLength(1)

    const retry = within(mails).getByRole('button', { name: `${text.mailRetry}: Aviso a admisiones` })
    retry.focus()
    await user.keyboard('{Enter}')
    expect(await within(mails).findByRole('button', { name: `${text.mailRetry}: Aviso a admisiones` })).toHaveTextContent(panelText.sending)
    expect(retry).toHaveAttribute('aria-disabled', 'true')
    held.release()

    expect(await screen.findByText(text.mailRetried('Aviso a admisiones'))).toBeInTheDocument()
    expect(sent).toEqual([{}])
    expect(reads()).toBe(2)
    expect(within(mails).queryByRole('button', { name: /Reintentar/ })).not.toBeInTheDocument()
    expect(within(mails).getAllByRole('listitem')[1]).toHaveTextContent('Pendiente')
    expect(within(mails).getByRole('list')).toHaveFocus()
  })

  it('a refused «Reintentar» says why beside the e-mail and leaves the page usable', async () => {
    answerPost(QUEUE_API_PATHS.mailRetry('fichas', FOLIO, 'm2'), jsonAnswer(409, { mensaje: MAIL_RETRY_MESSAGES.notFailed }))
    const { user } = openItem('fichas', [ficha])
    await screen.findByRole('heading', { level: 1, name: FOLIO })
    const mails = screen.getByRole('region', { name: text.mails })

    await user.click(within(mails).getByRole('button', { name: `${text.mailRetry}: Aviso a admisiones` }))
    expect(await within(mails).findByRole('alert')).toHaveTextContent(MAIL_RETRY_MESSAGES.notFailed)
    expect(within(mails).getByRole('button', { name: `${text.mailRetry}: Aviso a admisiones` })).toHaveTextContent(text.mailRetry)
    expect(within(actions()).getByRole('button', { name: 'Descartar' })).toBeEnabled()
  })

  it('a closed item offers no moves and no note', async () => {
    openItem('fichas', [{ ...ficha, estado: 'descartada', persona: null }])
    await screen.findByRole('heading', { level: 1, name: FOLIO })
    expect(within(actions()).queryAllByRole('button')).toEqual([])
    expect(within(actions()).getByText(text.closed)).toBeInTheDocument()
  })

  it('a move that needs a reason is not sent without one; with it, the item is read again and the result said', async () => {
    const sent = answerPost(QUEUE_API_PATHS.status('fichas', FOLIO), jsonAnswer(200, { estado: 'descartada', version: 4 }))
    const { user, reads } = openItem('fichas', [ficha, { ...ficha, estado: 'descartada', version: 4 }])
    await screen.findByRole('heading', { level: 1, name: FOLIO })

    await user.click(within(actions()).getByRole('button', { name: 'Descartar' }))
    const form = screen.getByRole('form', { name: 'Descartar' })
    const reason = within(form).getByRole('textbox', { name: QUEUE_FIELD_TEXT.motivo.label })
    expect(reason).toHaveFocus()
    await user.click(within(form).getByRole('button', { name: text.confirm }))
    expect(await within(form).findByText(QUEUE_MESSAGES.reasonRequired)).toBeInTheDocument()
    expect(reason).toHaveFocus()
    expect(sent).toEqual([])

    await user.type(reason, 'No contestó en tres semanas')
    await user.click(within(form).getByRole('button', { name: text.confirm }))

    expect(await screen.findByText(text.done.moved('Descartada'))).toBeInTheDocument()
    expect(sent).toEqual([{ estado: 'descartada', nota: 'No contestó en tres semanas', version: 3 }])
    expect(reads()).toBe(2)
    expect(screen.getByRole('heading', { name: text.actions })).toHaveFocus()
    expect(screen.queryByRole('form', { name: 'Descartar' })).not.toBeInTheDocument()
  })

  it('a 409 shows its message, keeps the note, and «Recargar» reads the item again for a new try', async () => {
    let answers = 0
    const sent = answerPost(QUEUE_API_PATHS.status('fichas', FOLIO), () =>
      ++answers === 1 ? Response.json({ mensaje: QUEUE_MESSAGES.staleVersion }, { status: 409 }) : Response.json({ estado: 'contactada', version: 5 }),
    )
    const { user } = openItem('fichas', [ficha, { ...ficha, version: 4 }])
    await screen.findByRole('heading', { level: 1, name: FOLIO })

    await user.click(within(actions()).getByRole('button', { name: 'Marcar como contactada' }))
    const form = screen.getByRole('form', { name: 'Marcar como contactada' })
    const note = within(form).getByRole('textbox', { name: `${QUEUE_FIELD_TEXT.nota.label} (opcional)` })
    await user.type(note, 'Habló con su mamá')
    await user.click(within(form).getByRole('button', { name: text.confirm }))

    expect(await within(form).findByRole('alert')).toHaveTextContent(QUEUE_MESSAGES.staleVersion)
    expect(note).toHaveValue('Habló con su mamá')

    await user.click(within(form).getByRole('button', { name: panelText.item.reload }))
    expect(await screen.findByText(panelText.item.reloaded)).toBeInTheDocument()
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument()
    expect(note).toHaveValue('Habló con su mamá')

    await user.click(within(form).getByRole('button', { name: text.confirm }))
    await expect.poll(() => sent).toHaveLength(2)
    expect(sent[1]).toEqual({ estado: 'contactada', nota: 'Habló con su mamá', version: 4 })
  })

  it('«Responder» e-mails the reply through its own endpoint', async () => {
    const message: QueueItem = {
      cola: 'contacto',
      folio: 'MSG-2026-000001',
      recibido: '2026-11-27T18:07:09.000Z',
      estado: 'nuevo',
      version: 1,
      campos: [{ campo: 'contenido', etiqueta: 'Mensaje', valor: '¿Tienen becas?' }],
      correos: [],
      historial: [],
    }
    const sent = answerPost(QUEUE_API_PATHS.reply(message.folio), jsonAnswer(200, { estado: 'respondido', version: 2 }))
    const { user } = openItem('contacto', [message, { ...message, estado: 'respondido', version: 2 }])
    await screen.findByRole('heading', { level: 1, name: message.folio })
    expect(within(actions()).getAllByRole('button').map((button) => button.textContent)).toEqual(['Responder', text.addNote])

    await user.click(within(actions()).getByRole('button', { name: 'Responder' }))
    const form = screen.getByRole('form', { name: 'Responder' })
    await user.click(within(form).getByRole('button', { name: text.sendReply }))
    expect(await within(form).findByText(QUEUE_MESSAGES.replyRequired)).toBeInTheDocument()

    await user.type(within(form).getByRole('textbox', { name: QUEUE_FIELD_TEXT.respuesta.label }), 'Sí, hasta 50 %.')
    await user.click(within(form).getByRole('button', { name: text.sendReply }))
    expect(await screen.findByText(text.done.replied)).toBeInTheDocument()
    expect(sent).toEqual([{ respuesta: 'Sí, hasta 50 %.', version: 1 }])
    expect(within(actions()).getAllByRole('button').map((button) => button.textContent)).toEqual(['Responder de nuevo', 'Cerrar', text.addNote])
  })

  it('«Entregar» refuses a .txt as it is chosen and sends a PDF as multipart with the version', async () => {
    const request: QueueItem = {
      cola: 'documentos',
      folio: 'DOC-2026-000010',
      recibido: '2026-11-27T18:07:09.000Z',
      estado: 'pago-validado',
      version: 5,
      // The price stored with the request, as the server writes it (the published price that day).
      campos: [
        { campo: 'especificaciones', etiqueta: 'Documento', valor: 'Kardex académico' },
        { campo: 'precio_mxn', etiqueta: 'Precio', valor: '$300.00 MXN' },
      ],
      correos: [],
      historial: [],
      fechaLimite: '2026-11-20',
      vencida: true,
      comprobante: { id: 'c1', nombre: 'pago.pdf', bytes: 250_000, tipo: 'application/pdf' },
      entregados: [],
    }
    let multipart: FormData | null = null
    answerPost(QUEUE_API_PATHS.delivery(request.folio), async (received) => {
      multipart = await received.formData()
      return Response.json({ estado: 'entregada', version: 6 })
    })
    const requests = recordRequests()
    const { user } = openItem('documentos', [request, { ...request, estado: 'entregada', version: 6 }])
    await screen.findByRole('heading', { level: 1, name: request.folio })
    expect(screen.getByRole('link', { name: /Ver comprobante/ })).toHaveAttribute('href', `/api/v1${QUEUE_API_PATHS.receipt(request.folio)}`)
    // In the item's fields and in its payment.
    expect(screen.getAllByText('$300.00 MXN')).toHaveLength(2)

    await user.click(within(actions()).getByRole('button', { name: 'Entregar' }))
    const form = screen.getByRole('form', { name: 'Entregar' })
    const input = within(form).getByLabelText<HTMLInputElement>(QUEUE_FIELD_TEXT.archivos.label)
    expect(input).toHaveAttribute('accept', '.pdf,.jpg,.jpeg,.png')
    expect(input).toHaveAttribute('multiple')

    await user.upload(input, new File(['hola'], 'notas.txt', { type: 'text/plain' }))
    expect(within(form).getByText(QUEUE_MESSAGES.deliveryFileType('notas.txt'))).toBeInTheDocument()
    expect(input.files).toHaveLength(0)

    const pdf = new File(['%PDF-1.7'], 'kardex.pdf', { type: 'application/pdf' })
    await user.upload(input, pdf)
    expect(within(form).queryByText(QUEUE_MESSAGES.deliveryFileType('notas.txt'))).not.toBeInTheDocument()
    await user.click(within(form).getByRole('button', { name: text.deliver }))

    expect(await screen.findByText(text.done.delivered)).toBeInTheDocument()
    expect(requests.filter((line) => line.startsWith('POST'))).toEqual([`POST /api/v1${QUEUE_API_PATHS.delivery(request.folio)}`])
    const body = multipart as FormData | null
    expect(body?.get('version')).toBe('5')
    // jsdom's XMLHttpRequest drops a multipart part's file name on the way; its content arrives.
    const files = (body?.getAll('archivos') ?? []) as File[]
    expect(await Promise.all(files.map((file) => file.text()))).toEqual(['%PDF-1.7'])
  })

  it('a beca application shows its fields and documents; «Aprobar» asks for the percentage and sends it as a number', async () => {
    const folio = 'BECA-2026-000001'
    const beca: QueueItem = {
      ...ficha,
      cola: 'becas',
      folio,
      estado: 'en-revision',
      version: 2,
      campos: [
        { campo: 'nombre_completo', etiqueta: 'Nombre completo', valor: 'Ana Sofía Treviño Garza' },
        { campo: 'carrera', etiqueta: 'Carrera', valor: 'Licenciatura en Derecho' },
        { campo: 'tipo_beca_nombre', etiqueta: 'Tipo de beca', valor: 'Beca académica' },
      ],
      responsable: undefined,
      persona: null,
      fechaLimite: '2026-12-14',
      vencida: false,
      porcentaje: null,
      documentos: [{ id: 'd1', nombre: 'boleta.pdf', bytes: 2048, tipo: 'application/pdf' }],
    }
    const sent = answerPost(QUEUE_API_PATHS.status('becas', folio), jsonAnswer(200, { estado: 'aprobada', version: 3 }))
    const approval = { at: '2026-12-01T17:00:00.000Z', persona: 'ana@instituto.example', accion: 'status-changed', de: 'en-revision', a: 'aprobada', nota: null, detalle: { porcentaje: 30 } }
    const { user } = openItem('becas', [beca, { ...beca, estado: 'aprobada', version: 3, porcentaje: 30, historial: [...beca.historial, approval] }])
    await screen.findByRole('heading', { level: 1, name: folio })

    const data = screen.getByRole('region', { name: text.data })
    expect(within(data).getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`)).toEqual([
      'Nombre completo: Ana Sofía Treviño Garza',
      'Carrera: Licenciatura en Derecho',
      'Tipo de beca: Beca académica',
    ])
    const review = screen.getByRole('region', { name: text.beca.title })
    expect(within(review).getByRole('link', { name: /boleta\.pdf/ })).toHaveAttribute('href', `/api/v1${QUEUE_API_PATHS.becaDocument(folio, 'd1')}`)
    expect(within(review).getByText(text.beca.noPercentage)).toBeInTheDocument()
    expect(within(actions()).getAllByRole('button').map((button) => button.textContent)).toEqual(['Aprobar', 'Rechazar', text.addNote])

    await user.click(within(actions()).getByRole('button', { name: 'Aprobar' }))
    const form = screen.getByRole('form', { name: 'Aprobar' })
    const percentage = within(form).getByRole('spinbutton', { name: QUEUE_FIELD_TEXT.porcentaje.label })
    expect(percentage).toHaveFocus()
    await user.click(within(form).getByRole('button', { name: text.confirm }))
    expect(await within(form).findByText(QUEUE_MESSAGES.percentageRequired)).toBeInTheDocument()
    await user.type(percentage, '130')
    await user.click(within(form).getByRole('button', { name: text.confirm }))
    expect(await within(form).findByText(QUEUE_MESSAGES.percentageFormat)).toBeInTheDocument()
    expect(sent).toEqual([])

    await user.clear(percentage)
    await user.type(percentage, '30')
    await user.click(within(form).getByRole('button', { name: text.confirm }))
    expect(await screen.findByText(text.done.moved('Aprobada'))).toBeInTheDocument()
    expect(sent).toEqual([{ estado: 'aprobada', porcentaje: 30, version: 2 }])
    expect(within(screen.getByRole('region', { name: text.beca.title })).getByText('30 %')).toBeInTheDocument()
    const steps = within(screen.getByRole('region', { name: text.history })).getAllByRole('listitem')
    expect(steps.at(-1)).toHaveTextContent(`${panelText.history.percentage}: 30 %`)
  })
})
