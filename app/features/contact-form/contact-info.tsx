import { useIdentity } from '#app/components/layout/identity-context.tsx'
import type { contactContent } from '#content/contact.ts'
import { formatAddress } from '#content/identity.ts'
import styles from './contact-info.module.css'

export type ContactInfoText = (typeof contactContent)['info']

/** spec §2.8: the contact block with the address, a phone, an e-mail and the office hours. */
export function ContactInfo({ text }: { text: ContactInfoText }) {
  const { address, phones, email, hours } = useIdentity()
  const [phone] = phones
  return (
    <section className={styles.info} aria-labelledby="contact-info-heading">
      <h2 id="contact-info-heading" className={styles.heading}>
        {text.heading}
      </h2>
      <dl className={styles.list}>
        <div>
          <dt>{text.addressLabel}</dt>
          <dd>{formatAddress(address)}</dd>
        </div>
        <div>
          <dt>{text.phoneLabel}</dt>
          <dd>
            <a href={`tel:${phone.e164}`}>{phone.display}</a>
          </dd>
        </div>
        <div>
          <dt>{text.emailLabel}</dt>
          <dd>
            <a href={`mailto:${email}`}>{email}</a>
          </dd>
        </div>
        <div>
          <dt>{text.hoursLabel}</dt>
          <dd>{hours}</dd>
        </div>
      </dl>
    </section>
  )
}
