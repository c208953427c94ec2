import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RouterProvider, createMemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { PANEL_API_PATHS, QUEUE_API_PATHS, TASK_API_PATHS } from '#contracts/api-paths.ts'
import { PANEL_PAGES } from '#contracts/panel-pages.ts'
import type { QueueItem } from '#contracts/queues.ts'
import { TASK_FIELD_TEXT, TASK_MESSAGES, TASK_OVERDUE_LABEL, type ItemTasks, type Task } from '#contracts/tasks.ts'
import { instituteDay } from '#contracts/time-zone.ts'
import { answerGet, answerPost, heldResponse, jsonAnswer, mockApiNetwork } from '#tests/support/api-network.ts'
import { panelRoutes } from '../panel-routes.tsx'
import { formatDay } from '../shared/date-format.ts'
import { panelText } from '../shared/panel-text.ts'
import { queueText } from './queue-text.ts'
import { queueTasksText as text } from './queue-tasks-text.ts'

mockApiNetwork()

const FOLIO = 'FICHA-2026-000123'
const DAY_MS = 24 * 60 * 60_000
const today = instituteDay(new Date())
const yesterday = instituteDay(new Date(Date.now() - DAY_MS))
const nextWeek = instituteDay(new Date(Date.now() + 7 * DAY_MS))

const ficha: QueueItem = {
  cola: 'fichas',
  folio: FOLIO,
  recibido: '2026-11-27T18:07:09.000Z',
  estado: 'nueva',
  version: 3,
  campos: [],
  correos: [],
  historial: [{ at: '2026-11-27T18:07:09.000Z', persona: null, accion: 'received', de: null, a: 'nueva', nota: null, detalle: null }],
  responsable: null,
  cita: null,
}

const ANA = { id: 'u1', nombre: 'Ana Torres' }
const BETO = { id: 'u2', nombre: 'Beto Ramírez' }

function task(overrides: Partial<Task>): Task {
  return {
    id: 't1',
    cola: 'fichas',
    folio: FOLIO,
    titulo: 'Llamar el martes',
    fechaLimite: today,
    vencida: false,
    responsable: ANA,
    creada: '2026-11-27T18:10:00.000Z',
    terminada: null,
    version: 1,
    ...overrides,
  }
}

/** The item's page as Ana (admissions); each reading of its tasks answered by the next of `answers` (the last one repeats). */
function openItem(answers: ItemTasks['tareas'][], item: QueueItem = ficha) {
  answerGet(PANEL_API_PATHS.me, jsonAnswer(200, { email: 'ana@instituto.example', nombre: ANA.nombre, roles: ['admisiones'], dosPasos: false }))
  answerGet(PANEL_API_PATHS.fichaAssignees, jsonAnswer(200, { personas: [ANA, BETO] }))
  answerGet(QUEUE_API_PATHS.item('fichas', FOLIO), jsonAnswer(200, item))
  let reads = 0
  answerGet(TASK_API_PATHS.itemTasks('fichas', FOLIO), () =>
    Response.json({ tareas: answers[Math.min(reads++, answers.length - 1)] ?? [], responsables: [ANA, BETO], yo: ANA.id } satisfies ItemTasks),
  )
  render(<RouterProvider router={createMemoryRouter(panelRoutes, { initialEntries: [PANEL_PAGES.queueItem('fichas', FOLIO)] })} />)
  return userEvent.setup({ applyAccept: false })
}

const tasksBlock = () => screen.findByRole('region', { name: text.title })

