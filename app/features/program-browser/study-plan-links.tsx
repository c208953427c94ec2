import { ExternalLink } from '#app/components/layout/external-link.tsx'
import type { StudyPlanDocument } from '#content/programs/types.ts'
import styles from './study-plan-links.module.css'

export interface StudyPlanLinksProps {
  plan: StudyPlanDocument
  text: { downloadPlan: string; previewPlan: string }
}

/** spec §2.13: the programme's study-plan document, downloaded or viewed on the file-sharing service (new tab). */
export function StudyPlanLinks({ plan, text }: StudyPlanLinksProps) {
  return (
    <div className={styles.links}>
      <ExternalLink href={plan.downloadUrl} className={`${styles.link} ${styles.primary}`}>
        <DownloadIcon />
        {text.downloadPlan}
      </ExternalLink>
      <ExternalLink href={plan.previewUrl} className={`${styles.link} ${styles.secondary}`}>
        <PreviewIcon />
        {text.previewPlan}
      </ExternalLink>
    </div>
  )
}

const iconProps = {
  viewBox: '0 0 24 24',
  width: 20,
  height: 20,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const

function DownloadIcon() {
  return (
    <svg {...iconProps}>
      <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
    </svg>
  )
}

function PreviewIcon() {
  return (
    <svg {...iconProps}>
      <path d="M2 12s3.6-6.5 10-6.5S22 12 22 12s-3.6 6.5-10 6.5S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  )
}
