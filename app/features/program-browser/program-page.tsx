import { useId, type ReactNode } from 'react'
import { JsonLd } from '#app/components/ui/json-ld.tsx'
import { ResponsiveImage } from '#app/components/ui/responsive-image.tsx'
import { HydrateLater } from '#app/lib/hydrate-later.tsx'
import type { Modality } from '#content/modalities.ts'
import type { CostTable } from '#content/prices.ts'
import { programPageText } from '#content/programs/program-page-text.ts'
import type { Program } from '#content/programs/types.ts'
import { carreraRvoe, type RvoeTable } from '#contracts/rvoe.ts'
import type { ModalityKey } from '#contracts/study-plans.ts'
import { CurriculumBrowser } from './curriculum-browser.tsx'
import { ModalityGrid } from './modality-grid.tsx'
import { ProfileToggle } from './profile-toggle.tsx'
import { programJsonLd } from './program-json-ld.ts'
import { ProgramValidity } from './program-validity.tsx'
import { StudyPlanLinks } from './study-plan-links.tsx'
import styles from './program-page.module.css'
import section from './program-section.module.css'
import { useIdentity } from '#app/components/layout/identity-context.tsx'

export interface ProgramPageProps {
  program: Program
  /** The four modality cards, as published. */
  modalities: readonly Modality[]
  costTable: CostTable
  rvoe: RvoeTable
  /** What the programme costs in total (issue 39), a section of its own after the curriculum, whose periods it prices; the route gives it (features do not import each other). */
  costEstimate?: ReactNode
}

/**
 * One programme page (spec §2.13), the same for all eleven: hero banner, official validity (the
 * published RVOE), information blurb, modalities grid, the cost estimate, profile toggle, curriculum
 * browser with the study-plan links, and the programme's structured data (with the published fees and RVOE).
 * Everything else it shows comes from the programme's published record and the modality cards.
 */
export function ProgramPage({ program, modalities, costTable, rvoe, costEstimate }: ProgramPageProps) {
  const text = programPageText
  const aboutId = useId()
  const rvoeEntries = carreraRvoe(rvoe, program.carrera)
  const modalityTitle = (key: ModalityKey) => modalities.find((modality) => modality.key === key)?.titulo ?? key
  const identity = useIdentity()

  return (
    <>
      <div className={`hero-under-navbar ${styles.hero}`}>
        {/* The page's LCP element: loaded at once. A backdrop for the heading, which says it all: alt ''. */}
        <ResponsiveImage image={program.heroImage} sizes="100vw" priority alt="" className={styles.heroImage} />
        <div className={`container ${styles.heroContent}`}>
          <p className={styles.eyebrow}>{text.levelLabels[program.level]}</p>
          <h1 className={styles.title}>{program.name}</h1>
          <p className={styles.tagline}>{program.tagline}</p>
          <p className={styles.duration}>{text.duration(program.periods.length, program.periodUnit)}</p>
        </div>
      </div>

      <ProgramValidity entries={rvoeEntries} authorities={rvoe.authorities} modalityTitle={modalityTitle} text={text.validity} />

      <section className={section.section} aria-labelledby={aboutId}>
        <div className="container">
          <h2 id={aboutId} className={section.heading}>
            {text.aboutHeading}
          </h2>
          <div className={styles.blurb}>
            {program.blurb.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>

      <HydrateLater>
        <ModalityGrid heading={text.modalitiesHeading} modalities={modalities} />
      </HydrateLater>

      <HydrateLater>
        <ProfileToggle profiles={program.profiles} text={text.profile} />
      </HydrateLater>

      <HydrateLater>
        <CurriculumBrowser
          heading={text.curriculum.heading}
          groupLabel={text.curriculum.groupLabel(program.periodUnit)}
          periods={program.periods}
        >
          <StudyPlanLinks plan={program.studyPlan} text={text.curriculum} />
        </CurriculumBrowser>
      </HydrateLater>

      {costEstimate ? (
        <div className={section.section}>
          <div className="container">
            <HydrateLater>{costEstimate}</HydrateLater>
          </div>
        </div>
      ) : null}

      <JsonLd data={programJsonLd(program, { costTable, rvoe, office: identity.address, modalityTitle })} />
    </>
  )
}
