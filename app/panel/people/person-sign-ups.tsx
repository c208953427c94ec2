import type { PersonSignUp } from '#contracts/people.ts'
import { formatInstant } from '../shared/date-format.ts'
import { peopleText as text } from './people-text.ts'
import records from '../shared/item.module.css'
import panel from '../shared/panel.module.css'

/** Issue 38: the person's event sign-ups, newest first: which event, its folio, status and places, and «Asistió» with when. */
export function PersonSignUps({ signUps }: { signUps: readonly PersonSignUp[] }) {
  if (signUps.length === 0) return <p className={panel.muted}>{text.noSignUps}</p>
  return (
    <ul className={records.steps}>
      {signUps.map((signUp) => (
        <li key={signUp.folio}>
          <p className={records.stepTitle}>{signUp.evento}</p>
          <p className={records.meta}>
            {signUp.folio} · {signUp.estado} · {text.places(signUp.lugares)}
          </p>
          <p className={records.meta}>
            {text.received}: <time dateTime={signUp.recibido}>{formatInstant(signUp.recibido)}</time>
          </p>
          {signUp.asistio ? (
            <p>
              <strong>{text.attended}</strong>: <time dateTime={signUp.asistio}>{formatInstant(signUp.asistio)}</time>
            </p>
          ) : (
            <p className={records.meta}>{text.notAttended}</p>
          )}
        </li>
      ))}
    </ul>
  )
}
