import { ExternalLink } from '#app/components/layout/external-link.tsx'
import type { contactContent } from '#content/contact.ts'
import styles from './campus-map.module.css'

export type CampusMapText = (typeof contactContent)['map']

// The frame's box is reserved before it loads, so nothing below it shifts.
const MAP_WIDTH_PX = 600
const MAP_HEIGHT_PX = 400

/** spec §2.8: the embedded map titled 'Campus Principal', loaded only when scrolled near. */
export function CampusMap({ text }: { text: CampusMapText }) {
  return (
    <section className={styles.map} aria-labelledby="campus-map-heading">
      <h2 id="campus-map-heading" className={styles.heading}>
        {text.heading}
      </h2>
      <iframe
        className={styles.frame}
        title={text.heading}
        src={text.embedUrl}
        width={MAP_WIDTH_PX}
        height={MAP_HEIGHT_PX}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
      />
      <ExternalLink href={text.mapsUrl} className={styles.link}>
        {text.openInMaps}
      </ExternalLink>
    </section>
  )
}
