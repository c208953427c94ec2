import { Link } from 'react-router'
import { PEOPLE_PAGES, PERSON_SIGN_UP_KIND, type PersonSignUp } from '#contracts/people.ts'
import type { QueueItem } from '#contracts/queues.ts'
import { formatInstant } from '../shared/date-format.ts'
import { ItemSection } from '../shared/item-page.tsx'
import { PersonSubmissions, personSubmissionsText } from '../shared/person-submissions.tsx'
import { queueText } from './queue-text.ts'
import records from '../shared/item.module.css'
import styles from './queue.module.css'

const text = queueText.person

/** The person's event sign-ups, each on the line a submission takes: folio and kind, the event, the day it came. */
function SignUpLines({ signUps }: { signUps: readonly PersonSignUp[] }) {
  return (
    <ul className={records.steps}>
      {signUps.map((signUp) => (
        <li key={signUp.folio}>
          <p className={records.stepTitle}>
            {signUp.folio} · {PERSON_SIGN_UP_KIND}
          </p>
          <p className={records.meta}>
            {personSubmissionsText.received}: <time dateTime={signUp.recibido}>{formatInstant(signUp.recibido)}</time>
          </p>
          <p>{signUp.evento}</p>
        </li>
      ))}
    </ul>
  )
}

/**
 * Issue 38: who sent the item, with their other submissions (links for the queues the viewer
 * opens) and event sign-ups, and the way to their page; another person of the same name shows as «Posible duplicado»
 * with «Fusionar», which opens the merge on the person's page.
 */
export function QueueItemPerson({ item }: { item: QueueItem }) {
  const person = item.persona
  if (!person) return null
  return (
    <ItemSection title={text.title}>
      {person.parecidas.length > 0 ? (
        <div className={styles.warning}>
          <p>
            <strong>{text.duplicateWarning}</strong>
          </p>
          <ul>
            {person.parecidas.map((similar) => (
              <li key={similar.id}>
                <Link to={PEOPLE_PAGES.mergeWith(person.id, similar.id)}>{text.merge(similar.nombre, similar.correo ?? similar.telefono)}</Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p>
        <Link to={PEOPLE_PAGES.person(person.id)}>{text.open(person.nombre)}</Link>
      </p>
      <h3>{text.others}</h3>
      {person.otras.length > 0 || person.eventos.length === 0 ? <PersonSubmissions submissions={person.otras} empty={text.noOthers} /> : null}
      {person.eventos.length > 0 ? <SignUpLines signUps={person.eventos} /> : null}
    </ItemSection>
  )
}