describe('the tasks of a queue item (issue 38)', () => {
  it('lists the item’s tasks with their due day, «Vencida» once past, and who does them', async () => {
    openItem([[task({ titulo: 'Enviar el plan', fechaLimite: yesterday, vencida: true }), task({ id: 't2', responsable: BETO }), task({ id: 't3', titulo: 'Ya hecha', terminada: '2026-11-28T17:00:00.000Z' })]])
    const block = await tasksBlock()
    const items = await within(block).findAllByRole('listitem')

    expect(items[0]).toHaveTextContent('Enviar el plan')
    expect(within(items[0]!).getByText(TASK_OVERDUE_LABEL)).toBeInTheDocument()
    expect(items[0]).toHaveTextContent(text.assignee(ANA.nombre))
    expect(items[1]).toHaveTextContent(text.due(today))
    expect(items[1]).toHaveTextContent(text.assignee(BETO.nombre))
    expect(within(items[1]!).queryByText(TASK_OVERDUE_LABEL)).not.toBeInTheDocument()
    expect(within(items[2]!).getByText(/Terminada el/)).toBeInTheDocument()
    expect(within(items[2]!).getByRole('button', { name: `${text.reopen}: Ya hecha` })).toBeInTheDocument()
  })

  it('adds a task for me by default, checks the fields first, and keeps what was typed when the server refuses it', async () => {
    const user = openItem([[], [task({ titulo: 'Llamar el martes', fechaLimite: nextWeek })]])
    const block = await tasksBlock()
    const form = await within(block).findByRole('form', { name: text.newTask })
    expect(within(form).getByRole('combobox', { name: TASK_FIELD_TEXT.responsable.label })).toHaveValue(ANA.id)

    await user.click(within(form).getByRole('button', { name: text.add }))
    expect(await within(form).findByText(TASK_MESSAGES.titleRequired)).toBeInTheDocument()
    expect(within(form).getByRole('textbox', { name: TASK_FIELD_TEXT.titulo.label })).toHaveFocus()

    const title = within(form).getByRole('textbox', { name: TASK_FIELD_TEXT.titulo.label })
    const due = within(form).getByLabelText(TASK_FIELD_TEXT.fechaLimite.label)
    await user.type(title, 'Llamar el martes')
    await user.type(due, yesterday)
    await user.click(within(form).getByRole('button', { name: text.add }))
    expect(await within(form).findByText(TASK_MESSAGES.dueInPast)).toBeInTheDocument()

    // The server refuses the assignee (their account was disabled meanwhile): the message under the field, the rest kept.
    const refusal = answerPost(TASK_API_PATHS.itemTasks('fichas', FOLIO), jsonAnswer(422, { errors: { responsable: [TASK_MESSAGES.assigneeNotAllowed] } }))
    await user.clear(due)
    await user.type(due, nextWeek)
    await user.selectOptions(within(form).getByRole('combobox', { name: TASK_FIELD_TEXT.responsable.label }), BETO.id)
    await user.click(within(form).getByRole('button', { name: text.add }))
    expect(await within(form).findByText(TASK_MESSAGES.assigneeNotAllowed)).toBeInTheDocument()
    expect(refusal).toEqual([{ titulo: 'Llamar el martes', fechaLimite: nextWeek, responsable: BETO.id }])
    expect(title).toHaveValue('Llamar el martes')
    expect(due).toHaveValue(nextWeek)
  })

  it('shows it is sending, then lists the new task, says so and empties the form', async () => {
    const created = task({ titulo: 'Llamar el martes', fechaLimite: nextWeek })
    const held = heldResponse(Response.json({ tarea: created }, { status: 201 }))
    const sent = answerPost(TASK_API_PATHS.itemTasks('fichas', FOLIO), held.respond)
    const user = openItem([[], [created]])
    const form = await within(await tasksBlock()).findByRole('form', { name: text.newTask })

    await user.type(within(form).getByRole('textbox', { name: TASK_FIELD_TEXT.titulo.label }), 'Llamar el martes')
    await user.type(within(form).getByLabelText(TASK_FIELD_TEXT.fechaLimite.label), nextWeek)
    await user.click(within(form).getByRole('button', { name: text.add }))
    expect(await within(form).findByRole('button', { name: panelText.sending })).toHaveAttribute('aria-disabled', 'true')
    held.release()

    expect(await screen.findByText(text.added('Llamar el martes'))).toBeInTheDocument()
    expect(sent).toEqual([{ titulo: 'Llamar el martes', fechaLimite: nextWeek, responsable: ANA.id }])
    const block = await tasksBlock()
    expect(await within(block).findByText(text.due(nextWeek))).toBeInTheDocument()
    expect(within(form).getByRole('textbox', { name: TASK_FIELD_TEXT.titulo.label })).toHaveValue('')
  })

  it('«Terminada» marks the task done with the version seen, and the list shows it done', async () => {
    const open = task({})
    const done = task({ terminada: '2026-11-30T16:00:00.000Z', version: 2 })
    const sent = answerPost(TASK_API_PATHS.done('fichas', FOLIO, open.id), jsonAnswer(200, { tarea: done }))
    const user = openItem([[open], [done]])
    const block = await tasksBlock()

    await user.click(await within(block).findByRole('button', { name: `${text.markDone}: ${open.titulo}` }))
    expect(await screen.findByText(text.completed(open.titulo))).toBeInTheDocument()
    expect(sent).toEqual([{ terminada: true, version: 1 }])
    expect(await within(block).findByRole('button', { name: `${text.reopen}: ${open.titulo}` })).toBeInTheDocument()
  })

  it('a refused «Terminada» says why beside the task, and «Recargar» after a 409 reads the tasks again', async () => {
    const open = task({})
    answerPost(TASK_API_PATHS.done('fichas', FOLIO, open.id), jsonAnswer(409, { mensaje: TASK_MESSAGES.staleVersion }))
    const user = openItem([[open], [task({ version: 2, responsable: BETO })]])
    const block = await tasksBlock()

    await user.click(await within(block).findByRole('button', { name: `${text.markDone}: ${open.titulo}` }))
    expect(await within(block).findByRole('alert')).toHaveTextContent(TASK_MESSAGES.staleVersion)
    await user.click(within(block).getByRole('button', { name: panelText.item.reload }))
    expect(await within(block).findByText(text.assignee(BETO.nombre))).toBeInTheDocument()
    expect(within(block).queryByRole('alert')).not.toBeInTheDocument()
  })

  it('the item’s history names each task by its title, and the day a new one is for', async () => {
    const created = { at: '2026-11-28T16:00:00.000Z', persona: 'ana@instituto.example', accion: 'task-created', de: null, a: null, nota: null }
    const historial = [
      ...ficha.historial,
      { ...created, detalle: { tarea: 't1', titulo: 'Llamar el martes', fechaLimite: nextWeek, responsable: ANA } },
      { ...created, accion: 'task-completed', detalle: { tarea: 't1', titulo: 'Llamar el martes' } },
    ]
    openItem([[]], { ...ficha, historial })
    const history = await screen.findByRole('region', { name: queueText.history })
    const [, createdStep, completedStep] = within(history).getAllByRole('listitem')

    expect(createdStep).toHaveTextContent(`${panelText.history.task}: Llamar el martes`)
    expect(createdStep).toHaveTextContent(`${panelText.history.taskDue}: ${formatDay(nextWeek)}`)
    expect(completedStep).toHaveTextContent(`${panelText.history.task}: Llamar el martes`)
  })
})
