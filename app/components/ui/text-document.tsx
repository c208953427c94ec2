import type { TextBlock, TextDocumentContent } from '#content/types.ts'
import { PageHeader } from './page-header.tsx'
import styles from './text-document.module.css'

function Block({ block }: { block: TextBlock }) {
  switch (block.type) {
    case 'paragraph':
      return <p>{block.text}</p>
    case 'list':
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )
    case 'link':
      return (
        <p>
          {block.before}
          <a href={block.href}>{block.label}</a>
          {block.after}
        </p>
      )
  }
}

/**
 * A page of long text in readable measure (the privacy notice, the accessibility statement): the
 * heading with its date line, a lead paragraph, then sections with a heading each.
 */
export function TextDocument({ document }: { document: TextDocumentContent }) {
  return (
    <>
      <PageHeader heading={document.heading}>
        <p>{document.updated}</p>
      </PageHeader>
      <div className={`container ${styles.page}`}>
        <p className={styles.intro}>{document.intro}</p>
        <div className={styles.document}>
          {document.sections.map((section) => (
            <section key={section.heading} className={styles.section}>
              <h2 className={styles.heading}>{section.heading}</h2>
              {section.blocks.map((block, index) => (
                // Blocks never move within a section: their position is a stable key.
                <Block key={index} block={block} />
              ))}
            </section>
          ))}
        </div>
      </div>
    </>
  )
}
