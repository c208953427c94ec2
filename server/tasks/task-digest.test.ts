import { afterEach, expect, it } from 'vitest'
import { setStaffDisabledAt } from '#server/db/staff-users.ts'
import { insertTask } from '#server/db/tasks.ts'
import { TASK_DIGEST_SUBJECT } from '#server/mail/templates/task-digest.ts'
import { runTaskDigest } from '#server/tasks/task-digest.ts'
import { startFormApp, testClock, type FormApp } from '#tests/support/server/form-app.ts'
import { seedQueueItem } from '#tests/support/server/queue-seeds.ts'
import { createTestStaff } from '#tests/support/server/staff.ts'
import { describeOnEachDatabase } from '#tests/support/server/test-databases.ts'

const OPTIONS = { sender: 'Instituto <no-responder@instituto.example>', publicBaseUrl: 'https://instituto.example' }
const FICHA = 'FICHA-2026-000001'
const MESSAGE = 'MSG-2026-000001'

let current: FormApp | undefined
afterEach(async () => {
  await current?.app.close()
  current = undefined
})

let taskNumber = 0
function task(assignee: string, title: string, dueOn: string, item: { queue: 'fichas' | 'contacto'; folio: string } = { queue: 'fichas', folio: FICHA }) {
  taskNumber += 1
  return { id: `tarea-${taskNumber}`, ...item, title, due_on: dueOn, assignee_id: assignee, created_by: assignee, created_at: '2026-02-27T16:00:00.000Z' }
}

function outbox(form: FormApp) {
  return form.db.selectFrom('outbox_messages').select(['kind', 'recipients', 'subject', 'text_body', 'source_folio']).orderBy('created_at').execute()
}

describeOnEachDatabase('the daily digest of due tasks (issue 38)', (fixture) => {
  it('e-mails each active person their open tasks due today or earlier, from the hour on, once a day', async () => {
    // Monday 2 March 2026, 06:00 at the institute (UTC-6).
    const clock = testClock('2026-03-02T12:00:00Z')
    const form = (current = await startFormApp(fixture, { clock }))
    const ana = await createTestStaff(form, 'ana@instituto.example', ['admisiones'])
    const beto = await createTestStaff(form, 'beto@instituto.example', ['admisiones'])
    const carla = await createTestStaff(form, 'carla@instituto.example', ['admisiones'])
    await seedQueueItem(form, 'fichas', FICHA)
    await seedQueueItem(form, 'contacto', MESSAGE)
    await insertTask(form.db, task(ana.id, 'Llamar el viernes', '2026-02-27'))
    await insertTask(form.db, task(ana.id, 'Enviar el plan de estudios', '2026-03-02'))
    await insertTask(form.db, task(ana.id, 'Confirmar la visita', '2026-03-03'))
    // Ana no longer works contact messages: that item is not hers to open.
    await insertTask(form.db, task(ana.id, 'Responder la duda', '2026-03-01', { queue: 'contacto', folio: MESSAGE }))
    const done = task(ana.id, 'Ya hecha', '2026-03-01')
    await insertTask(form.db, done)
    await form.db.updateTable('tasks').set({ done_at: '2026-03-01T17:00:00.000Z', done_by: ana.id }).where('id', '=', done.id).execute()
    await insertTask(form.db, task(beto.id, 'Llamar a la familia', '2026-03-02'))
    await setStaffDisabledAt(form.db, beto.id, '2026-03-01T17:00:00.000Z')
    await insertTask(form.db, task(carla.id, 'Preparar la cita', '2026-03-04'))

    expect(await runTaskDigest(form.db, clock.now(), OPTIONS)).toBe(0)
    expect(await outbox(form)).toEqual([])

    // 07:05 at the institute.
    clock.set('2026-03-02T13:05:00Z')
    expect(await runTaskDigest(form.db, clock.now(), OPTIONS)).toBe(1)
    const [mail, ...others] = await outbox(form)
    expect(others).toEqual([])
    expect(mail).toMatchObject({ kind: 'task-digest', recipients: ana.email, subject: TASK_DIGEST_SUBJECT, source_folio: `staff:${ana.id}` })
    const text = mail!.text_body
    expect(text).toContain('Tienes 2 tareas pendientes')
    expect(text.indexOf('Llamar el viernes')).toBeLessThan(text.indexOf('Enviar el plan de estudios'))
    expect(text).toContain('27 de febrero de 2026 (vencida)')
    expect(text).toContain(`https://instituto.example/panel/colas/fichas/${FICHA}`)
    for (const absent of ['Confirmar la visita', 'Responder la duda', 'Ya hecha']) expect(text).not.toContain(absent)

    // Later the same day, on two servers at once: nothing more.
    clock.set('2026-03-02T20:00:00Z')
    const again = await Promise.all([runTaskDigest(form.db, clock.now(), OPTIONS), runTaskDigest(form.db, clock.now(), OPTIONS)])
    expect(again).toEqual([0, 0])
    expect(await outbox(form)).toHaveLength(1)

    // Tuesday 07:00: Ana's tasks are still open, and one more is due.
    clock.set('2026-03-03T13:00:00Z')
    expect(await runTaskDigest(form.db, clock.now(), OPTIONS)).toBe(1)
    const tuesday = (await outbox(form))[1]
    expect(tuesday?.text_body).toContain('Tienes 3 tareas pendientes')
  })
})
