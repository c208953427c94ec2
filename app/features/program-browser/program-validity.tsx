import { useId } from 'react'
import { ExternalLink } from '#app/components/layout/external-link.tsx'
import { CAMPUS_LABELS } from '#contracts/admission-options.ts'
import { RVOE_TEXT, authorityLabel, formatRvoeDate, type RvoeAuthorities, type RvoeAuthorityKey, type RvoeEntry } from '#contracts/rvoe.ts'
import type { ModalityKey } from '#contracts/study-plans.ts'
import section from './program-section.module.css'
import styles from './program-validity.module.css'

export interface ProgramValidityProps {
  /** The programme's RVOE in each modality (and campus) it is taught in. */
  entries: readonly RvoeEntry[]
  /** The published authorities: their names and public lookups. */
  authorities: RvoeAuthorities
  /** How the page names a modality: as its published card does. */
  modalityTitle: (key: ModalityKey) => string
  text: { intro: string; lookupIntro: string }
}

/**
 * The 'Validez oficial' block: for each modality the RVOE number, date and authority, or
 * 'Validez oficial en trámite' when none is filled in; then the public lookup of each authority.
 */
export function ProgramValidity({ entries, authorities, modalityTitle, text }: ProgramValidityProps) {
  const headingId = useId()
  const granting = [...new Set(entries.flatMap((entry): RvoeAuthorityKey[] => (entry.grant ? [entry.grant.authority] : [])))]
  return (
    <section className={`${section.section} ${section.alt}`} aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId} className={section.heading}>
          {RVOE_TEXT.heading}
        </h2>
        <p className={styles.intro}>{text.intro}</p>
        <ul className={section.cards} aria-labelledby={headingId}>
          {entries.map((entry) => (
            <ValidityCard key={`${entry.modality} ${entry.campus ?? ''}`} entry={entry} title={modalityTitle(entry.modality)} authorities={authorities} />
          ))}
        </ul>
        {granting.length > 0 ? (
          <>
            <p className={styles.lookupIntro}>{text.lookupIntro}</p>
            <ul className={styles.lookups}>
              {granting.map((key) => (
                <li key={key}>
                  <ExternalLink href={authorities[key].lookup.url}>{authorities[key].lookup.label}</ExternalLink>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </section>
  )
}

/** One modality (and campus): its agreement, or 'Validez oficial en trámite'. */
function ValidityCard({ entry, title, authorities }: { entry: RvoeEntry; title: string; authorities: RvoeAuthorities }) {
  const facts = entryFacts(entry, authorities)
  return (
    <li className={section.card}>
      <h3 className={styles.title}>{title}</h3>
      {facts.length > 0 ? (
        <dl className={styles.facts}>
          {facts.map((fact) => (
            <div key={fact.term} className={styles.fact}>
              <dt>{fact.term}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {entry.grant ? null : <p className={styles.pending}>{RVOE_TEXT.pending}</p>}
    </li>
  )
}

/** The lines of one card: the campus when agreements are per campus, then the agreement if there is one. */
function entryFacts(entry: RvoeEntry, authorities: RvoeAuthorities): { term: string; value: string }[] {
  return [
    ...(entry.campus ? [{ term: RVOE_TEXT.campus, value: CAMPUS_LABELS[entry.campus] }] : []),
    ...(entry.grant
      ? [
          { term: RVOE_TEXT.number, value: entry.grant.number },
          { term: RVOE_TEXT.date, value: formatRvoeDate(entry.grant.date) },
          { term: RVOE_TEXT.authority, value: authorityLabel(authorities[entry.grant.authority]) },
        ]
      : []),
  ]
}
