import { ContentSection } from '#app/components/ui/content-section.tsx'
import type { aboutContent } from '#content/about.ts'
import styles from './logo-downloads.module.css'

/** spec §2.9: the three logo files, each previewed and downloaded as a real file. */
export function LogoDownloads({ content }: { content: (typeof aboutContent)['logos'] }) {
  return (
    <ContentSection title={content.title} lead={content.lead}>
      <ul className={styles.grid}>
        {content.files.map((file) => (
          <li key={file.asset.src} className={styles.card} data-reveal="fade-up">
            <div className={`${styles.preview} ${file.onDark ? styles.dark : ''}`}>
              <img
                src={file.asset.src}
                alt={file.asset.alt}
                width={file.asset.width}
                height={file.asset.height}
                loading="lazy"
                decoding="async"
                className={styles.image}
              />
            </div>
            <p className={styles.name}>
              {file.label} <span className={styles.format}>{file.format}</span>
            </p>
            <a href={file.asset.src} download={file.fileName} className="pill-link">
              {content.download(file)}
            </a>
          </li>
        ))}
      </ul>
    </ContentSection>
  )
}
