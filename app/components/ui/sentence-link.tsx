import { Link } from 'react-router'

/** A sentence with one link inside it: the text before, the link's own text, the text after. */
export interface SentenceLinkText {
  before: string
  link: string
  after: string
}

export function SentenceLink({ text, to }: { text: SentenceLinkText; to: string }) {
  return (
    <p>
      {text.before}
      <Link to={to}>{text.link}</Link>
      {text.after}
    </p>
  )
}
