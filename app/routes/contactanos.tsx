import { PageHeader } from '#app/components/ui/page-header.tsx'
import { CampusCards } from '#app/features/contact-form/campus-cards.tsx'
import { CampusMap } from '#app/features/contact-form/campus-map.tsx'
import { ContactForm } from '#app/features/contact-form/contact-form.tsx'
import { ContactInfo } from '#app/features/contact-form/contact-info.tsx'
import { HydrateLater } from '#app/lib/hydrate-later.tsx'
import { pageMeta } from '#app/lib/page-meta.ts'
import { campusContactCards, contactContent, contactPage } from '#content/contact.ts'
import styles from './contactanos.module.css'

export const meta = () => pageMeta(contactPage)

/** spec §2.8: header CONTACTANOS, the form beside the contact block, the campus cards and the map. */
export default function Contactanos() {
  return (
    <>
      <PageHeader heading={contactContent.header}>
        <p>{contactContent.intro}</p>
      </PageHeader>
      <div className={`container ${styles.page}`}>
        <div className={styles.top}>
          <ContactForm text={contactContent.form} />
          <HydrateLater>
            <ContactInfo text={contactContent.info} />
          </HydrateLater>
        </div>
        <HydrateLater>
          <CampusCards cards={campusContactCards} text={contactContent.campuses} />
        </HydrateLater>
        <HydrateLater>
          <CampusMap text={contactContent.map} />
        </HydrateLater>
      </div>
    </>
  )
}
