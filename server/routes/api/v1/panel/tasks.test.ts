import { afterEach, expect, it } from 'vitest'
import { QUEUE_API_PATHS, TASK_API_PATHS } from '#contracts/api-paths.ts'
import { QUEUE_MESSAGES, type QueueItem } from '#contracts/queues.ts'
import { TASK_MESSAGES, type ItemTasks, type MyTasks, type Task } from '#contracts/tasks.ts'
import { startFormApp, testClock, type FormApp, type TestClock } from '#tests/support/server/form-app.ts'
import { seedQueueItem } from '#tests/support/server/queue-seeds.ts'
import { createTestStaff, signIn, type TestStaff } from '#tests/support/server/staff.ts'
import { describeOnEachDatabase } from '#tests/support/server/test-databases.ts'

const API = '/api/v1'
const FICHA = 'FICHA-2026-000001'
const MESSAGE = 'MSG-2026-000001'

let current: FormApp | undefined
afterEach(async () => {
  await current?.app.close()
  current = undefined
})

interface Setup {
  readonly form: FormApp
  readonly clock: TestClock
  readonly ana: TestStaff
  readonly anaCookie: string
  readonly beto: TestStaff
}

/** Monday 2 March 2026 (a clock before the sessions' start: they never look expired), 10:00 at the institute; Ana and Beto in admissions, a ficha and a contact message. */
async function start(fixture: Parameters<typeof startFormApp>[0]): Promise<Setup> {
  const clock = testClock('2026-03-02T16:00:00Z')
  current = await startFormApp(fixture, { clock })
  const ana = await createTestStaff(current, 'ana@instituto.example', ['admisiones', 'contacto'])
  const beto = await createTestStaff(current, 'beto@instituto.example', ['admisiones'])
  await seedQueueItem(current, 'fichas', FICHA)
  await seedQueueItem(current, 'contacto', MESSAGE)
  return { form: current, clock, ana, anaCookie: await signIn(current.app, ana.email), beto }
}

function createTask(form: FormApp, cookie: string, body: object, folio = FICHA, queue: 'fichas' | 'contacto' = 'fichas') {
  return form.app.inject({ method: 'POST', url: `${API}${TASK_API_PATHS.itemTasks(queue, folio)}`, headers: { cookie }, payload: body })
}

async function itemTasks(form: FormApp, cookie: string, folio = FICHA): Promise<ItemTasks> {
  const answer = await form.app.inject({ method: 'GET', url: `${API}${TASK_API_PATHS.itemTasks('fichas', folio)}`, headers: { cookie } })
  expect(answer.statusCode, answer.body).toBe(200)
  return answer.json<ItemTasks>()
}

async function myTasks(form: FormApp, cookie: string): Promise<MyTasks> {
  const answer = await form.app.inject({ method: 'GET', url: `${API}${TASK_API_PATHS.mine}`, headers: { cookie } })
  expect(answer.statusCode, answer.body).toBe(200)
  return answer.json<MyTasks>()
}

function markDone(form: FormApp, cookie: string, task: Task, terminada = true, version = task.version) {
  return form.app.inject({ method: 'POST', url: `${API}${TASK_API_PATHS.done(task.cola, task.folio, task.id)}`, headers: { cookie }, payload: { terminada, version } })
}

