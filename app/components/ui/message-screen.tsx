import { Link } from 'react-router'
import styles from './message-screen.module.css'

export interface MessageScreenImage {
  src: string
  alt: string
  width: number
  height: number
}

export interface MessageScreenProps {
  heading: string
  body: string
  link: { to: string; label: string }
  image?: MessageScreenImage
  /**
   * Fill the viewport and centre the message: for screens shown without the site's layout
   * around them (the not-found screen).
   */
  fullHeight?: boolean
}

/** A short centred message with one way out: the not-found and maintenance screens. */
export function MessageScreen({ heading, body, link, image, fullHeight = false }: MessageScreenProps) {
  return (
    <div className={fullHeight ? `${styles.screen} ${styles.fullHeight}` : styles.screen}>
      <div className={styles.panel}>
        {image ? (
          <img
            className={styles.image}
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            decoding="async"
          />
        ) : null}
        <h1 className="screen-title">{heading}</h1>
        <p className={styles.body}>{body}</p>
        <Link className={styles.link} to={link.to}>
          {link.label}
        </Link>
      </div>
    </div>
  )
}
