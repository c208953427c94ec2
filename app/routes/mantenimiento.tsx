import { MessageScreen } from '#app/components/ui/message-screen.tsx'
import { paths } from '#contracts/site-paths.ts'
import { pageMeta } from '#app/lib/page-meta.ts'
import { maintenanceContent } from '#content/maintenance.ts'
import { maintenancePage } from '#content/pages.ts'

export const meta = () => pageMeta(maintenancePage)

/** spec §2.17. Rendered inside the /inicio layout's <main>; the link goes to the root, which redirects to /inicio. */
export default function Mantenimiento() {
  return (
    <MessageScreen
      heading={maintenanceContent.heading}
      body={maintenanceContent.body}
      link={{ to: paths.root, label: maintenanceContent.homeLinkLabel }}
    />
  )
}
