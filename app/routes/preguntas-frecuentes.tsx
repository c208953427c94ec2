import { PageHeader } from '#app/components/ui/page-header.tsx'
import { JsonLd } from '#app/components/ui/json-ld.tsx'
import { SentenceLink } from '#app/components/ui/sentence-link.tsx'
import { faqJsonLd } from '#app/features/faq/faq-json-ld.ts'
import FaqQuestionList from '#app/features/faq/faq-question-list.tsx'
import { faqTopics } from '#app/features/faq/faq-view.ts'
import questionStyles from '#app/features/faq/faq-questions.module.css'
import { contentSourceOf } from '#app/lib/content-source.ts'
import { pageMeta } from '#app/lib/page-meta.ts'
import { faqPage, faqText } from '#content/faq-page.ts'
import { paths } from '#contracts/site-paths.ts'
import type { Route } from './+types/preguntas-frecuentes.ts'
import styles from './preguntas-frecuentes.module.css'

export const meta = () => pageMeta(faqPage)

/** The published questions, grouped by topic (issue 39). */
export async function loader({ context }: Route.LoaderArgs) {
  return { topics: faqTopics(await contentSourceOf(context).record('preguntas-frecuentes')) }
}

/** Issue 39: the questions families ask, a jump list of their topics, then each topic's questions opening to their answers. */
export default function PreguntasFrecuentes({ loaderData: { topics } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader heading={faqText.heading}>
        <p>{faqText.lead}</p>
      </PageHeader>
      <div className={`container ${styles.page} ${questionStyles.questions}`}>
        {topics.length === 0 ? (
          <p>{faqText.empty}</p>
        ) : (
          <>
            <JsonLd data={faqJsonLd(topics)} />
            <nav className={styles.topicsNav} aria-labelledby="temas">
              <p id="temas" className={styles.topicsLabel}>
                {faqText.topicsLabel}
              </p>
              <ul>
                {topics.map((topic) => (
                  <li key={topic.id}>
                    <a href={`#${topic.id}`}>{topic.label}</a>
                  </li>
                ))}
              </ul>
            </nav>
            {topics.map((topic) => (
              <section key={topic.id} className={styles.topic} aria-labelledby={topic.id}>
                <h2 id={topic.id}>{topic.label}</h2>
                <div>
                  <FaqQuestionList questions={topic.questions} />
                </div>
              </section>
            ))}
          </>
        )}
        <SentenceLink text={faqText.contact} to={paths.contactanos} />
      </div>
    </>
  )
}
