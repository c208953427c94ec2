import { useId, useState, type CSSProperties, type ReactNode } from 'react'
import { Link } from 'react-router'
import { COMPARE_MAX_PROGRAMS, type compareText } from '#content/finder.ts'
import { CAMPUS_LABELS } from '#contracts/admission-options.ts'
import { paths } from '#contracts/site-paths.ts'
import { toggleCompared } from './finder-query.ts'
import { campusNames } from './offer-words.ts'
import type { ModalityCosts, ModalityLabels, ProfileSummary, ProgramComparison, ShownFee } from './program-summaries.ts'
import { useFinderQuery } from './use-finder-query.ts'
import styles from './program-comparison.module.css'

export type CompareText = typeof compareText

const NO_FILTER_OPTIONS = { levels: [], modalities: [], campuses: [], durations: [], fees: [] } as const

interface ComparisonProps {
  /** Every programme, in the catalogue's order; the address says which to show. */
  programs: readonly ProgramComparison[]
  modalityLabels: ModalityLabels
  text: CompareText
  /** What follows the table for each programme shown: its cost estimate, drawn by the route. */
  renderEstimate?: (program: ProgramComparison) => ReactNode
}

/**
 * Issue 39: up to three programmes side by side. On a phone the table scrolls sideways under a
 * sticky first column of row names, so each programme's facts stay next to what they are; one
 * column at a time with a switcher would hide the comparison the page is for. The server's HTML
 * has no query (docs/decisions/055): it shows the choice and an invitation, and the table appears
 * once the browser reads the address, in room kept for it.
 */
export function ProgramComparisonView({ programs, modalityLabels, text, renderEstimate }: ComparisonProps) {
  const { compared, update } = useFinderQuery(NO_FILTER_OPTIONS)
  const shown = compared.flatMap((slug) => programs.filter((program) => program.slug === slug))
  const fullNoteId = useId()
  const full = compared.length >= COMPARE_MAX_PROGRAMS
  const choose = (slug: ProgramComparison['slug'], chosen: boolean) => update({}, toggleCompared(compared, slug, chosen))

  return (
    <div className={styles.comparison}>
      <form className={styles.chooser} onSubmit={(event) => event.preventDefault()}>
        <fieldset className={styles.group} aria-describedby={full ? fullNoteId : undefined}>
          <legend className={styles.legend}>{text.chooser.legend}</legend>
          <p className={styles.hint}>{text.chooser.hint}</p>
          <ul className={styles.choices}>
            {programs.map((program) => {
              const chosen = compared.includes(program.slug)
              return (
                <li key={program.slug}>
                  <label className={styles.choice}>
                    <input
                      type="checkbox"
                      checked={chosen}
                      disabled={full && !chosen}
                      aria-describedby={full && !chosen ? fullNoteId : undefined}
                      onChange={(event) => choose(program.slug, event.target.checked)}
                    />
                    {program.name}
                  </label>
                </li>
              )
            })}
          </ul>
          {full ? (
            <p id={fullNoteId} className={styles.hint}>
              {text.compare.full}
            </p>
          ) : null}
        </fieldset>
      </form>

      <div className={styles.results}>
        {shown.length === 0 ? (
          <p className={styles.invitation}>{text.invitation}</p>
        ) : (
          <>
            <ComparisonTable programs={shown} text={text} modalityLabels={modalityLabels} onRemove={(slug) => choose(slug, false)} />
            <p className={styles.hint}>{text.currencyNote}</p>
            <div className={styles.actions}>
              <button type="button" className={styles.action} onClick={() => window.print()}>
                {text.print}
              </button>
              <Link to={paths.oferta}>{text.backToFinder}</Link>
            </div>
            {renderEstimate ? <EstimateSwitcher programs={shown} text={text} renderEstimate={renderEstimate} /> : null}
          </>
        )}
      </div>
    </div>
  )
}

