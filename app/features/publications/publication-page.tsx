import { Link } from 'react-router'
import { JsonLd } from '#app/components/ui/json-ld.tsx'
import { MarkdownBody } from '#app/components/ui/markdown-body.tsx'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { ResponsiveImage } from '#app/components/ui/responsive-image.tsx'
import type { PublicationDetail } from './published-items.ts'
import styles from './publications.module.css'

/** The photo spans the text's measure (48 rem) or the phone's width. */
const IMAGE_SIZES = '(min-width: 800px) 768px, 100vw'

/** One post or event on its own page: when (and where), a line when it has ended, its photo, its body, and the way back to the list. */
export function PublicationPage({ detail, endedNote, back }: { detail: PublicationDetail; endedNote?: string; back: { href: string; label: string } }) {
  return (
    <>
      <PageHeader heading={detail.title}>
        <p>
          <time dateTime={detail.dateTime}>{detail.when}</time>
        </p>
        {detail.where ? <p>{detail.where}</p> : null}
      </PageHeader>
      <article className={`container ${styles.page}`}>
        {detail.ended && endedNote ? (
          <p className={styles.endedNote} role="note">
            {endedNote}
          </p>
        ) : null}
        <p className={styles.summary}>{detail.summary}</p>
        {detail.image ? <ResponsiveImage image={detail.image} sizes={IMAGE_SIZES} priority className={styles.photo} /> : null}
        <MarkdownBody tree={detail.body} />
        <p className={styles.back}>
          <Link to={back.href}>{back.label}</Link>
        </p>
      </article>
      <JsonLd data={detail.jsonLd} />
    </>
  )
}
