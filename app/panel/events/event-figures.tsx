import type { PanelEvent } from '#contracts/event-sign-ups-panel.ts'
import { eventsText as text } from './events-text.ts'
import styles from './events.module.css'

/** An event's start and its counts in places. */
export function EventFigures({ event }: { event: PanelEvent }) {
  return (
    <dl className={styles.figures}>
      <div>
        <dt>{text.starts}</dt>
        <dd>{event.inicio.replace('T', ' ')}</dd>
      </div>
      <div>
        <dt>{text.confirmed}</dt>
        <dd>{text.placesOf(event.confirmados, event.cupo)}</dd>
      </div>
      <div>
        <dt>{text.waiting}</dt>
        <dd>{event.enEspera}</dd>
      </div>
      <div>
        <dt>{text.attended}</dt>
        <dd>{event.asistieron}</dd>
      </div>
    </dl>
  )
}
