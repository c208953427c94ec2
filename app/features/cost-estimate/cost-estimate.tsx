import { useId, useState } from 'react'
import { Field } from '#app/components/form/field.tsx'
import { formatFee, formatPesos } from '#app/lib/money.ts'
import { costEstimateText as text } from '#content/cost-estimate.ts'
import type { CostTable, EntryType, Fee } from '#contracts/content/cost-table.ts'
import type { PeriodUnit } from '#contracts/content/program.ts'
import type { EducationLevel, ModalityKey } from '#contracts/study-plans.ts'
import { ENTRY_TYPES, ESTIMATE_BECA_PERCENT, entryTypeMatters, estimateCost, pricedModalities, type CostEstimate as Estimate } from '#app/lib/programme-costs.ts'
import styles from './cost-estimate.module.css'

export interface CostEstimateProps {
  level: EducationLevel
  /** The programme's modalities (`modalitiesOfCarrera`); the estimate offers those the cost table prices. */
  modalities: readonly ModalityKey[]
  /** How the page names each modality: the published modality cards' titles. */
  modalityLabels: Partial<Record<ModalityKey, string>>
  periodUnit: PeriodUnit
  /** How many periods the programme has. */
  periodCount: number
  /** The published cost table. */
  costTable: CostTable
  /** The institute's day (`YYYY-MM-DD`) the cost table was published; null where the seed is read. */
  pricesDate: string | null
  /** The level of the estimate's heading in the page's outline; its result's is one below. */
  headingLevel?: 2 | 3
}

/** The percentage written, or null when it is not a whole number from 0 to 100; empty is no beca. */
function parseBeca(value: string): number | null {
  const trimmed = value.trim()
  if (trimmed === '') return ESTIMATE_BECA_PERCENT.min
  if (!/^\d{1,3}$/.test(trimmed)) return null
  const percent = Number(trimmed)
  return percent <= ESTIMATE_BECA_PERCENT.max ? percent : null
}

/** Pesos with centavos only when a beca leaves some. */
const pesos = (amount: number) => formatPesos(amount, { cents: !Number.isInteger(amount) })

/** A published fee: its pesos, or «sin costo». */
const feeText = (fee: Fee) => formatFee(fee, text.noCost)

/**
 * "What it costs in total" (issue 39): a modality, the entry type where it changes a fee, and an
 * optional beca give the programme's cost per period and in total, from the published cost table.
 * Its first render, on the server, is the first modality, nuevo ingreso and no beca.
 */
