import { useId, useState } from 'react'
import type { CostLevel } from '#content/admission.ts'
import type { CostTable, EntryType } from '#content/prices.ts'
import { RVOE_TEXT, type RvoeTable } from '#contracts/rvoe.ts'
import { CostRecordTable } from './cost-record-table.tsx'
import { COST_LEVELS, costLines, isCostLevel, modalityOptions, rvoeLinesFor, type CostText } from './cost-data.ts'
import { RvoeLineList } from './rvoe-line-list.tsx'
import styles from './cost-table.module.css'

/**
 * spec §4 "Cost selector": a level, then a modality (disabled until a level is chosen, reset
 * when the level changes, offering that level's modalities); the record shows once both are
 * chosen and exists. For licenciatura the egresado (default) / 'Nuevo Ingreso' toggle changes
 * the prices and the heading. Under the record, the RVOE of the plans it covers (the published one).
 */
export function CostSelector({ text, costTable, rvoe }: { text: CostText; costTable: CostTable; rvoe: RvoeTable }) {
  const id = useId()
  const [level, setLevel] = useState<CostLevel | ''>('')
  const [modality, setModality] = useState('')
  const [entryType, setEntryType] = useState<EntryType>('egresado')

  const modalities = modalityOptions(costTable, level)
  const lines = level === '' || modality === '' ? null : costLines(costTable, level, modality, entryType, text)
  const rvoeLines = level === '' || modality === '' ? [] : rvoeLinesFor(costTable, rvoe, level, modality)
  const modalityLabel = modalities.find((option) => option.key === modality)?.label ?? ''
  const levelLabel = level === '' ? '' : text.levels[level]
  const heading =
    level === 'licenciatura'
      ? entryType === 'egresado'
        ? text.entryType.egresadoHeading
        : text.entryType.nuevoIngresoHeading
      : `${levelLabel} · ${modalityLabel}`

  return (
    <div className={styles.selector}>
      <div className={styles.selects}>
        <div className={styles.selectField}>
          <label htmlFor={`${id}-nivel`}>{text.levelLabel}</label>
          <select
            id={`${id}-nivel`}
            className={styles.select}
            value={level}
            onChange={(event) => {
              const next = event.target.value
              setLevel(isCostLevel(next) ? next : '')
              // spec §4: choosing a level resets the modality.
              setModality('')
            }}
          >
            <option value="">{text.levelPlaceholder}</option>
            {COST_LEVELS.map((key) => (
              <option key={key} value={key}>
                {text.levels[key]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.selectField}>
          <label htmlFor={`${id}-modalidad`}>{text.modalityLabel}</label>
          <select
            id={`${id}-modalidad`}
            className={styles.select}
            value={modality}
            disabled={level === ''}
            aria-describedby={level === '' ? `${id}-modalidad-hint` : undefined}
            onChange={(event) => setModality(event.target.value)}
          >
            <option value="">{text.modalityPlaceholder}</option>
            {modalities.map((option) => (
              <option key={option.key} value={option.key}>
                {option.label}
              </option>
            ))}
          </select>
          {level === '' ? (
            <p id={`${id}-modalidad-hint`} className={styles.hint}>
              {text.modalityHintBeforeLevel}
            </p>
          ) : null}
        </div>
      </div>

      <div aria-live="polite">
        {lines ? (
          <div className={styles.record}>
            {level === 'licenciatura' ? (
              <div role="group" aria-label={text.entryType.legend} className={styles.toggle}>
                {(['egresado', 'nuevoIngreso'] as const).map((type) => (
                  <button
                    key={type}
                    type="button"
                    aria-pressed={entryType === type}
                    className={styles.toggleButton}
                    onClick={() => setEntryType(type)}
                  >
                    {text.entryType[type]}
                  </button>
                ))}
              </div>
            ) : null}
            <h3 className={styles.recordHeading}>{heading}</h3>
            <CostRecordTable caption={text.tableCaption(levelLabel, modalityLabel)} lines={lines} />
            <RvoeLineList heading={RVOE_TEXT.heading} lines={rvoeLines} />
            <p className={styles.note}>{text.currencyNote}</p>
            {level === 'licenciatura' ? <p className={styles.note}>{text.differentiatedNote}</p> : null}
          </div>
        ) : null}
      </div>
    </div>
  )
}
