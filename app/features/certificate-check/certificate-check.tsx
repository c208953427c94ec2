import { Suspense } from 'react'
import { Await } from 'react-router'
import type { certificateContent } from '#content/certificate.ts'
import { ANNULLED_VALUE, CERTIFICATE_FIELDS, type Certificate } from '#contracts/certificate.ts'
import { formatInstituteInstant } from '#contracts/time-zone.ts'
import type { CertificateAnswer, CertificateLookup } from './fetch-certificate.ts'
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

const LOADING: CertificateLookup = { state: 'loading' }

/** Issue 15: under the fields, what a printout needs to show where and when it was checked. */
function VerificationStamp({ checkedAt, pageUrl, text }: { checkedAt: Date; pageUrl: string; text: CertificateText }) {
  return (
    <p className={styles.stamp}>
      {text.stamp(formatInstituteInstant(checkedAt), pageUrl)}
    </p>
  )
}

function LookupState({ lookup, pageUrl, text }: { lookup: CertificateLookup; pageUrl: string; text: CertificateText }) {
  return (
    <div className={styles.result} aria-busy={lookup.state === 'loading'}>
      {lookup.state === 'loading' ? (
        <p className={styles.loading}>
          <span className={styles.spinner} aria-hidden="true" />
          {text.loading}
        </p>
      ) : null}
      {lookup.state === 'found' ? (
        <>
          <CertificateFields certificate={lookup.certificate} labels={text.fieldLabels} />
          <VerificationStamp checkedAt={lookup.checkedAt} pageUrl={pageUrl} text={text} />
        </>
      ) : null}
      {lookup.state === 'failed' ? (
        <p role="alert" className={styles.alert}>
          {lookup.message}
        </p>
      ) : null}
    </div>
  )
}

/**
 * spec §2.15, §4, §8: while the lookup runs nothing final is shown (the region is busy); then
 * the certificate, or a red alert with the message. The live region stays while its content
 * changes, so the answer is announced.
 */
export function CertificateCheck({
  lookup,
  pageUrl,
  text,
}: {
  lookup: CertificateLookup | Promise<CertificateAnswer>
  /** The page's absolute address, for the stamp. */
  pageUrl: string
  text: CertificateText
}) {
  return (
    <div aria-live="polite">
      <Suspense fallback={<LookupState lookup={LOADING} pageUrl={pageUrl} text={text} />}>
        <Await resolve={lookup}>{(settled: CertificateLookup) => <LookupState lookup={settled} pageUrl={pageUrl} text={text} />}</Await>
      </Suspense>
    </div>
  )
}
