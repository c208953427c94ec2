import type { certificateContent } from '#content/certificate.ts'
import { ANNULLED_VALUE, CERTIFICATE_FIELDS, type Certificate } from '#contracts/certificate.ts'
import type { CertificateLookup } from './fetch-certificate.ts'
import styles from './certificate-check.module.css'

type CertificateText = typeof certificateContent

/** spec §2.15: the fields as text, in the spec's order; an annulled value in bold red. */
function CertificateFields({ certificate, labels }: { certificate: Certificate; labels: CertificateText['fieldLabels'] }) {
  return (
    <dl className={styles.fields}>
      {CERTIFICATE_FIELDS.map((field) => (
        <div key={field} className={styles.row}>
          <dt className={styles.label}>{labels[field]}</dt>
          <dd className={certificate[field] === ANNULLED_VALUE ? `${styles.value} ${styles.annulled}` : styles.value}>
            {certificate[field]}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * spec §2.15, §4, §8: while the lookup runs nothing final is shown (the region is busy); then
 * the certificate, or a red alert with the message.
 */
export function CertificateCheck({ lookup, text }: { lookup: CertificateLookup; text: CertificateText }) {
  return (
    <div className={styles.result} aria-busy={lookup.state === 'loading'} aria-live="polite">
      {lookup.state === 'loading' ? (
        <p className={styles.loading}>
          <span className={styles.spinner} aria-hidden="true" />
          {text.loading}
        </p>
      ) : null}
      {lookup.state === 'found' ? <CertificateFields certificate={lookup.certificate} labels={text.fieldLabels} /> : null}
      {lookup.state === 'failed' ? (
        <p role="alert" className={styles.alert}>
          {lookup.message}
        </p>
      ) : null}
    </div>
  )
}
