import { useId } from 'react'
import { becaPercentRange, type BecasPageText } from '#content/becas-page.ts'
import { formatLongDay } from '#contracts/calendar-day.ts'
import type { BecaType } from '#contracts/content/becas.ts'
import { isBecaClosed } from '#contracts/content/becas-rules.ts'
import styles from './beca-list.module.css'

type ListText = BecasPageText['list']

/** One beca: what it covers, for whom, until when, and what it asks for. A beca past its deadline stays, marked closed. */
function BecaCard({ beca, today, text }: { beca: BecaType; today: string; text: ListText }) {
  const closed = isBecaClosed(beca, today)
  const titleId = useId()
  const deadline = beca.fechaLimite === undefined ? text.allYear : closed ? text.closed(formatLongDay(beca.fechaLimite)) : formatLongDay(beca.fechaLimite)
  return (
    <li>
      <article className={closed ? `${styles.card} ${styles.closed}` : styles.card} aria-labelledby={titleId}>
        <h3 id={titleId} className={styles.title}>
          {beca.titulo}
        </h3>
        {closed ? <p className={styles.badge}>{text.closedBadge}</p> : null}
        <p className={styles.description}>{beca.descripcion}</p>
        <dl className={styles.facts}>
          <div>
            <dt>{text.percentLabel}</dt>
            <dd className={styles.percent}>{becaPercentRange(beca.porcentajeMinimo, beca.porcentajeMaximo)}</dd>
          </div>
          <div>
            <dt>{text.levelsLabel}</dt>
            <dd>{beca.niveles === undefined ? text.allLevels : text.levels(beca.niveles)}</dd>
          </div>
          <div>
            <dt>{text.deadlineLabel}</dt>
            <dd>{deadline}</dd>
          </div>
        </dl>
        <h4 className={styles.requirementsHeading}>{text.requirementsLabel}</h4>
        <ul className={styles.requirements}>
          {beca.requisitos.map((requirement, index) => (
            // Staff may write the same line twice: the position tells them apart.
            <li key={index}>{requirement}</li>
          ))}
        </ul>
      </article>
    </li>
  )
}

/** Issue 39: the published becas, in the order staff gave them. */
export function BecaList({ becas, today, text }: { becas: readonly BecaType[]; today: string; text: ListText }) {
  return (
    <section className={styles.section} aria-labelledby="tipos-de-beca">
      <h2 id="tipos-de-beca" className={styles.heading}>
        {text.heading}
      </h2>
      <ul className={styles.list}>
        {becas.map((beca) => (
          <BecaCard key={beca.key} beca={beca} today={today} text={text} />
        ))}
      </ul>
    </section>
  )
}
