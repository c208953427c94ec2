import { Link } from 'react-router'
import { ExternalLink } from '#app/components/layout/external-link.tsx'
import { useIdentity } from '#app/components/layout/identity-context.tsx'
import { paths } from '#contracts/site-paths.ts'
import { ResponsiveImage } from '#app/components/ui/responsive-image.tsx'
import type { blogTeaser } from '#content/home.ts'
import { ContentSection } from '#app/components/ui/content-section.tsx'
import styles from './blog-teaser.module.css'

/** A news post as the home lists it. */
export interface LatestNewsItem {
  readonly href: string
  readonly title: string
  readonly when: string
  readonly dateTime: string
}

/**
 * spec §2.6: the blog teaser; its 'IR AL BLOG' overlay opens the blog in a new tab. Issue 37: the
 * latest news staff published, beside it, when there are any.
 */
export function BlogTeaser({ content, latestNews }: { content: typeof blogTeaser; latestNews: readonly LatestNewsItem[] }) {
  const blog = useIdentity().systems.blog
  return (
    <ContentSection title={content.title} lead={content.text}>
      <div className={styles.teaser} data-reveal="zoom-in">
        <ExternalLink href={blog.url} className={styles.link}>
          <ResponsiveImage image={content.image} sizes="(min-width: 1200px) 1152px, calc(100vw - 2rem)" alt="" className={styles.image} />
          <span className={styles.overlay}>
            <span className={styles.label}>{content.linkLabel}</span>
          </span>
        </ExternalLink>
        {latestNews.length > 0 ? (
          <nav className={styles.news} aria-label={content.latestNews.heading}>
            <h3 className={styles.newsHeading}>{content.latestNews.heading}</h3>
            <ul className={styles.newsList}>
              {latestNews.map((item) => (
                <li key={item.href}>
                  <Link to={item.href}>{item.title}</Link> <time dateTime={item.dateTime}>{item.when}</time>
                </li>
              ))}
            </ul>
            <Link to={paths.noticias}>{content.latestNews.all}</Link>
          </nav>
        ) : null}
      </div>
    </ContentSection>
  )
}