describeOnEachDatabase('tasks on a queue item (issue 38)', (fixture) => {
  it('adds a task to a ficha for someone who works the queue, lists it, and records it in the item’s history', async () => {
    const { form, anaCookie, ana, beto } = await start(fixture)

    const created = await createTask(form, anaCookie, { titulo: '  Llamar el martes ', fechaLimite: '2026-03-03', responsable: beto.id })
    expect(created.statusCode, created.body).toBe(201)
    const { tarea } = created.json<{ tarea: Task }>()
    expect(tarea).toMatchObject({ cola: 'fichas', folio: FICHA, titulo: 'Llamar el martes', fechaLimite: '2026-03-03', vencida: false, terminada: null, version: 1 })
    expect(tarea.responsable).toEqual({ id: beto.id, nombre: `Persona ${beto.email}` })

    const listed = await itemTasks(form, anaCookie)
    expect(listed.tareas).toEqual([tarea])
    expect(listed.yo).toBe(ana.id)
    expect(listed.responsables.map((person) => person.nombre)).toEqual(['Persona ana@instituto.example', 'Persona beto@instituto.example'])

    const item = await form.app.inject({ method: 'GET', url: `${API}${QUEUE_API_PATHS.item('fichas', FICHA)}`, headers: { cookie: anaCookie } })
    const step = item.json<QueueItem>().historial.find((entry) => entry.accion === 'task-created')
    expect(step).toMatchObject({ persona: 'ana@instituto.example', detalle: { tarea: tarea.id, titulo: 'Llamar el martes', fechaLimite: '2026-03-03' } })
  })

  it('answers 422 with a Spanish message per field: no title, a day gone by, someone who does not work the queue', async () => {
    const { form, anaCookie, ana } = await start(fixture)
    const outsider = await createTestStaff(form, 'carla@instituto.example', ['servicios-escolares'])

    const empty = await createTask(form, anaCookie, { titulo: ' ', fechaLimite: '8/12/2026', responsable: '' })
    expect(empty.statusCode).toBe(422)
    expect(empty.json()).toEqual({
      errors: { titulo: [TASK_MESSAGES.titleRequired], fechaLimite: [TASK_MESSAGES.dueFormat], responsable: [TASK_MESSAGES.assigneeRequired] },
    })

    // Yesterday at the institute (the clock reads Monday 2 March).
    const refused = await createTask(form, anaCookie, { titulo: 'Llamar', fechaLimite: '2026-03-01', responsable: outsider.id })
    expect(refused.statusCode).toBe(422)
    expect(refused.json()).toEqual({ errors: { fechaLimite: [TASK_MESSAGES.dueInPast], responsable: [TASK_MESSAGES.assigneeNotAllowed] } })

    const unknown = await createTask(form, anaCookie, { titulo: 'Llamar', fechaLimite: '2026-03-02', responsable: ana.id }, 'FICHA-2026-999999')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ mensaje: QUEUE_MESSAGES.notFound })
    expect((await itemTasks(form, anaCookie)).tareas).toEqual([])
  })

  it('marks a task done and opens it again, refusing a version someone else changed', async () => {
    const { form, anaCookie, ana } = await start(fixture)
    const { tarea } = (await createTask(form, anaCookie, { titulo: 'Llamar el martes', fechaLimite: '2026-03-03', responsable: ana.id })).json<{ tarea: Task }>()

    const done = await markDone(form, anaCookie, tarea)
    expect(done.statusCode, done.body).toBe(200)
    expect(done.json<{ tarea: Task }>().tarea).toMatchObject({ terminada: '2026-03-02T16:00:00.000Z', version: 2 })
    expect((await myTasks(form, anaCookie)).tareas).toEqual([])

    const stale = await markDone(form, anaCookie, tarea, false)
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toEqual({ mensaje: TASK_MESSAGES.staleVersion })

    const reopened = await markDone(form, anaCookie, tarea, false, 2)
    expect(reopened.json<{ tarea: Task }>().tarea).toMatchObject({ terminada: null, version: 3 })
    expect((await myTasks(form, anaCookie)).tareas.map((task) => task.id)).toEqual([tarea.id])
    const item = await form.app.inject({ method: 'GET', url: `${API}${QUEUE_API_PATHS.item('fichas', FICHA)}`, headers: { cookie: anaCookie } })
    const steps = item.json<QueueItem>().historial.map((entry) => entry.accion)
    expect(steps.filter((action) => action.startsWith('task-'))).toEqual(['task-created', 'task-completed', 'task-reopened'])

    const missing = await markDone(form, anaCookie, { ...tarea, id: 'no-existe' }, true, 3)
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ mensaje: TASK_MESSAGES.notFound })
  })

  it('lists my open tasks with their items, overdue first, and nobody else’s', async () => {
    const { form, clock, anaCookie, ana, beto } = await start(fixture)
    const later = (await createTask(form, anaCookie, { titulo: 'Enviar el plan', fechaLimite: '2026-03-05', responsable: ana.id })).json<{ tarea: Task }>().tarea
    const soon = (await createTask(form, anaCookie, { titulo: 'Responder dudas', fechaLimite: '2026-03-03', responsable: ana.id }, MESSAGE, 'contacto')).json<{ tarea: Task }>()
      .tarea
    await createTask(form, anaCookie, { titulo: 'Llamar el martes', fechaLimite: '2026-03-03', responsable: beto.id })

    // Wednesday: the one due on Tuesday is overdue.
    clock.set('2026-03-04T16:00:00Z')
    const mine = await myTasks(form, anaCookie)
    expect(mine.total).toBe(2)
    expect(mine.tareas.map(({ id, cola, folio, vencida }) => ({ id, cola, folio, vencida }))).toEqual([
      { id: soon.id, cola: 'contacto', folio: MESSAGE, vencida: true },
      { id: later.id, cola: 'fichas', folio: FICHA, vencida: false },
    ])

    const betoTasks = await myTasks(form, await signIn(form.app, beto.email))
    expect(betoTasks.tareas.map((task) => task.titulo)).toEqual(['Llamar el martes'])
  })
})
