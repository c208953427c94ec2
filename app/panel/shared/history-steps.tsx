import type { ReactNode } from 'react'
import { auditActionLabel } from '#contracts/audit.ts'
import { IMPORT_OUTCOME_LABELS, type ImportOutcome } from '#contracts/certificates-panel.ts'
import type { HistoryStep } from '#contracts/queues.ts'
import { formatAppointment, formatDay, formatInstant } from './date-format.ts'
import { panelText } from './panel-text.ts'
import styles from './item.module.css'

const text = panelText.history
const RECEIVED = 'received'

type Detail = NonNullable<HistoryStep['detalle']>

/** The particulars a step may carry (contracts/queues.ts QueueAuditDetail), each in words; others are left out. */
function detailLines(detail: Detail | null): { key: string; label: string; value: ReactNode }[] {
  if (detail === null) return []
  const lines: { key: string; label: string; value: ReactNode }[] = []
  const { titulo, fechaLimite, cita, porcentaje, responsable, archivos, respuesta, archivo, donde, resultado, asunto } = detail
  if (typeof titulo === 'string') lines.push({ key: 'titulo', label: text.task, value: titulo })
  if (typeof fechaLimite === 'string') lines.push({ key: 'fechaLimite', label: text.taskDue, value: formatDay(fechaLimite) })
  if (typeof cita === 'string') lines.push({ key: 'cita', label: text.appointment, value: formatAppointment(cita) })
  if (typeof porcentaje === 'number') lines.push({ key: 'porcentaje', label: text.percentage, value: `${porcentaje} %` })
  if (responsable === null) lines.push({ key: 'responsable', label: text.assignee, value: text.noAssignee })
  else if (typeof responsable === 'object' && !Array.isArray(responsable) && typeof responsable.nombre === 'string') {
    lines.push({ key: 'responsable', label: text.assignee, value: responsable.nombre })
  }
  if (Array.isArray(archivos) && archivos.length > 0) lines.push({ key: 'archivos', label: text.files, value: archivos.map(String).join(', ') })
  if (typeof archivo === 'string') lines.push({ key: 'archivo', label: text.importFile, value: typeof donde === 'string' ? `${archivo}, ${donde}` : archivo })
  if (typeof resultado === 'string' && Object.hasOwn(IMPORT_OUTCOME_LABELS, resultado)) {
    lines.push({ key: 'resultado', label: text.importOutcome, value: IMPORT_OUTCOME_LABELS[resultado as ImportOutcome] })
  }
  if (typeof asunto === 'string') lines.push({ key: 'asunto', label: text.mailSubject, value: asunto })
  if (typeof respuesta === 'string') lines.push({ key: 'respuesta', label: text.reply, value: <blockquote className={styles.quote}>{respuesta}</blockquote> })
  return lines
}

interface HistoryWords {
  /** A status key's label. */
  readonly statusLabel: (status: string) => string
  /** Who a step without a person was made by (the site's form, the command line). */
  readonly nobody: string
}

/** One step: what was done, when and by whom, the move, the note and the particulars. */
function Step({ words, step }: { words: HistoryWords; step: HistoryStep }) {
  const title = step.accion === RECEIVED ? text.received : auditActionLabel(step.accion)
  return (
    <li>
      <p className={styles.stepTitle}>{title}</p>
      <p className={styles.meta}>
        <time dateTime={step.at}>{formatInstant(step.at)}</time> · {step.persona ?? words.nobody}
      </p>
      {step.de !== null && step.a !== null ? <p>{text.statusMove(words.statusLabel(step.de), words.statusLabel(step.a))}</p> : null}
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

/** A history read from the audit trail, in the order it happened; a queue item's or a certificate's. */
export function HistorySteps({ steps, ...words }: HistoryWords & { steps: readonly HistoryStep[] }) {
  return (
    <ol className={styles.steps}>
      {steps.map((step, index) => (
        // Steps have no id of their own and never change order: the history is append-only.
        <Step key={`${step.at}-${index}`} words={words} step={step} />
      ))}
    </ol>
  )
}
