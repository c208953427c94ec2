import { useId, useState, type FormEvent, type Ref } from 'react'
import { uiText } from '#content/ui-text.ts'
import type { FieldErrors } from '#contracts/api-responses.ts'
import { PEOPLE_API_PATHS } from '#contracts/api-paths.ts'
import { PERSON_FIELD_TEXT, personMergeAnswerSchema, type Person, type PersonListItem } from '#contracts/people.ts'
import { Alert } from '../shared/alert.tsx'
import { ConflictReload, FormLinkButton } from '../shared/panel-form.tsx'
import { panelText } from '../shared/panel-text.ts'
import { useFocusOnMount } from '../shared/use-focus-on-mount.ts'
import { useStaffSession } from '../shared/staff-session.tsx'
import { PersonSearch } from './person-search.tsx'
import { peopleText } from './people-text.ts'
import card from '#app/components/form/form-card.module.css'
import field from '#app/components/form/field.module.css'
import records from '../shared/item.module.css'
import panel from '../shared/panel.module.css'
import styles from './people.module.css'

const text = peopleText.merge

/** The values a merge chooses among, each from this person or the other. */
const FIELDS = ['nombre', 'correo', 'telefono'] as const
type MergeField = (typeof FIELDS)[number]
type Side = 'this' | 'other'

function valueOf(person: Person | PersonListItem, name: MergeField): string | null {
  return name === 'nombre' ? person.nombre : person[name]
}

/** A value is kept from this person unless only the other has one. */
function initialChoices(person: Person, other: PersonListItem): Record<MergeField, Side> {
  const side = (name: MergeField): Side => (valueOf(person, name) === null && valueOf(other, name) !== null ? 'other' : 'this')
  return { nombre: side('nombre'), correo: side('correo'), telefono: side('telefono') }
}

/** GOV.UK's error summary: focused as it appears, each message a link to its group of choices. */
function ErrorSummary({ ref, errors, idOf }: { ref: Ref<HTMLDivElement>; errors: FieldErrors; idOf: (name: string) => string }) {
  return (
    <div ref={ref} className={styles.errorSummary} role="alert" tabIndex={-1}>
      <h2>{text.errorSummary}</h2>
      <ul>
        {Object.entries(errors).map(([name, [message]]) => (
          <li key={name}>
            <a href={`#${idOf(name)}`}>{message}</a>
          </li>
        ))}
      </ul>
    </div>
  )
}

interface ChoicesProps {
  person: Person
  other: PersonListItem
  onMerged: (message: string) => Promise<void>
  onReload: () => Promise<void>
  onCancel: () => void
  /** Chosen on this page (not opened so from the item's «Fusionar»): the step's heading takes the focus. */
  takeFocus: boolean
}

