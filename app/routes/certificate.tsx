import { Link, type ShouldRevalidateFunctionArgs } from 'react-router'
import { CertificateCheck } from '#app/features/certificate-check/certificate-check.tsx'
import { relatedQuestions } from '#app/features/faq/faq-view.ts'
import type { FaqQuestionView } from '#app/features/faq/faq-view.ts'
import { RelatedQuestions, loadRelatedQuestions } from '#app/features/faq/related-questions.tsx'
import type { CertificateAnswer, CertificateLookup } from '#app/features/certificate-check/fetch-certificate.ts'
import { loadCertificate, lookupBeforeLoading } from '#app/features/certificate-check/load-certificate.ts'
import { siteUrl } from '#app/config/public-env.ts'
import { contentSourceOf } from '#app/lib/content-source.ts'
import { pageMeta } from '#app/lib/page-meta.ts'
import { certificateContent, certificatePage, certificatePagePath } from '#content/certificate.ts'
import { paths } from '#contracts/site-paths.ts'
import type { Route } from './+types/certificate.ts'
import styles from './certificate.module.css'

export const meta = ({ params }: Route.MetaArgs) => pageMeta({ ...certificatePage, path: certificatePagePath(params.folio) })

/** Issue 39: the few published questions on certificates, shown under the answer. */
export async function loader({ context }: Route.LoaderArgs) {
  return { questions: relatedQuestions(await contentSourceOf(context).record('preguntas-frecuentes'), ['certificados']) }
}

/** The lookup starts at once; the questions are the server's (on hydration, those already in the page). */
export async function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  const lookup = loadCertificate(params.folio, request.signal)
  const [server] = await Promise.all([serverLoader(), loadRelatedQuestions()])
  return { ...lookup, ...server }
}
// The folio is only known in the browser: the server renders the HydrateFallback, the lookup runs on hydration.
clientLoader.hydrate = true as const

/** The same folio is not asked again (a link to the page itself, another query string). */
export function shouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  return currentParams.folio !== nextParams.folio
}

/**
 * spec §2.1, §2.15: the certificate check, outside the shared layout (reached from the QR code
 * printed on the certificate): a light header with the institute's name and the lookup.
 */
function CertificateScreen({
  folio,
  lookup,
  questions,
}: {
  folio: string | undefined
  lookup: CertificateLookup | Promise<CertificateAnswer>
  questions: readonly FaqQuestionView[]
}) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={`container ${styles.headerInner}`}>
          <Link to={paths.home} className={styles.institute}>
            {certificateContent.institute}
          </Link>
        </div>
      </header>
      <main className={`container ${styles.main}`}>
        <h1 className={styles.heading}>{certificateContent.heading}</h1>
        {folio === undefined ? null : <p className={styles.folio}>{certificateContent.folioLine(folio)}</p>}
        {/* Another folio is another lookup: its loading state, not the previous answer. */}
        <CertificateCheck key={folio} lookup={lookup} pageUrl={siteUrl(certificatePagePath(folio))} text={certificateContent} />
        <RelatedQuestions questions={questions} className={styles.questions} />
      </main>
    </div>
  )
}

/** The prerendered page without a folio, and the first render before the loader has run. */
export function HydrateFallback({ params, loaderData }: Route.HydrateFallbackProps) {
  return <CertificateScreen folio={params.folio} lookup={lookupBeforeLoading(params.folio)} questions={loaderData?.questions ?? []} />
}

export default function CertificatePage({ params, loaderData }: Route.ComponentProps) {
  return <CertificateScreen folio={params.folio} lookup={loaderData.answer} questions={loaderData.questions} />
}
