import { ExternalLink } from '#app/components/layout/external-link.tsx'
import { MapFrame } from '#app/components/ui/map-frame.tsx'
import type { Campus } from '#content/campuses.ts'
import type { contactContent } from '#content/contact.ts'
import styles from './campus-map.module.css'

export type CampusMapText = (typeof contactContent)['map']

/** Where the map shows: the published main campus's maps. */
export type CampusMapLinks = Pick<Campus, 'mapEmbedUrl' | 'mapSearchUrl'>

/** spec §2.8: the embedded map titled 'Campus Principal', loaded only when scrolled near. */
export function CampusMap({ text, campus }: { text: CampusMapText; campus: CampusMapLinks }) {
  return (
    <section className={styles.map} aria-labelledby="campus-map-heading">
      <h2 id="campus-map-heading" className={styles.heading}>
        {text.heading}
      </h2>
      <MapFrame title={text.heading} src={campus.mapEmbedUrl} />
      <ExternalLink href={campus.mapSearchUrl} className={styles.link}>
        {text.openInMaps}
      </ExternalLink>
    </section>
  )
}
