import { useCallback, useEffect, useState } from 'react'
import { PANEL_API_PATHS } from '#contracts/api-paths.ts'
import { staffListSchema, type StaffListItem } from '#contracts/staff.ts'
import { PanelScreen } from '../shared/panel-screen.tsx'
import { panelText } from '../shared/panel-text.ts'
import { StaffCard } from './staff-card.tsx'
import { StaffInviteForm } from './staff-invite-form.tsx'
import { useStaffSession } from '../shared/staff-session.tsx'
import { staffText as text } from './staff-text.ts'
import panel from '../shared/panel.module.css'
import styles from './staff-screen.module.css'

type ListState = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; personas: readonly StaffListItem[] }

/**
 * The administrators' staff list (issue 13): invite someone, and for each person change roles,
 * disable or enable the account, or send a pending invitation again.
 */
export default function StaffScreen() {
  const { request } = useStaffSession()
  const [list, setList] = useState<ListState>({ kind: 'loading' })

  /** The list as the server has it now; `null` when the request was cancelled (the screen was left). */
  const fetchList = useCallback(
    async (signal?: AbortSignal): Promise<ListState | null> => {
      const result = await request(PANEL_API_PATHS.staff, { schema: staffListSchema, signal })
      if (result.ok) return { kind: 'ready', personas: result.data.personas }
      return result.kind === 'aborted' ? null : { kind: 'failed', message: result.message }
    },
    [request],
  )
  const show = (next: ListState | null) => next && setList(next)
  const load = () => void fetchList().then(show)

  useEffect(() => {
    const controller = new AbortController()
    void fetchList(controller.signal).then((next) => next && setList(next))
    return () => controller.abort()
  }, [fetchList])

  const replace = (changed: StaffListItem) =>
    setList((current) =>
      current.kind === 'ready' ? { kind: 'ready', personas: current.personas.map((person) => (person.id === changed.id ? changed : person)) } : current,
    )

  return (
    <PanelScreen title={text.title}>
      <div className={styles.layout}>
        <StaffInviteForm onInvited={load} />
        <section className={panel.section} aria-labelledby="cuentas">
          <h2 id="cuentas">{text.listTitle}</h2>
          {list.kind === 'loading' ? <p className={panel.muted}>{panelText.loading}</p> : null}
          {list.kind === 'failed' ? (
            <>
              <p className={panel.alert} role="alert">
                {list.message}
              </p>
              <button
                type="button"
                className={panel.linkButton}
                onClick={() => {
                  setList({ kind: 'loading' })
                  load()
                }}
              >
                {panelText.retry}
              </button>
            </>
          ) : null}
          {list.kind === 'ready' && list.personas.length === 0 ? <p className={panel.muted}>{text.empty}</p> : null}
          {list.kind === 'ready' && list.personas.length > 0 ? (
            <ul className={panel.cards}>
              {list.personas.map((person) => (
                <StaffCard key={person.id} person={person} onChange={replace} />
              ))}
            </ul>
          ) : null}
        </section>
      </div>
    </PanelScreen>
  )
}
