import { Outlet } from 'react-router'
import { SiteLayout } from '#app/components/layout/site-layout.tsx'

// spec §2.2: every page under /inicio shares the navigation bar, footer and floating elements.
export default function InicioLayout() {
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  )
}
