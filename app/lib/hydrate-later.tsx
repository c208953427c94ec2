import { Suspense, type ReactNode } from 'react'

/**
 * A part of a prerendered page that React may hydrate after the rest: a Suspense boundary, which
 * React 19 leaves as prerendered while it hydrates the page around it, then hydrates on its own
 * time slice; a press inside it before then hydrates it first and is replayed (docs/start-up.md).
 * Nothing inside suspends once hydrated, so the empty fallback is never shown.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}
