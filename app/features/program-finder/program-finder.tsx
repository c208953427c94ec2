import { useId, useMemo, type ChangeEvent } from 'react'
import { Link } from 'react-router'
import { COMPARE_MAX_PROGRAMS, type finderText } from '#content/finder.ts'
import { CAMPUS_LABELS } from '#contracts/admission-options.ts'
import { formatPesos } from '#app/lib/money.ts'
import {
  comparePath,
  filterOptions,
  matchesFilters,
  noFilters,
  toggleCompared,
  type FilterKey,
} from './finder-query.ts'
import { campusNames } from './offer-words.ts'
import type { ModalityLabels, ProgramSummary } from './program-summaries.ts'
import { useFinderQuery } from './use-finder-query.ts'
import styles from './program-finder.module.css'

export type FinderText = typeof finderText

interface FinderProps {
  /** Every programme, in the catalogue's order: the server renders them all, the filters hide some. */
  summaries: readonly ProgramSummary[]
  modalityLabels: ModalityLabels
  text: FinderText
}

/** A choice of a filter: its value in the query and how it reads. */
interface Choice {
  value: string
  label: string
}

/**
 * Issue 39: the programme finder. Native controls in one form; each change is written to the
 * address at once (no submit), and the number of programmes found is announced.
 */
export function ProgramFinder({ summaries, modalityLabels, text }: FinderProps) {
  const options = useMemo(() => filterOptions(summaries), [summaries])
  const { filters, compared, update } = useFinderQuery(options)
  const found = summaries.filter((summary) => matchesFilters(summary, filters))
  const setFilter = (key: FilterKey, raw: string) => {
    const others = Object.fromEntries(Object.entries(filters).filter(([name]) => name !== key))
    const value = raw === '' ? undefined : key === 'maxMonths' || key === 'feeFrom' || key === 'feeTo' ? Number(raw) : raw
    update(value === undefined ? others : { ...others, [key]: value }, compared)
  }
  const fees: Choice[] = options.fees.map((fee) => ({ value: String(fee), label: formatPesos(fee) }))
  const baseId = useId()
  const fullNoteId = `${baseId}-lleno`
  const full = compared.length >= COMPARE_MAX_PROGRAMS

  return (
    <div className={styles.finder}>
      <form className={styles.filters} aria-labelledby={`${baseId}-filtros`} onSubmit={(event) => event.preventDefault()}>
        <h2 id={`${baseId}-filtros`} className={styles.filtersHeading}>
          {text.filters}
        </h2>
        <RadioGroup
          legend={text.level.legend}
          name="nivel"
          all={text.level.all}
          choices={options.levels.map((level) => ({ value: level, label: text.levelLabels[level] }))}
          value={filters.level ?? ''}
          onChange={(value) => setFilter('level', value)}
        />
        <RadioGroup
          legend={text.modality.legend}
          name="modalidad"
          all={text.modality.all}
          choices={options.modalities.map((modality) => ({ value: modality, label: modalityLabels[modality] }))}
          value={filters.modality ?? ''}
          onChange={(value) => setFilter('modality', value)}
        />
        <SelectField
          label={text.campus.label}
          hint={text.campus.hint}
          all={text.campus.all}
          choices={options.campuses.map((campus) => ({ value: campus, label: CAMPUS_LABELS[campus] }))}
          value={filters.campus ?? ''}
          onChange={(value) => setFilter('campus', value)}
        />
        <SelectField
          label={text.duration.label}
          all={text.duration.all}
          choices={options.durations.map((months) => ({ value: String(months), label: text.duration.upTo(text.monthsLabel(months)) }))}
          value={filters.maxMonths === undefined ? '' : String(filters.maxMonths)}
          onChange={(value) => setFilter('maxMonths', value)}
        />
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{text.fee.legend}</legend>
          <div className={styles.range}>
            <SelectField
              label={text.fee.from}
              all={text.fee.any}
              choices={fees}
              value={filters.feeFrom === undefined ? '' : String(filters.feeFrom)}
              onChange={(value) => setFilter('feeFrom', value)}
            />
            <SelectField
              label={text.fee.to}
              all={text.fee.any}
              choices={fees}
              value={filters.feeTo === undefined ? '' : String(filters.feeTo)}
              onChange={(value) => setFilter('feeTo', value)}
            />
          </div>
          <p className={styles.hint}>{text.fee.hint}</p>
        </fieldset>
        <button type="button" className={styles.clear} disabled={noFilters(filters)} onClick={() => update({}, compared)}>
          {text.clear}
        </button>
      </form>

      <section className={styles.results} aria-labelledby={`${baseId}-programas`}>
        <h2 id={`${baseId}-programas`} className="sr-only">
          {text.resultsLabel}
        </h2>
        <div className={styles.bar}>
          <p role="status" className={styles.count}>
            {found.length === 0 ? text.empty : text.count(found.length)}
          </p>
          {compared.length > 0 ? (
            <Link className={styles.compareLink} to={comparePath(compared)}>
              {text.compareLink(compared.length)}
            </Link>
          ) : (
            <p className={styles.hint}>{text.compareHint}</p>
          )}
        </div>
        {full ? (
          <p id={fullNoteId} className={styles.hint}>
            {text.compare.full}
          </p>
        ) : null}
        <ul className={styles.list}>
          {found.map((summary) => (
            <FinderResult
              key={summary.slug}
              summary={summary}
              text={text}
              modalityLabels={modalityLabels}
              chosen={compared.includes(summary.slug)}
              disabledBecause={full && !compared.includes(summary.slug) ? fullNoteId : undefined}
              onChoose={(chosen) => update(filters, toggleCompared(compared, summary.slug, chosen))}
            />
          ))}
        </ul>
      </section>
    </div>
  )
}

