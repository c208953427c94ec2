import { ExternalLink } from '#app/components/layout/external-link.tsx'
import { MapFrame } from '#app/components/ui/map-frame.tsx'
import type { contactContent } from '#content/contact.ts'
import styles from './campus-map.module.css'

export type CampusMapText = (typeof contactContent)['map']

/** spec §2.8: the embedded map titled 'Campus Principal', loaded only when scrolled near. */
export function CampusMap({ text }: { text: CampusMapText }) {
  return (
    <section className={styles.map} aria-labelledby="campus-map-heading">
      <h2 id="campus-map-heading" className={styles.heading}>
        {text.heading}
      </h2>
      <MapFrame title={text.heading} src={text.embedUrl} />
      <ExternalLink href={text.mapsUrl} className={styles.link}>
        {text.openInMaps}
      </ExternalLink>
    </section>
  )
}
