import { Link, type ShouldRevalidateFunctionArgs } from 'react-router'
import { CertificateCheck } from '#app/features/certificate-check/certificate-check.tsx'
import type { CertificateAnswer, CertificateLookup } from '#app/features/certificate-check/fetch-certificate.ts'
import { loadCertificate, lookupBeforeLoading } from '#app/features/certificate-check/load-certificate.ts'
import { siteUrl } from '#app/config/public-env.ts'
import { pageMeta } from '#app/lib/page-meta.ts'
import { certificateContent, certificatePage, certificatePagePath } from '#content/certificate.ts'
import { paths } from '#contracts/site-paths.ts'
import type { Route } from './+types/certificate.ts'
import styles from './certificate.module.css'

export const meta = ({ params }: Route.MetaArgs) => pageMeta({ ...certificatePage, path: certificatePagePath(params.folio) })

export function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  return loadCertificate(params.folio, request.signal)
}

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
}: {
  folio: string | undefined
  lookup: CertificateLookup | Promise<CertificateAnswer>
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
      </main>
    </div>
  )
}

/** The prerendered page without a folio, and the first render before the loader has run. */
export function HydrateFallback({ params }: Route.HydrateFallbackProps) {
  return <CertificateScreen folio={params.folio} lookup={lookupBeforeLoading(params.folio)} />
}

export default function CertificatePage({ params, loaderData }: Route.ComponentProps) {
  return <CertificateScreen folio={params.folio} lookup={loaderData.answer} />
}
