import { Link } from 'react-router'
import { PEOPLE_PAGES } from '#contracts/people.ts'
import { PanelScreen } from '../shared/panel-screen.tsx'
import { PersonSearch } from './person-search.tsx'
import { peopleText as text } from './people-text.ts'

/** Issue 38: find a person by name, e-mail or phone, and open their page. */
export default function PeopleScreen() {
  return (
    <PanelScreen title={text.section}>
      <PersonSearch label={text.section} intro={text.searchIntro} action={(person) => <Link to={PEOPLE_PAGES.person(person.id)}>{text.openPerson(person.nombre)}</Link>} />
    </PanelScreen>
  )
}
