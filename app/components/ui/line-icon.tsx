import type { ReactNode } from 'react'

/**
 * A line drawing (24×24, currentColor) around the paths it is given. Decorative: the control or
 * card that holds one always has its own accessible name.
 */
export function LineIcon({
  children,
  className,
  strokeWidth = 2,
  ...data
}: {
  children: ReactNode
  className?: string | undefined
  strokeWidth?: number
  'data-icon'?: string
}) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...data}
    >
      {children}
    </svg>
  )
}
