import { IMAGE_MIME_TYPES, imageSrcSet, imageUrl, type ResponsiveImageAsset } from '#content/media.ts'
import styles from './responsive-image.module.css'

export interface ResponsiveImageProps {
  /** The manifest entry (content/media.ts): files, intrinsic size and alt text. */
  image: ResponsiveImageAsset
  /** How wide the image is drawn at each viewport width, so the browser picks the right file. */
  sizes: string
  /**
   * The page's largest first-screen image (the LCP element): loads at once with high priority.
   * Every other image is lazy, so what sits below the fold costs nothing until it is near.
   */
  priority?: boolean
  /** Replaces the manifest's alt text; '' when the image only decorates text that says it all. */
  alt?: string
  className?: string | undefined
}

/**
 * A photo with `srcset`/`sizes` in every format of its entry (AVIF first, WebP as the `<img>`), and
 * explicit width and height so the space is reserved before it loads (no layout shift).
 */
export function ResponsiveImage({ image, sizes, priority = false, alt = image.alt, className }: ResponsiveImageProps) {
  const fallbackFormat = image.formats.at(-1) ?? 'webp'
  const largestWidth = image.widths.at(-1) ?? image.width
  // Reports when it is painted: the page's scripts start after that (server/site/defer-assets.ts).
  const paintReport = priority ? { elementtiming: 'primera-pantalla' } : {}
  return (
    <picture className={styles.picture}>
      {image.formats.slice(0, -1).map((format) => (
        <source key={format} type={IMAGE_MIME_TYPES[format]} srcSet={imageSrcSet(image, format)} sizes={sizes} />
      ))}
      <img
        className={className}
        src={imageUrl(image, largestWidth, fallbackFormat)}
        srcSet={imageSrcSet(image, fallbackFormat)}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? undefined : 'async'}
        {...paintReport}
      />
    </picture>
  )
}
