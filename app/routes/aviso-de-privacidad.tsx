import { PageHeader } from '#app/components/ui/page-header.tsx'
import { TextDocument } from '#app/components/ui/text-document.tsx'
import { pageMeta } from '#app/lib/page-meta.ts'
import { privacyNotice, privacyPage } from '#content/privacy.ts'
import styles from './aviso-de-privacidad.module.css'

export const meta = () => pageMeta(privacyPage)

/** The privacy notice (LFPDPPP) linked from the contact form and the ficha. */
export default function AvisoDePrivacidad() {
  return (
    <>
      <PageHeader heading={privacyNotice.heading}>
        <p>{privacyNotice.updated}</p>
      </PageHeader>
      <div className={`container ${styles.page}`}>
        <p className={styles.intro}>{privacyNotice.intro}</p>
        <TextDocument sections={privacyNotice.sections} />
      </div>
    </>
  )
}
