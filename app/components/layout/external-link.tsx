import type { ReactNode } from 'react'
import { layoutText } from '#content/layout.ts'

/**
 * A link to another site: new tab, no opener, and a visually hidden hint so screen-reader users
 * know a tab will open.
 */
export function ExternalLink({
  href,
  children,
  className,
  onClick,
}: {
  href: string
  children: ReactNode
  className?: string | undefined
  onClick?: (() => void) | undefined
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} onClick={onClick}>
      {children}
      {' '}
      <span className="sr-only">{layoutText.newTabHint}</span>
    </a>
  )
}