function RadioGroup({ legend, name, all, choices, value, onChange }: {
  legend: string
  name: string
  all: string
  choices: readonly Choice[]
  value: string
  onChange: (value: string) => void
}) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.radios}>
        {[{ value: '', label: all }, ...choices].map((choice) => (
          <label key={choice.value} className={styles.radio}>
            <input type="radio" name={name} value={choice.value} checked={value === choice.value} onChange={() => onChange(choice.value)} />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

function SelectField({ label, hint, all, choices, value, onChange }: {
  label: string
  hint?: string
  all: string
  choices: readonly Choice[]
  value: string
  onChange: (value: string) => void
}) {
  const id = useId()
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
      >
        <option value="">{all}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  )
}

/** One programme found: its name (a link to its page), its facts, and its «Comparar» box. */
function FinderResult({ summary, text, modalityLabels, chosen, disabledBecause, onChoose }: {
  summary: ProgramSummary
  text: FinderText
  modalityLabels: ModalityLabels
  chosen: boolean
  /** The id of the note saying why the box is disabled, when it is. */
  disabledBecause: string | undefined
  onChoose: (chosen: boolean) => void
}) {
  const facts = [
    { term: text.fields.level, value: text.levelLabels[summary.level] },
    { term: text.fields.modalities, value: summary.offers.map((offer) => modalityLabels[offer.modality]).join(', ') },
    { term: text.fields.campuses, value: campusNames(summary.offers, text.online) },
    { term: text.fields.duration, value: `${text.periods(summary.periodCount, summary.periodUnit)} (${text.monthsLabel(summary.months)})` },
    { term: text.fields.monthly, value: summary.monthly ? text.feeRange(formatPesos(summary.monthly.from), formatPesos(summary.monthly.to)) : text.noFee },
    {
      term: text.fields.rvoe,
      value: summary.offers.map((offer) => `${modalityLabels[offer.modality]}: ${text.rvoeStatus[offer.rvoe]}`).join('; '),
    },
  ].filter((fact) => fact.value !== '')
  return (
    <li className={styles.result}>
      <h3 className={styles.name}>
        <Link to={summary.path}>{summary.name}</Link>
      </h3>
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.term} className={styles.fact}>
            <dt>{fact.term}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <label className={styles.compare}>
        <input
          type="checkbox"
          checked={chosen}
          disabled={disabledBecause !== undefined}
          aria-describedby={disabledBecause}
          onChange={(event) => onChoose(event.target.checked)}
        />
        {text.compare.label} <span className="sr-only">{summary.shortName}</span>
      </label>
    </li>
  )
}
