import { useState, type FormEvent } from 'react'
import { Link, useSearchParams } from 'react-router'
import { EVENT_SIGN_UP_API_PATHS } from '#contracts/api-paths.ts'
import { EVENT_SIGN_UP_STATUSES, EVENT_SIGN_UP_STATUS_LABELS } from '#contracts/event-sign-up.ts'
import { panelSignUpListSchema } from '#contracts/event-sign-ups-panel.ts'
import { BackLink, ItemFailure, ItemNoticeLine, useItemFolio } from '../shared/item-page.tsx'
import { PanelScreen } from '../shared/panel-screen.tsx'
import { useRecord } from '../shared/use-record.ts'
import { EventFigures } from './event-figures.tsx'
import { EVENTS_PANEL_PAGE, eventsText as text } from './events-text.ts'
import { SignUpCard } from './sign-up-card.tsx'
import panel from '../shared/panel.module.css'
import styles from './events.module.css'

const FILTERS = ['estado', 'q'] as const

/** The list's query from the page's: only the filters it knows, blanks left out. */
function listQuery(params: URLSearchParams): string {
  const query = new URLSearchParams()
  for (const name of FILTERS) {
    const value = params.get(name)?.trim()
    if (value) query.set(name, value)
  }
  const text = query.toString()
  return text === '' ? '' : `?${text}`
}

/**
 * Issue 38: one event's sign-ups, by status (links, so the back button and a shared link keep
 * them) and a search; each a card with «Asistió» and «Cancelar» a thumb reaches at 390 px.
 */
export default function EventSignUpsScreen() {
  const slug = useItemFolio()
  const [params, setParams] = useSearchParams()
  const query = listQuery(params)
  const { state, notice, refresh, retry } = useRecord(`${EVENT_SIGN_UP_API_PATHS.panelSignUps(slug)}${query}`, panelSignUpListSchema)
  const [typed, setTyped] = useState(params.get('q') ?? '')
  const back = <BackLink to={EVENTS_PANEL_PAGE}>{text.back}</BackLink>

  if (state.kind === 'failed') return <ItemFailure message={state.message} notFound={state.notFound} onRetry={retry} back={back} />
  if (state.kind === 'loading') {
    return (
      <PanelScreen title={text.title}>
        <p role="status">{text.loadingSignUps}</p>
      </PanelScreen>
    )
  }

  const { evento, registros, total } = state.record
  const estado = params.get('estado')
  const withStatus = (status: string | null) => {
    const next = new URLSearchParams(params)
    if (status === null) next.delete('estado')
    else next.set('estado', status)
    return `?${next.toString()}`
  }
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const next = new URLSearchParams(params)
    if (typed.trim() === '') next.delete('q')
    else next.set('q', typed.trim())
    setParams(next)
  }

  return (
    <PanelScreen title={evento.titulo}>
      {back}
      <EventFigures event={evento} />
      <nav aria-label={text.statuses} className={styles.tabs}>
        <ul>
          {[null, ...EVENT_SIGN_UP_STATUSES].map((status) => (
            <li key={status ?? 'todos'}>
              <Link to={withStatus(status)} aria-current={estado === status ? 'page' : undefined}>
                {status === null ? text.all : EVENT_SIGN_UP_STATUS_LABELS[status]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <form role="search" className={styles.search} onSubmit={search}>
        <label htmlFor="busqueda-registros">{text.search}</label>
        <input id="busqueda-registros" type="search" value={typed} onChange={(event) => setTyped(event.target.value)} />
        <button type="submit">{text.searchButton}</button>
      </form>
      <ItemNoticeLine notice={notice} />
      <p className={panel.muted}>{text.count(total)}</p>
      {registros.length === 0 ? <p>{text.noneMatch}</p> : null}
      <ul className={panel.cards}>
        {registros.map((signUp) => (
          <SignUpCard key={signUp.folio} signUp={signUp} onChanged={refresh} />
        ))}
      </ul>
    </PanelScreen>
  )
}
