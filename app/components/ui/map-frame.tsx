import styles from './map-frame.module.css'

// The intrinsic size of the embedded map: a 3:2 box, reserved before it loads (nothing below it
// shifts), that CSS scales to the column's width.
const MAP_WIDTH_PX = 600
const MAP_HEIGHT_PX = 400

/** An embedded map (Google Maps embed URL), titled for screen readers and loaded only near the viewport. */
export function MapFrame({ title, src }: { title: string; src: string }) {
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
