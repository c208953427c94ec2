import { useState } from 'react'
import { Link } from 'react-router'
import { PEOPLE_API_PATHS } from '#contracts/api-paths.ts'
import { PEOPLE_PAGES, personMergeAnswerSchema, type PersonMergeRecord } from '#contracts/people.ts'
import { Alert } from '../shared/alert.tsx'
import { formatInstant } from '../shared/date-format.ts'
import { useStaffSession } from '../shared/staff-session.tsx'
import { peopleText as text } from './people-text.ts'
import records from '../shared/item.module.css'
import panel from '../shared/panel.module.css'

/** One merge: with whom, by whom and when; «Deshacer fusión» while the server allows it. */
function MergeEntry({ merge, onUndone }: { merge: PersonMergeRecord; onUndone: (message: string) => Promise<void> }) {
  const { request } = useStaffSession()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  const undo = async () => {
    if (busy) return
    setBusy(true)
    setFailure(null)
    const result = await request(PEOPLE_API_PATHS.undoMerge(merge.id), { method: 'POST', json: {}, schema: personMergeAnswerSchema })
    setBusy(false)
    if (result.ok) await onUndone(text.undone)
    else setFailure(result.serverMessage ?? result.message)
  }

  return (
    <li>
      <p className={records.stepTitle}>
        {merge.quedo ? text.mergedHere(merge.otra.nombre) : text.mergedAway(merge.otra.nombre)}
      </p>
      <p className={records.meta}>
        <time dateTime={merge.fecha}>{formatInstant(merge.fecha)}</time> · {text.mergeMeta(merge.persona)}
      </p>
      <p>
        <Link to={PEOPLE_PAGES.person(merge.otra.id)}>{text.openPerson(merge.otra.nombre)}</Link>
      </p>
      {merge.deshecha ? (
        <p className={records.meta}>
          {text.undoneAt}: <time dateTime={merge.deshecha}>{formatInstant(merge.deshecha)}</time>
        </p>
      ) : null}
      {merge.sePuedeDeshacer ? (
        <>
          <p className={records.meta}>
            {text.undoUntil}: <time dateTime={merge.hasta}>{formatInstant(merge.hasta)}</time>
          </p>
          <p>
            <button type="button" className={panel.linkButton} aria-disabled={busy || undefined} onClick={() => void undo()}>
              {busy ? text.undoing : text.undo}
            </button>
          </p>
        </>
      ) : null}
      <Alert>{failure}</Alert>
    </li>
  )
}

/** Issue 38: the merges a person took part in, newest first. */
export function PersonMerges({ merges, onUndone }: { merges: readonly PersonMergeRecord[]; onUndone: (message: string) => Promise<void> }) {
  if (merges.length === 0) return <p className={panel.muted}>{text.noMerges}</p>
  return (
    <ul className={records.steps}>
      {merges.map((merge) => (
        <MergeEntry key={merge.id} merge={merge} onUndone={onUndone} />
      ))}
    </ul>
  )
}
