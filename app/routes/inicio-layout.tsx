import { Outlet } from 'react-router'
import { IdentityProvider } from '#app/components/layout/identity-context.tsx'
import { SiteLayout } from '#app/components/layout/site-layout.tsx'
import { contentSourceOf } from '#app/lib/content-source.ts'
import { defineCampus, MAIN_CAMPUS_SLUG } from '#content/campuses.ts'
import type { Route } from './+types/inicio-layout.ts'

/**
 * The published identity every page under /inicio shows in its navigation bar, footer and chat,
 * and the way to the published main campus the footer links (issue 37).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const content = contentSourceOf(context)
  const [identity, mainCampus] = await Promise.all([content.record('identidad'), content.record('campus', MAIN_CAMPUS_SLUG)])
  return { identity, mainCampusMapUrl: defineCampus(mainCampus).mapSearchUrl }
}

// spec §2.2: every page under /inicio shares the navigation bar, footer and floating elements.
export default function InicioLayout({ loaderData: { identity, mainCampusMapUrl } }: Route.ComponentProps) {
  return (
    <IdentityProvider identity={identity}>
      <SiteLayout mainCampusMapUrl={mainCampusMapUrl}>
        <Outlet />
      </SiteLayout>
    </IdentityProvider>
  )
}
