import { Link, useParams } from 'react-router'
import { CertificateCheck } from '#app/features/certificate-check/certificate-check.tsx'
import { useCertificate } from '#app/features/certificate-check/use-certificate.ts'
import { pageMeta } from '#app/lib/page-meta.ts'
import { certificateContent, certificatePage, certificatePagePath } from '#content/certificate.ts'
import { paths } from '#contracts/site-paths.ts'
import type { Route } from './+types/certificate.ts'
import styles from './certificate.module.css'

export const meta = ({ params }: Route.MetaArgs) => pageMeta({ ...certificatePage, path: certificatePagePath(params.folio) })

/**
 * spec §2.1, §2.15: the certificate check, outside the shared layout (reached from the QR code
 * printed on the certificate): a light header with the institute's name and the lookup.
 */
export default function CertificatePage() {
  const { folio } = useParams()
  const lookup = useCertificate(folio)
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
        <CertificateCheck lookup={lookup} text={certificateContent} />
      </main>
    </div>
  )
}
