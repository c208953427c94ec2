import { Link } from 'react-router'
import { PERSON_ACTIVITIES_MAX } from '#contracts/limits.ts'
import { PANEL_PAGES } from '#contracts/panel-pages.ts'
import type { PersonActivity } from '#contracts/people.ts'
import { formatInstant } from '../shared/date-format.ts'
import { peopleText as text } from './people-text.ts'
import records from '../shared/item.module.css'
import panel from '../shared/panel.module.css'

/**
 * Issue 38: what staff did to reach the person, across their submissions of the queues the viewer
 * opens, newest first: what and its outcome, who and when, the submission it was about, the note.
 */
export function PersonActivities({ activities }: { activities: readonly PersonActivity[] }) {
  if (activities.length === 0) return <p className={panel.muted}>{text.noActivities}</p>
  return (
    <>
      <p className={panel.muted}>
        {text.activitiesIntro}
        {activities.length >= PERSON_ACTIVITIES_MAX ? ` ${text.activitiesLimit(PERSON_ACTIVITIES_MAX)}` : null}
      </p>
      <ol className={records.steps}>
        {activities.map((activity) => (
          <li key={activity.id}>
            <p className={records.stepTitle}>{text.activityTitle(activity.tipo, activity.resultado)}</p>
            <p className={records.meta}>
              <time dateTime={activity.at}>{formatInstant(activity.at)}</time> · {activity.persona ?? text.accountGone} ·{' '}
              <Link to={PANEL_PAGES.queueItem(activity.cola, activity.folio)}>{activity.folio}</Link>
            </p>
            {activity.nota ? <blockquote className={records.quote}>{activity.nota}</blockquote> : null}
          </li>
        ))}
      </ol>
    </>
  )
}
