import type { contactContent } from '#content/contact.ts'
import styles from './contact-info.module.css'

export type ContactInfoText = (typeof contactContent)['info']

/** spec §2.8: the contact block with the address, a phone, an e-mail and the office hours. */
export function ContactInfo({ text }: { text: ContactInfoText }) {
  return (
    <section className={styles.info} aria-labelledby="contact-info-heading">
      <h2 id="contact-info-heading" className={styles.heading}>
        {text.heading}
      </h2>
      <dl className={styles.list}>
        <div>
          <dt>{text.addressLabel}</dt>
          <dd>{text.address}</dd>
        </div>
        <div>
          <dt>{text.phoneLabel}</dt>
          <dd>
            <a href={`tel:${text.phone.e164}`}>{text.phone.display}</a>
          </dd>
        </div>
        <div>
          <dt>{text.emailLabel}</dt>
          <dd>
            <a href={`mailto:${text.email}`}>{text.email}</a>
          </dd>
        </div>
        <div>
          <dt>{text.hoursLabel}</dt>
          <dd>{text.hours}</dd>
        </div>
      </dl>
    </section>
  )
}
