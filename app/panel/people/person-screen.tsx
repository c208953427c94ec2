import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { PEOPLE_API_PATHS } from '#contracts/api-paths.ts'
import { PEOPLE_MERGE_PARAM, PEOPLE_PAGES, PERSON_FIELD_TEXT, personSchema } from '#contracts/people.ts'
import { formatInstant } from '../shared/date-format.ts'
import { BackLink, Fact, ItemFailure, ItemSection, useItemFolio } from '../shared/item-page.tsx'
import { PanelMessage } from '../shared/panel-message.tsx'
import { PanelScreen } from '../shared/panel-screen.tsx'
import { panelText } from '../shared/panel-text.ts'
import { PersonSubmissions } from '../shared/person-submissions.tsx'
import { useFocusOnMount } from '../shared/use-focus-on-mount.ts'
import { useRecord } from '../shared/use-record.ts'
import { PersonActivities } from './person-activities.tsx'
import { PersonMergeForm } from './person-merge-form.tsx'
import { PersonMerges } from './person-merges.tsx'
import { PersonSignUps } from './person-sign-ups.tsx'
import { peopleText as text } from './people-text.ts'
import records from '../shared/item.module.css'
import panel from '../shared/panel.module.css'

/** What a merge or its undo did, focused as it appears so keyboard and screen-reader users go on from there. */
function Result({ message }: { message: string }) {
  const ref = useFocusOnMount<HTMLParagraphElement>()
  return (
    <p ref={ref} tabIndex={-1} className={panel.notice}>
      {message}
    </p>
  )
}

function PersonPage({ id }: { id: string }) {
  const { state, reread, retry } = useRecord(PEOPLE_API_PATHS.person(id), personSchema)
  const [params] = useSearchParams()
  const [result, setResult] = useState<{ message: string; count: number } | null>(null)
  const back = <BackLink to={PEOPLE_PAGES.search}>{text.backToSearch}</BackLink>

  if (state.kind === 'loading') return <PanelMessage insideLayout busy heading={text.loading} />
  if (state.kind === 'failed') return <ItemFailure message={state.message} notFound={state.notFound} onRetry={retry} back={back} />

  const { record: person } = state
  const changed = async (message: string) => {
    await reread()
    setResult((previous) => ({ message, count: (previous?.count ?? 0) + 1 }))
  }
  const noValue = (value: string | null) => value ?? text.noValue

  return (
    <PanelScreen title={person.nombre}>
      {back}
      <div role="status">{result ? <Result key={result.count} message={result.message} /> : null}</div>
      {person.fusionadaCon ? (
        <p className={panel.notice}>
          {text.mergedInto(person.fusionadaCon.nombre)} <Link to={PEOPLE_PAGES.person(person.fusionadaCon.id)}>{text.openPerson(person.fusionadaCon.nombre)}</Link>
        </p>
      ) : null}
      <div className={records.layout}>
        <div className={records.column}>
          <ItemSection title={text.values}>
            <dl className={records.facts}>
              <Fact term={PERSON_FIELD_TEXT.nombre.label}>{person.nombre}</Fact>
              <Fact term={PERSON_FIELD_TEXT.correo.label}>{noValue(person.correo)}</Fact>
              <Fact term={PERSON_FIELD_TEXT.telefono.label}>{noValue(person.telefono)}</Fact>
              <Fact term={text.curp}>{noValue(person.curp)}</Fact>
              <Fact term={text.firstSeen}>
                <time dateTime={person.creada}>{formatInstant(person.creada)}</time>
              </Fact>
            </dl>
          </ItemSection>
          <ItemSection title={text.submissions}>
            <PersonSubmissions submissions={person.envios} empty={text.noSubmissions} />
          </ItemSection>
          <ItemSection title={text.signUps}>
            <PersonSignUps signUps={person.eventos} />
          </ItemSection>
          <ItemSection title={text.activities}>
            <PersonActivities activities={person.actividades} />
          </ItemSection>
        </div>
        <div className={records.column}>
          {person.fusionadaCon ? null : (
            <ItemSection title={text.merge.title}>
              {person.parecidas.length > 0 ? <p className={panel.muted}>{text.similar}</p> : null}
              {/* After a change or a reload it starts again on what the server has now. */}
              <PersonMergeForm key={`${person.version}-${result?.count ?? 0}`} person={person} initialOther={params.get(PEOPLE_MERGE_PARAM)} onMerged={changed} onReload={() => changed(panelText.item.reloaded)} />
            </ItemSection>
          )}
          <ItemSection title={text.merges}>
            <PersonMerges merges={person.fusiones} onUndone={changed} />
          </ItemSection>
        </div>
      </div>
    </PanelScreen>
  )
}

/**
 * Issue 38: one person, with every submission of every kind, their event sign-ups, the activities
 * on their submissions, «Fusionar con otra persona» and the merges they took part in.
 */
export default function PersonScreen() {
  const id = useItemFolio()
  // Another person (a link in the merges) is another page: nothing of this one stays.
  return <PersonPage key={id} id={id} />
}
