import styles from './text-document.module.css'

/** One block of a long text: a paragraph, a list, or a paragraph with one link. */
export type TextBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: readonly string[] }
  | { type: 'link'; before: string; label: string; href: string; after: string }

export interface TextSection {
  heading: string
  blocks: readonly TextBlock[]
}

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

/** A long text in readable measure (a legal notice): sections with a heading each. */
export function TextDocument({ sections }: { sections: readonly TextSection[] }) {
  return (
    <div className={styles.document}>
      {sections.map((section) => (
        <section key={section.heading} className={styles.section}>
          <h2 className={styles.heading}>{section.heading}</h2>
          {section.blocks.map((block, index) => (
            // Blocks never move within a section: their position is a stable key.
            <Block key={index} block={block} />
          ))}
        </section>
      ))}
    </div>
  )
}
