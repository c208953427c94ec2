import { PageHeader } from '#app/components/ui/page-header.tsx'
import { CampusCards } from '#app/features/contact-form/campus-cards.tsx'
import { CampusMap } from '#app/features/contact-form/campus-map.tsx'
import { ContactForm } from '#app/features/contact-form/contact-form.tsx'
import { ContactInfo } from '#app/features/contact-form/contact-info.tsx'
import { relatedQuestions } from '#app/features/faq/faq-view.ts'
import { RelatedQuestions } from '#app/features/faq/related-questions.tsx'
import { HydrateLater } from '#app/lib/hydrate-later.tsx'
import { pageMeta } from '#app/lib/page-meta.ts'
import { contentSourceOf } from '#app/lib/content-source.ts'
import { defineCampus, MAIN_CAMPUS_SLUG } from '#content/campuses.ts'
import { contactCards, contactContent, contactPage } from '#content/contact.ts'
import { CAMPUS_PAGE_SLUGS } from '#contracts/site-paths.ts'
import type { Route } from './+types/contactanos.ts'
import styles from './contactanos.module.css'

export const meta = () => pageMeta(contactPage)

/** The published campuses: their cards, and the main campus's map (issue 37); the few questions on admissions (issue 39). */
export async function loader({ context }: Route.LoaderArgs) {
  const content = contentSourceOf(context)
  const [campusRecords, faq] = await Promise.all([
    Promise.all(CAMPUS_PAGE_SLUGS.map((slug) => content.record('campus', slug))),
    content.record('preguntas-frecuentes'),
  ])
  const campuses = campusRecords.map(defineCampus)
  const main = campuses.find((campus) => campus.slug === MAIN_CAMPUS_SLUG)
  if (!main) throw new Error(`No hay campus principal «${MAIN_CAMPUS_SLUG}».`)
  return {
    cards: contactCards(campuses),
    mainCampus: { mapEmbedUrl: main.mapEmbedUrl, mapSearchUrl: main.mapSearchUrl },
    questions: relatedQuestions(faq, ['admisiones']),
  }
}

/** spec §2.8: header CONTACTANOS, the form beside the contact block, the campus cards and the map. */
export default function Contactanos({ loaderData: { cards, mainCampus, questions } }: Route.ComponentProps) {
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
        <RelatedQuestions questions={questions} />
        <HydrateLater>
          <CampusCards cards={cards} text={contactContent.campuses} />
        </HydrateLater>
        <HydrateLater>
          <CampusMap text={contactContent.map} campus={mainCampus} />
        </HydrateLater>
      </div>
    </>
  )
}
