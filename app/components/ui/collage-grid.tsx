import type { ResponsiveImageAsset } from '#content/media.ts'
import { ResponsiveImage } from './responsive-image.tsx'
import styles from './collage-grid.module.css'

export interface CollageTile {
  image: ResponsiveImageAsset
  caption: string
}

/** Each tile's drawn width at the grid's breakpoints (spec §2.7, §9: 4 columns, 2 below 992 px, 1 below 576 px). */
const TILE_SIZES = '(min-width: 1200px) 288px, (min-width: 992px) 25vw, (min-width: 576px) 50vw, 100vw'

/**
 * A photo collage: captioned tiles in 4 columns, 2 below 992 px and 1 below 576 px. The home page
 * and the campus pages pass their own tiles and captions.
 */
export function CollageGrid({ tiles, label }: { tiles: readonly CollageTile[]; label?: string }) {
  return (
    <ul className={`grid-up-to-four ${styles.grid}`} aria-label={label}>
      {tiles.map((tile) => (
        <li key={tile.image.base} className={styles.tile} data-reveal="fade-up">
          <figure className={styles.figure}>
            <ResponsiveImage image={tile.image} sizes={TILE_SIZES} className="card-photo" />
            <figcaption className={styles.caption}>{tile.caption}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}
