import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { TASK_API_PATHS } from '#contracts/api-paths.ts'
import { PANEL_PAGES } from '#contracts/panel-pages.ts'
import { STAFF_QUEUES, staffMayUse } from '#contracts/staff.ts'
import { TASK_OVERDUE_LABEL, TASK_QUEUES, myTasksSchema, type MyTasks } from '#contracts/tasks.ts'
import { Alert } from '../shared/alert.tsx'
import { Badge } from '../shared/badge.tsx'
import { panelText } from '../shared/panel-text.ts'
import { useStaffSession } from '../shared/staff-session.tsx'
import { myTasksText as text } from './my-tasks-text.ts'
import panel from '../shared/panel.module.css'
import records from '../shared/item.module.css'

/** The roles whose queues' items take tasks: only they can have any. */
const TASK_ROLES = TASK_QUEUES.map((queue) => STAFF_QUEUES[queue].role)

function MyTaskList({ tasks }: { tasks: MyTasks }) {
  if (tasks.total === 0) return <p className={panel.muted}>{text.none}</p>
  return (
    <>
      <p className={panel.muted}>
        {text.intro}
        {tasks.total > tasks.tareas.length ? ` ${text.more(tasks.tareas.length, tasks.total)}` : null}
      </p>
      <ul className={records.steps}>
        {tasks.tareas.map((task) => (
          <li key={task.id}>
            <p className={records.stepTitle}>
              <Link to={PANEL_PAGES.queueItem(task.cola, task.folio)}>{task.titulo}</Link>
            </p>
            <p>{text.item(STAFF_QUEUES[task.cola].label, task.folio)}</p>
            <p>
              {text.due(task.fechaLimite)} {task.vencida ? <Badge tone="danger">{TASK_OVERDUE_LABEL}</Badge> : null}
            </p>
          </li>
        ))}
      </ul>
    </>
  )
}

/** The signed-in person's open tasks (issue 38), overdue first, each linking to its item's page. */
function MyTasksBlock() {
  const { request } = useStaffSession()
  const [tasks, setTasks] = useState<MyTasks | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  useEffect(() => {
    const controller = new AbortController()
    void request(TASK_API_PATHS.mine, { schema: myTasksSchema, signal: controller.signal }).then((result) => {
      if (result.ok) setTasks(result.data)
      else if (result.kind !== 'aborted') setFailure(result.serverMessage ?? result.message)
    })
    return () => controller.abort()
  }, [request])

  return (
    <section className={panel.section} aria-labelledby="mis-tareas">
      <h2 id="mis-tareas">{text.title}</h2>
      <Alert>{failure}</Alert>
      {tasks === null && failure === null ? <p className={panel.muted}>{panelText.loading}</p> : null}
      {tasks === null ? null : <MyTaskList tasks={tasks} />}
    </section>
  )
}

/** «Mis tareas» on the home, for staff whose roles open a queue that takes tasks. */
export function MyTasksSection() {
  const { member } = useStaffSession()
  return staffMayUse(member.roles, TASK_ROLES) ? <MyTasksBlock /> : null
}