/** One estimate at a time, with a switcher among the programmes compared: three in a row would not fit a phone. */
function EstimateSwitcher({ programs, text, renderEstimate }: {
  programs: readonly ProgramComparison[]
  text: CompareText
  renderEstimate: (program: ProgramComparison) => ReactNode
}) {
  const id = useId()
  const [slug, setSlug] = useState<string>()
  const program = programs.find((candidate) => candidate.slug === slug) ?? programs[0]
  if (program === undefined) return null
  return (
    <section className={styles.estimates} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        {text.estimate.heading}
      </h2>
      {programs.length > 1 ? (
        <div className={styles.switcher}>
          <label htmlFor={`${id}-program`} className={styles.legend}>
            {text.estimate.programLabel}
          </label>
          <select id={`${id}-program`} className={styles.select} value={program.slug} onChange={(event) => setSlug(event.target.value)}>
            {programs.map((candidate) => (
              <option key={candidate.slug} value={candidate.slug}>
                {candidate.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {/* Keyed: another programme starts its estimate from its own defaults. */}
      <div key={program.slug}>{renderEstimate(program)}</div>
    </section>
  )
}

/** One row of the table: its name and each programme's cell. */
interface Row {
  key: string
  heading: string
  cell: (program: ProgramComparison) => ReactNode
}

function ComparisonTable({ programs, text, modalityLabels, onRemove }: {
  programs: readonly ProgramComparison[]
  text: CompareText
  modalityLabels: ModalityLabels
  onRemove: (slug: ProgramComparison['slug']) => void
}) {
  const { rows: names } = text
  const fee = (field: 'ficha' | 'inscripcion' | 'mensualidad') => (program: ProgramComparison) => <ModalityFees costs={program.costs} field={field} text={text} modalityLabels={modalityLabels} />
  const rows: Row[] = [
    { key: 'level', heading: names.level, cell: (program) => text.levelLabels[program.level] },
    { key: 'modalities', heading: names.modalities, cell: (program) => program.offers.map((offer) => modalityLabels[offer.modality]).join(', ') },
    { key: 'campuses', heading: names.campuses, cell: (program) => campusNames(program.offers, text.online) },
    { key: 'duration', heading: names.duration, cell: (program) => text.monthsLabel(program.months) },
    { key: 'periods', heading: names.periods, cell: (program) => text.periods(program.periodCount, program.periodUnit) },
    { key: 'subjects', heading: names.subjects, cell: (program) => text.subjects(program.subjectCount) },
    { key: 'ficha', heading: names.ficha, cell: fee('ficha') },
    { key: 'inscripcion', heading: names.inscripcion, cell: fee('inscripcion') },
    { key: 'mensualidad', heading: names.mensualidad, cell: fee('mensualidad') },
    { key: 'rvoe', heading: names.rvoe, cell: (program) => <RvoeCell program={program} modalityLabels={modalityLabels} /> },
    { key: 'ingreso', heading: names.ingreso, cell: (program) => <ProfileCell profile={program.profiles.ingreso} text={text} /> },
    { key: 'egreso', heading: names.egreso, cell: (program) => <ProfileCell profile={program.profiles.egreso} text={text} /> },
  ]
  return (
    // The table scrolls sideways on a phone; the region can take focus to scroll by keyboard.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.scroll} role="region" aria-label={text.scrollLabel} tabIndex={0}>
      <table className={styles.table} style={{ '--compared': programs.length } as CSSProperties}>
        <caption className="sr-only">{text.tableCaption}</caption>
        <thead>
          <tr>
            <td className={styles.corner} />
            {programs.map((program) => (
              <th key={program.slug} scope="col" className={styles.programHeading}>
                <Link to={program.path}>{program.name}</Link>
                <button type="button" className={styles.remove} onClick={() => onRemove(program.slug)}>
                  {text.remove} <span className="sr-only">{program.shortName}</span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={styles.rowHeading}>
                {row.heading}
              </th>
              {programs.map((program) => (
                <td key={program.slug}>{row.cell(program)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

const feeWords = (fee: ShownFee) => (fee.kind === 'same' ? [fee.text] : [fee.egresado, fee.nuevoIngreso])
const sameShownFee = (a: ShownFee, b: ShownFee) => a.kind === b.kind && feeWords(a).join(' ') === feeWords(b).join(' ')

function FeeText({ fee, text }: { fee: ShownFee; text: CompareText }) {
  if (fee.kind === 'same') return <>{fee.text}</>
  return (
    <>
      {text.entryTypes.egresado}: {fee.egresado}; {text.entryTypes.nuevoIngreso}: {fee.nuevoIngreso}
    </>
  )
}

/** A fee in each modality, or once when every modality charges the same. */
function ModalityFees({ costs, field, text, modalityLabels }: {
  costs: readonly ModalityCosts[]
  field: 'ficha' | 'inscripcion' | 'mensualidad'
  text: CompareText
  modalityLabels: ModalityLabels
}) {
  const [first] = costs
  if (first === undefined) return <>{text.noFee}</>
  if (costs.every((cost) => sameShownFee(cost[field], first[field]))) return <FeeText fee={first[field]} text={text} />
  return (
    <ul className={styles.lines}>
      {costs.map((cost) => (
        <li key={cost.modality}>
          <span className={styles.lineLabel}>{modalityLabels[cost.modality]}:</span> <FeeText fee={cost[field]} text={text} />
        </li>
      ))}
    </ul>
  )
}

function RvoeCell({ program, modalityLabels }: { program: ProgramComparison; modalityLabels: ModalityLabels }) {
  return (
    <ul className={styles.lines}>
      {program.rvoe.flatMap(({ modality, lines }) =>
        lines.map((line) => (
          <li key={`${modality} ${line.campus ?? ''}`}>
            <span className={styles.lineLabel}>
              {[modalityLabels[modality], ...(line.campus ? [CAMPUS_LABELS[line.campus]] : [])].join(', ')}:
            </span>{' '}
            {line.text}
          </li>
        )),
      )}
    </ul>
  )
}

function ProfileCell({ profile, text }: { profile: ProfileSummary; text: CompareText }) {
  return (
    <div className={styles.profile}>
      <p>{profile.summary}</p>
      <p className={styles.listHeading}>{text.knowledge}</p>
      <ul className={styles.bullets}>
        {profile.knowledge.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className={styles.listHeading}>{text.skills}</p>
      <ul className={styles.bullets}>
        {profile.skills.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  )
}
