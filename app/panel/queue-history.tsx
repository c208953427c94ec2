import type { ReactNode } from 'react'
import { auditActionLabel } from '#contracts/audit.ts'
import { queueStatusLabel, type HistoryStep } from '#contracts/queues.ts'
import type { StaffQueue } from '#contracts/staff.ts'
import { formatAuditInstant } from './audit-format.ts'
import { panelText } from './panel-text.ts'
import { formatAppointment } from './queue-format.ts'
import styles from './queue.module.css'

const text = panelText.queues
const RECEIVED = 'received'

type Detail = NonNullable<HistoryStep['detalle']>

/** The particulars a step may carry (contracts/queues.ts QueueAuditDetail), each in words; others are left out. */
function detailLines(detail: Detail | null): { key: string; label: string; value: ReactNode }[] {
  if (detail === null) return []
  const lines: { key: string; label: string; value: ReactNode }[] = []
  const { cita, responsable, archivos, respuesta } = detail
  if (typeof cita === 'string') lines.push({ key: 'cita', label: text.appointment, value: formatAppointment(cita) })
  if (responsable === null) lines.push({ key: 'responsable', label: text.columns.responsable, value: text.noAssignee })
  else if (typeof responsable === 'object' && !Array.isArray(responsable) && typeof responsable.nombre === 'string') {
    lines.push({ key: 'responsable', label: text.columns.responsable, value: responsable.nombre })
  }
  if (Array.isArray(archivos) && archivos.length > 0) lines.push({ key: 'archivos', label: text.files, value: archivos.map(String).join(', ') })
  if (typeof respuesta === 'string') lines.push({ key: 'respuesta', label: text.reply, value: <blockquote className={styles.quote}>{respuesta}</blockquote> })
  return lines
}

/** One step: what was done, when and by whom, the move, the note and the particulars. */
function Step({ queue, step }: { queue: StaffQueue; step: HistoryStep }) {
  const title = step.accion === RECEIVED ? text.received : auditActionLabel(step.accion)
  return (
    <li>
      <p className={styles.stepTitle}>{title}</p>
      <p className={styles.meta}>
        <time dateTime={step.at}>{formatAuditInstant(step.at)}</time> · {step.persona ?? text.applicant}
      </p>
      {step.de !== null && step.a !== null ? <p>{text.statusMove(queueStatusLabel(queue, step.de), queueStatusLabel(queue, step.a))}</p> : null}
      {step.nota ? (
        <div>
          {text.note}: <blockquote className={styles.quote}>{step.nota}</blockquote>
        </div>
      ) : null}
      {detailLines(step.detalle).map((line) => (
        <div key={line.key}>
          {line.label}: {line.value}
        </div>
      ))}
    </li>
  )
}

/** The item's history, in the order it happened: its arrival, then each thing staff did. */
export function QueueHistory({ queue, steps }: { queue: StaffQueue; steps: readonly HistoryStep[] }) {
  return (
    <ol className={styles.steps}>
      {steps.map((step, index) => (
        // Steps have no id of their own and never change order: the history is append-only.
        <Step key={`${step.at}-${index}`} queue={queue} step={step} />
      ))}
    </ol>
  )
}
