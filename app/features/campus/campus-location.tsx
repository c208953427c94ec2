import { useId } from 'react'
import { MapFrame } from '#app/components/ui/map-frame.tsx'
import { ResponsiveImage } from '#app/components/ui/responsive-image.tsx'
import { campusPageText } from '#content/campus-page.ts'
import type { Campus } from '#content/campuses.ts'
import styles from './campus-location.module.css'

const text = campusPageText

const PHOTO_SIZES = '(min-width: 1200px) 560px, (min-width: 768px) 50vw, 100vw'

/**
 * spec §2.7: the headline 'En nuestro Campus X, Enciende tu antorcha del saber', then the embedded
 * map beside the campus photo with the address. The map loads only when scrolled near.
 */
export function CampusLocation({ campus }: { campus: Campus }) {
  const headingId = useId()
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId} className={styles.headline} data-reveal="fade-up">
          {text.headline(campus.name)}
        </h2>
        <div className={styles.grid}>
          <MapFrame title={text.location.mapTitle(campus.name)} src={campus.mapEmbedUrl} />
          <figure className={`photo-card ${styles.place}`}>
            <ResponsiveImage image={campus.photo} sizes={PHOTO_SIZES} className="card-photo" />
            <figcaption className={styles.details}>
              <h3 className={styles.label}>{text.location.addressLabel}</h3>
              <address className={styles.address}>{campus.address}</address>
              <ul className={styles.phones}>
                {campus.phones.map((phone) => (
                  <li key={phone.e164}>
                    {text.location.phoneLabel(phone.label)}: <a href={`tel:${phone.e164}`}>{phone.display}</a>
                  </li>
                ))}
              </ul>
            </figcaption>
          </figure>
        </div>
      </div>
    </section>
  )
}
