import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { noteVisit } from '#app/lib/attribution.ts'

// Issue 38: where the visit came from, before anything else reads the address.
noteVisit()

// React Router's documented entry. Inside a transition, hydration yields to the browser between
// slices; the parts in Suspense boundaries hydrate after the shell (docs/start-up.md).
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  )
})
