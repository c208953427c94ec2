import type { RefObject } from 'react'
import type { TrackingText } from '#content/tracking.ts'
import { formatLongDay } from '#contracts/calendar-day.ts'
import { formatInstituteInstant } from '#contracts/time-zone.ts'
import type { TrackingResponse } from '#contracts/tracking.ts'
import card from '#app/components/form/form-card.module.css'
import styles from './tracking.module.css'

export interface TrackingStatusProps {
  answer: TrackingResponse
  text: TrackingText['status']
  headingRef: RefObject<HTMLHeadingElement | null>
  onAgain: () => void
}

/** Issue 15: the item's current status, its dated steps (oldest first) and, when there is one, the promised day. */
export function TrackingStatus({ answer, text, headingRef, onAgain }: TrackingStatusProps) {
  return (
    <section className={card.form} aria-labelledby="seguimiento-estado">
      <h2 id="seguimiento-estado" ref={headingRef} tabIndex={-1} className={card.heading}>
        {text.heading(answer.folio)}
      </h2>
      <dl className={styles.summary}>
        <div>
          <dt>{text.kinds[answer.tipo]}</dt>
          <dd>{answer.folio}</dd>
        </div>
        <div>
          <dt>{text.current}</dt>
          <dd className={styles.current}>{answer.estado}</dd>
        </div>
        {answer.fechaLimite === undefined ? null : (
          <div>
            <dt>{text.dueDate}</dt>
            <dd>
              <time dateTime={answer.fechaLimite}>{formatLongDay(answer.fechaLimite)}</time>
            </dd>
          </div>
        )}
        {answer.porcentajeBeca === undefined ? null : (
          <div>
            <dt>{text.grantedPercent}</dt>
            <dd>{answer.porcentajeBeca} %</dd>
          </div>
        )}
      </dl>
      <h3 className={styles.subheading}>{text.steps}</h3>
      <ol className={styles.steps}>
        {answer.pasos.map((paso) => (
          <li key={`${paso.fecha}-${paso.estado}`}>
            <span className={styles.stepStatus}>{paso.estado}</span>{' '}
            <time dateTime={paso.fecha}>{formatInstituteInstant(new Date(paso.fecha))}</time>
          </li>
        ))}
      </ol>
      <button type="button" className={card.secondary} onClick={onAgain}>
        {text.again}
      </button>
    </section>
  )
}