export function CostEstimate({ level, modalities, modalityLabels, periodUnit, periodCount, costTable, pricesDate, headingLevel = 2 }: CostEstimateProps) {
  const id = useId()
  const offered = pricedModalities(costTable, level, modalities)
  const [modality, setModality] = useState(offered[0])
  const [entryType, setEntryType] = useState<EntryType>('nuevoIngreso')
  const [becaInput, setBecaInput] = useState('')
  const Heading = `h${headingLevel}` as const
  const ResultHeading = `h${headingLevel + 1}` as 'h3' | 'h4'
  const labelOf = (key: ModalityKey) => modalityLabels[key] ?? key

  const chosen = modality !== undefined && offered.includes(modality) ? modality : offered[0]
  const becaPercent = parseBeca(becaInput)
  const estimate =
    chosen === undefined || becaPercent === null
      ? undefined
      : estimateCost({ costTable, level, modality: chosen, entryType, periodUnit, periodCount, becaPercent })

  return (
    <section className={styles.estimate} aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`} className={styles.heading}>
        {text.heading}
      </Heading>
      {chosen === undefined ? (
        <p>{text.noPrices}</p>
      ) : (
        <>
          <p className={styles.intro}>{text.intro}</p>
          <div className={styles.choices}>
            {offered.length > 1 ? (
              <Field id={`${id}-modalidad`} label={text.modalityLabel}>
                {(control) => (
                  <select {...control} value={chosen} onChange={(event) => setModality(offered.find((key) => key === event.target.value))}>
                    {offered.map((key) => (
                      <option key={key} value={key}>
                        {labelOf(key)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            ) : (
              <p className={styles.only}>
                <span className={styles.onlyLabel}>{text.modalityLabel}:</span> {labelOf(chosen)}
              </p>
            )}
            {entryTypeMatters(costTable, level, offered) ? (
              <fieldset className={styles.radios}>
                <legend className={styles.legend}>{text.entryType.legend}</legend>
                {ENTRY_TYPES.map((type) => (
                  <label key={type} className={styles.radio}>
                    <input type="radio" name={`${id}-ingreso`} value={type} checked={entryType === type} onChange={() => setEntryType(type)} />
                    {text.entryType.options[type]}
                  </label>
                ))}
              </fieldset>
            ) : null}
            <Field id={`${id}-beca`} label={text.beca.label} optional hint={text.beca.hint} error={becaPercent === null ? text.beca.error : undefined}>
              {(control) => (
                <input
                  {...control}
                  className={`${control.className} ${styles.beca}`}
                  type="number"
                  inputMode="numeric"
                  min={ESTIMATE_BECA_PERCENT.min}
                  max={ESTIMATE_BECA_PERCENT.max}
                  step={1}
                  value={becaInput}
                  onChange={(event) => setBecaInput(event.target.value)}
                />
              )}
            </Field>
          </div>
          <div className={styles.result}>
            <ResultHeading className={styles.resultHeading}>{text.resultHeading}</ResultHeading>
            {pricesDate ? <p className={styles.date}>{text.pricesDate(pricesDate)}</p> : null}
            {estimate ? <EstimateResult estimate={estimate} periodUnit={periodUnit} /> : null}
            <p className={styles.total} role="status" aria-live="polite" aria-atomic="true">
              {estimate ? (
                <>
                  <span>{text.totalLabel(periodCount, periodUnit, estimate.months)}</span> <strong className={styles.amount}>{pesos(estimate.total)}</strong>
                </>
              ) : (
                text.fixBeca
              )}
            </p>
            <ul className={styles.notes}>
              {text.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          </div>
        </>
      )}
    </section>
  )
}

/** The fees as published, then what each period costs. */
function EstimateResult({ estimate, periodUnit }: { estimate: Estimate; periodUnit: PeriodUnit }) {
  const { fees, periods, monthsPerPeriod } = estimate
  const [first, ...later] = periods
  const monthly = pesos(estimate.monthlyFee)
  const publishedMonthly = feeText(fees.mensualidad)
  return (
    <>
      <dl className={styles.fees}>
        <div>
          <dt>{text.fees.ficha}</dt>
          <dd>{feeText(fees.ficha)}</dd>
        </div>
        <div>
          <dt>{text.fees.inscripcion}</dt>
          <dd>{feeText(fees.inscripcion)}</dd>
        </div>
        <div>
          <dt>{text.fees.mensualidad}</dt>
          <dd>{estimate.becaPercent > 0 && fees.mensualidad.kind === 'amount' ? `${publishedMonthly} · ${text.monthlyWithBeca(monthly, estimate.becaPercent)}` : publishedMonthly}</dd>
        </div>
      </dl>
      <table className={styles.periods}>
        <caption>{text.periodsCaption(periodUnit)}</caption>
        <thead>
          <tr>
            <th scope="col">{text.columns.period}</th>
            <th scope="col" className={styles.number}>
              {text.columns.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {first ? (
            <tr>
              <th scope="row">
                {text.firstPeriod(periodUnit)}{' '}
                <span className={styles.detail}>{text.firstPeriodIncludes(feeText(fees.ficha), feeText(fees.inscripcion), monthsPerPeriod, monthly)}</span>
              </th>
              <td className={styles.number}>{pesos(first.total)}</td>
            </tr>
          ) : null}
          {later[0] ? (
            <tr>
              <th scope="row">
                {text.laterPeriods(periodUnit, later[0].number, later[0].number + later.length - 1)}{' '}
                <span className={styles.detail}>{text.laterPeriodIncludes(monthsPerPeriod, monthly)}</span>
              </th>
              <td className={styles.number}>{pesos(later[0].total)}</td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </>
  )
}
