import { Link } from 'react-router'
import { EVENT_SIGN_UP_API_PATHS } from '#contracts/api-paths.ts'
import { panelEventsSchema } from '#contracts/event-sign-ups-panel.ts'
import { Alert } from '../shared/alert.tsx'
import { PanelScreen } from '../shared/panel-screen.tsx'
import { useRecord } from '../shared/use-record.ts'
import { EventFigures } from './event-figures.tsx'
import { eventPanelPage, eventsText as text } from './events-text.ts'
import panel from '../shared/panel.module.css'

/** Issue 38: the published events that take sign-ups, soonest first, each with its counts and a link to its sign-ups. */
export default function EventsScreen() {
  const { state } = useRecord(EVENT_SIGN_UP_API_PATHS.panelEvents, panelEventsSchema)
  return (
    <PanelScreen title={text.title}>
      <p className={panel.muted}>{text.intro}</p>
      {state.kind === 'loading' ? <p role="status">{text.loading}</p> : null}
      {state.kind === 'failed' ? <Alert>{state.message}</Alert> : null}
      {state.kind === 'ready' && state.record.eventos.length === 0 ? <p>{text.none}</p> : null}
      {state.kind === 'ready' && state.record.eventos.length > 0 ? (
        <ul className={panel.cards}>
          {state.record.eventos.map((event) => (
            <li key={event.slug} className={panel.section}>
              <h2>
                <Link to={eventPanelPage(event.slug)} aria-label={text.open(event.titulo)}>
                  {event.titulo}
                </Link>
              </h2>
              <EventFigures event={event} />
            </li>
          ))}
        </ul>
      ) : null}
    </PanelScreen>
  )
}
