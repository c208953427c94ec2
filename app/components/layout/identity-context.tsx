import { createContext, use, type ReactNode } from 'react'
import type { Identity } from '#content/identity.ts'

/*
 * Issue 37: the institute's published identity (contact data, social accounts, messaging links,
 * external systems), read once by the /inicio layout's loader and given to every part of its pages.
 */

const IdentityContext = createContext<Identity | null>(null)

export function IdentityProvider({ identity, children }: { identity: Identity; children: ReactNode }) {
  return <IdentityContext value={identity}>{children}</IdentityContext>
}

/** The published identity; only inside the /inicio layout (or a test's provider). */
export function useIdentity(): Identity {
  const identity = use(IdentityContext)
  if (identity === null) throw new Error('useIdentity: no hay identidad publicada fuera del diseño de /inicio.')
  return identity
}
