import { usePageLoaded } from '#app/lib/page-loaded.ts'
import styles from './map-frame.module.css'

// The intrinsic size of the embedded map: a 3:2 box, reserved before it loads (nothing below it
// shifts), that CSS scales to the column's width.
const MAP_WIDTH_PX = 600
const MAP_HEIGHT_PX = 400

/**
 * An embedded map (Google Maps embed URL), titled for screen readers. The frame itself exists only
 * once the page has loaded, and then it loads near the viewport. Until then an empty box holds its
 * place: a frame in the prerendered HTML, even without an address, makes the parser build the
 * frame's own blank document in the middle of the page's first task, and a lazy frame close to
 * the first screen would open a connection to another origin while that screen is still painting.
 */
export function MapFrame({ title, src }: { title: string; src: string }) {
  const pageLoaded = usePageLoaded()
  if (!pageLoaded) return <div className={styles.map} />
  return (
    <iframe
      className={styles.map}
      title={title}
      src={src}
      width={MAP_WIDTH_PX}
      height={MAP_HEIGHT_PX}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
    />
  )
}
