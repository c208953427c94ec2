import { Outlet } from 'react-router'
import { IdentityProvider } from '#app/components/layout/identity-context.tsx'
import { SiteLayout } from '#app/components/layout/site-layout.tsx'
import { contentSourceOf } from '#app/lib/content-source.ts'
import type { Route } from './+types/inicio-layout.ts'

/** The published identity every page under /inicio shows in its navigation bar, footer and chat (issue 37). */
export async function loader({ context }: Route.LoaderArgs) {
  return { identity: await contentSourceOf(context).record('identidad') }
}

// spec §2.2: every page under /inicio shares the navigation bar, footer and floating elements.
export default function InicioLayout({ loaderData }: Route.ComponentProps) {
  return (
    <IdentityProvider identity={loaderData.identity}>
      <SiteLayout>
        <Outlet />
      </SiteLayout>
    </IdentityProvider>
  )
}
