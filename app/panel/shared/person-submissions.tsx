import { Link } from 'react-router'
import { PANEL_PAGES } from '#contracts/panel-pages.ts'
import type { PersonSubmission } from '#contracts/people.ts'
import { STAFF_QUEUES } from '#contracts/staff.ts'
import { formatInstant } from './date-format.ts'
import records from './item.module.css'
import panel from './panel.module.css'

/** Issue 38: the words of a person's submissions, wherever they are listed (an item's «Persona», a person's page). */
export const personSubmissionsText = {
  received: 'Recibido',
  status: 'Estado',
  closed: 'De una cola que tus roles no abren: solo se muestra el folio.',
} as const

/**
 * A person's submissions of every kind, newest first: those of a queue the viewer opens link to
 * their page with their status and summary; the others show only kind, folio and day.
 */
export function PersonSubmissions({ submissions, empty }: { submissions: readonly PersonSubmission[]; empty: string }) {
  if (submissions.length === 0) return <p className={panel.muted}>{empty}</p>
  return (
    <ul className={records.steps}>
      {submissions.map((submission) => (
        <li key={submission.folio}>
          <p className={records.stepTitle}>
            {submission.abierta ? <Link to={PANEL_PAGES.queueItem(submission.cola, submission.folio)}>{submission.folio}</Link> : submission.folio}
            {' · '}
            {STAFF_QUEUES[submission.cola].label}
          </p>
          <p className={records.meta}>
            {personSubmissionsText.received}: <time dateTime={submission.recibido}>{formatInstant(submission.recibido)}</time>
            {submission.estado === null ? null : ` · ${personSubmissionsText.status}: ${submission.estado}`}
          </p>
          {submission.resumen ? <p>{submission.resumen}</p> : null}
          {submission.abierta ? null : <p className={records.meta}>{personSubmissionsText.closed}</p>}
        </li>
      ))}
    </ul>
  )
}
