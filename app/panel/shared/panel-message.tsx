import { Link } from 'react-router'
import { RouteSpinner } from '#app/components/layout/route-spinner.tsx'
import { PanelScreen } from './panel-screen.tsx'
import styles from './panel.module.css'

export interface PanelMessageProps {
  heading: string
  body?: string
  /** A way on: a link to another screen, or a button (try again). */
  action?: { label: string; to: string } | { label: string; onClick: () => void }
  /** Waiting for the server: the spinner, announced politely. */
  busy?: boolean
  /** Inside the signed-in layout (which draws <main>), or standing alone. */
  insideLayout?: boolean
}

/** A screen with one message and at most one way on: loading, not found, no permission, unavailable. */
export function PanelMessage({ heading, body, action, busy = false, insideLayout = false }: PanelMessageProps) {
  return (
    <PanelScreen title={heading} narrow={!insideLayout}>
      {busy ? <RouteSpinner visible /> : null}
      {body ? <p className={styles.muted}>{body}</p> : null}
      {action && 'to' in action ? <Link to={action.to}>{action.label}</Link> : null}
      {action && 'onClick' in action ? (
        <button type="button" className={styles.linkButton} onClick={action.onClick}>
          {action.label}
        </button>
      ) : null}
    </PanelScreen>
  )
}
