import { usePageLoaded } from '#app/lib/page-loaded.ts'
import styles from './map-frame.module.css'

// The intrinsic size of the embedded map: a 3:2 box, reserved before it loads (nothing below it
// shifts), that CSS scales to the column's width.
const MAP_WIDTH_PX = 600
const MAP_HEIGHT_PX = 400

/**
 * An embedded map (Google Maps embed URL), titled for screen readers. Its address is set only once
 * the page has loaded, and then it loads near the viewport: a lazy frame close to the first screen
 * would otherwise open a connection to another origin while the first screen is still painting.
 */
export function MapFrame({ title, src }: { title: string; src: string }) {
  const pageLoaded = usePageLoaded()
  return (
    <iframe
      className={styles.map}
      title={title}
      src={pageLoaded ? src : undefined}
      width={MAP_WIDTH_PX}
      height={MAP_HEIGHT_PX}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
    />
  )
}
