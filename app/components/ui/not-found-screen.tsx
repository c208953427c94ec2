import { paths } from '#contracts/site-paths.ts'
import { MessageScreen } from '#app/components/ui/message-screen.tsx'
import { notFoundContent } from '#content/not-found.ts'

export interface NotFoundScreenProps {
  /**
   * True when rendered inside the /inicio layout, which already provides the `<main>` landmark,
   * the navigation bar and the footer. By default the screen stands alone (catch-all route,
   * root ErrorBoundary): it is its own `<main>` and fills the viewport.
   */
  insideLayout?: boolean
}

/** The not-found screen (spec §2.1, §8 "Unknown routes"): an illustration and a way home. */
export function NotFoundScreen({ insideLayout = false }: NotFoundScreenProps) {
  const screen = (
    <MessageScreen
      heading={notFoundContent.heading}
      body={notFoundContent.body}
      image={notFoundContent.image}
      link={{ to: paths.home, label: notFoundContent.homeLinkLabel }}
      fullHeight={!insideLayout}
    />
  )
  return insideLayout ? screen : <main>{screen}</main>
}
