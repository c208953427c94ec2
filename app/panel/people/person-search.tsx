import { useState, type ReactNode } from 'react'
import { TextField } from '#app/components/form/schema-field.tsx'
import { useSchemaForm } from '#app/components/form/use-schema-form.ts'
import { PEOPLE_API_PATHS } from '#contracts/api-paths.ts'
import { PERSON_FIELD_TEXT, personSearchAnswerSchema, personSearchSchema, type PersonListItem } from '#contracts/people.ts'
import { PanelForm, usePanelSubmit } from '../shared/panel-form.tsx'
import { useStaffSession } from '../shared/staff-session.tsx'
import { peopleText as text } from './people-text.ts'
import records from '../shared/item.module.css'
import panel from '../shared/panel.module.css'

export interface PersonSearchProps {
  /** The form's accessible name. */
  label: string
  intro?: string
  /** What each person found offers (a link to their page, «Elegir»). */
  action: (person: PersonListItem) => ReactNode
  /** Left out of the results (the person being merged into). */
  exceptId?: string
}

/** Finds people by name, e-mail or phone; the results, each with `action`, under the form. */
export function PersonSearch({ label, intro, action, exceptId }: PersonSearchProps) {
  const { request } = useStaffSession()
  const [found, setFound] = useState<PersonListItem[] | null>(null)
  const form = useSchemaForm(personSearchSchema, { text: { q: PERSON_FIELD_TEXT.q } })
  const submit = usePanelSubmit(
    form,
    ({ q }) => request(`${PEOPLE_API_PATHS.search}?${new URLSearchParams({ q: q ?? '' }).toString()}`, { schema: personSearchAnswerSchema }),
    ({ personas }) => setFound(personas.filter((person) => person.id !== exceptId)),
  )
  return (
    <>
      <PanelForm label={label} intro={intro} submitLabel={text.searchSubmit} {...submit}>
        <TextField form={form} name="q" />
      </PanelForm>
      <div role="status">{found?.length === 0 ? <p className={panel.muted}>{text.noResults}</p> : null}</div>
      {found && found.length > 0 ? (
        <ul className={records.steps} aria-label={text.results}>
          {found.map((person) => (
            <li key={person.id}>
              <p className={records.stepTitle}>{person.nombre}</p>
              <p className={records.meta}>{[person.correo, person.telefono].filter(Boolean).join(' · ') || text.noValue}</p>
              <p>{action(person)}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  )
}
