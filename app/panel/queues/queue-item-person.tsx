import { Link } from 'react-router'
import { PEOPLE_PAGES } from '#contracts/people.ts'
import type { QueueItem } from '#contracts/queues.ts'
import { ItemSection } from '../shared/item-page.tsx'
import { PersonSubmissions } from '../shared/person-submissions.tsx'
import { queueText } from './queue-text.ts'
import styles from './queue.module.css'

const text = queueText.person

/**
 * Issue 38: who sent the item, with their other submissions (links for the queues the viewer
 * opens) and the way to their page; another person of the same name shows as «Posible duplicado»
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
      <PersonSubmissions submissions={person.otras} empty={text.noOthers} />
    </ItemSection>
  )
}