/** The second step: which value survives of each, then «Fusionar». What was chosen stays on a failure. */
function MergeChoices({ person, other, onMerged, onReload, onCancel, takeFocus }: ChoicesProps) {
  const { request } = useStaffSession()
  const id = useId()
  const idOf = (name: string) => `${id}-${name}`
  const headingRef = useFocusOnMount<HTMLHeadingElement>(takeFocus)
  const [choices, setChoices] = useState(() => initialChoices(person, other))
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<{ message: string; status: number | undefined } | null>(null)
  const [errors, setErrors] = useState<FieldErrors>({})
  const hasErrors = Object.keys(errors).length > 0
  // The summary takes the focus each time it appears (errors are cleared on every try).
  const summaryRef = useFocusOnMount<HTMLDivElement>(hasErrors)

  const chosen = (name: MergeField) => valueOf(choices[name] === 'this' ? person : other, name)
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    setFailure(null)
    setErrors({})
    const json = { otra: other.id, nombre: chosen('nombre') ?? '', correo: chosen('correo'), telefono: chosen('telefono'), version: person.version, versionOtra: other.version }
    const result = await request(PEOPLE_API_PATHS.merge(person.id), { method: 'POST', json, schema: personMergeAnswerSchema })
    setBusy(false)
    if (result.ok) return onMerged(text.done(other.nombre))
    if (result.fieldErrors) setErrors(result.fieldErrors)
    else setFailure({ message: result.serverMessage ?? result.message, status: result.status })
  }

  return (
    <form className={card.form} noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className={card.heading}>
        {text.chosen(other.nombre)}
      </h2>
      {hasErrors ? <ErrorSummary ref={summaryRef} errors={errors} idOf={idOf} /> : null}
      <p className={card.intro}>{text.valuesIntro}</p>
      {FIELDS.map((name) => {
        const error = errors[name]?.[0]
        return (
          <fieldset key={name} id={idOf(name)} className={styles.choices} aria-describedby={error ? `${idOf(name)}-error` : undefined}>
            <legend className={field.label}>{PERSON_FIELD_TEXT[name].label}</legend>
            {(['this', 'other'] as const).map((side) => {
              const radioId = `${idOf(name)}-${side}`
              const value = valueOf(side === 'this' ? person : other, name)
              return (
                <div key={side} className={styles.choice}>
                  <input
                    type="radio"
                    id={radioId}
                    name={idOf(name)}
                    checked={choices[name] === side}
                    onChange={() => setChoices((current) => ({ ...current, [name]: side }))}
                  />
                  <label htmlFor={radioId}>{`${value ?? peopleText.noValue} (${side === 'this' ? text.fromThis : text.fromOther})`}</label>
                </div>
              )
            })}
            {error ? (
              <p id={`${idOf(name)}-error`} className={field.error}>
                <span className="sr-only">{uiText.fieldErrorPrefix}</span> {error}
              </p>
            ) : null}
          </fieldset>
        )
      })}
      <Alert>{failure?.message}</Alert>
      {failure ? <ConflictReload failedStatus={failure.status} onReload={() => void onReload()} /> : null}
      <div className={card.actions}>
        <button type="submit" className={card.submit} aria-disabled={busy || undefined}>
          {busy ? panelText.sending : text.submit}
        </button>
        <FormLinkButton onClick={onCancel}>{text.cancel}</FormLinkButton>
      </div>
    </form>
  )
}

export interface PersonMergeFormProps {
  person: Person
  /** The other person to start with (the item page's «Fusionar»), when they are among those of the same name. */
  initialOther: string | null
  onMerged: (message: string) => Promise<void>
  onReload: () => Promise<void>
}

/** Issue 38, «Fusionar con otra persona»: choose the other person (same name, or found), then the values that survive. */
export function PersonMergeForm({ person, initialOther, onMerged, onReload }: PersonMergeFormProps) {
  const [choice, setChoice] = useState<{ other: PersonListItem; chosenHere: boolean } | null>(() => {
    const other = person.parecidas.find((similar) => similar.id === initialOther)
    return other ? { other, chosenHere: false } : null
  })
  if (choice !== null) {
    return <MergeChoices person={person} other={choice.other} onMerged={onMerged} onReload={onReload} onCancel={() => setChoice(null)} takeFocus={choice.chosenHere} />
  }

  const choose = (candidate: PersonListItem) => (
    <button type="button" className={panel.linkButton} onClick={() => setChoice({ other: candidate, chosenHere: true })}>
      {text.choose(candidate.nombre, candidate.correo ?? candidate.telefono)}
    </button>
  )
  return (
    <>
      <p>{text.intro}</p>
      {person.parecidas.length > 0 ? (
        <>
          <h3>{text.similarTitle}</h3>
          <ul className={records.steps}>
            {person.parecidas.map((similar) => (
              <li key={similar.id}>{choose(similar)}</li>
            ))}
          </ul>
        </>
      ) : null}
      <PersonSearch label={text.title} action={choose} exceptId={person.id} />
    </>
  )
}
