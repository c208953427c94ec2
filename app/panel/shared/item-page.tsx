import { useId, type ReactNode } from 'react'
import { Link, useParams } from 'react-router'
import { formatInstant } from './date-format.ts'
import { PanelScreen } from './panel-screen.tsx'
import { panelText } from './panel-text.ts'
import records from './item.module.css'
import panel from './panel.module.css'

/*
 * The pieces of a record's page (a queue's item, a certificate): its titled parts, its facts,
 * what a change says, and the page that could not be read.
 */

/** The route parameter of a record's page (PANEL_PAGES.queueItem, PANEL_PAGES.certificate). */
export const ITEM_PARAM = 'folio'

/** The folio of the record's page the route is on. */
export function useItemFolio(): string {
  return useParams()[ITEM_PARAM] ?? ''
}

/** The way back from a record's page to its list. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className={records.back}>
      {children}
    </Link>
  )
}

/** A titled part of a record's page. */
export function ItemSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <section className={panel.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  )
}

/** Under a record's title: its status, then when things happened to it (a `null` instant is left out). */
export function ItemSummary({ status, instants }: { status: string; instants: readonly { label: string; at: string | null }[] }) {
  return (
    <p className={records.summary}>
      <span>
        {panelText.item.status}: <span className={records.status}>{status}</span>
      </span>
      {instants.map(({ label, at }) =>
        at === null ? null : (
          <span key={label}>
            {label}: <time dateTime={at}>{formatInstant(at)}</time>
          </span>
        ),
      )}
    </p>
  )
}

/** One term and its value in a record's facts (`<dl>`). */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/** What a change on the page says: done (polite), or why reading the record again failed. */
export type ItemNotice = { tone: 'status' | 'alert'; text: string } | null

export function ItemNoticeLine({ notice }: { notice: ItemNotice }) {
  return (
    <>
      <div role="status">{notice?.tone === 'status' ? <p className={panel.notice}>{notice.text}</p> : null}</div>
      {notice?.tone === 'alert' ? (
        <p className={panel.alert} role="alert">
          {notice.text}
        </p>
      ) : null}
    </>
  )
}

/** The record could not be read: why, «Intentar de nuevo» unless it does not exist, and the way back. */
export function ItemFailure({ message, notFound, onRetry, back }: { message: string; notFound: boolean; onRetry: () => void; back: ReactNode }) {
  return (
    <PanelScreen title={notFound ? panelText.item.notFound : panelText.unavailable}>
      <p className={panel.alert} role="alert">
        {message}
      </p>
      {notFound ? null : (
        <button type="button" className={panel.linkButton} onClick={onRetry}>
          {panelText.retry}
        </button>
      )}
      {back}
    </PanelScreen>
  )
}
