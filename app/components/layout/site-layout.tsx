import { useEffect, type ReactNode } from 'react'
import { useLocation, useNavigation, useNavigationType } from 'react-router'
import { HydrateLater } from '#app/lib/hydrate-later.tsx'
import { layoutText } from '#content/layout.ts'
import { FloatingChat } from './floating-chat.tsx'
import { Footer } from './footer.tsx'
import { isFooterHidden } from './footer-visibility.ts'
import { MAIN_CONTENT_ID } from './layout-ids.ts'
import { Navbar } from './navbar.tsx'
import { RouteSpinner } from './route-spinner.tsx'
import { useScrollReveal } from './scroll-reveal.ts'
import { ScrollToTop } from './scroll-to-top.tsx'
import styles from './site-layout.module.css'

/**
 * spec §2.2: when a navigation ends the page starts at the top. Links to a fragment keep their
 * target, and back/forward keep the position the browser (ScrollRestoration) restores.
 */
function useScrollToTopAfterNavigation() {
  const location = useLocation()
  const navigationType = useNavigationType()
  useEffect(() => {
    if (location.hash || navigationType === 'POP') return
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [location.key, location.hash, navigationType])
}

/**
 * The shared layout of every page under /inicio (spec §1, §2.2): skip link, navigation bar, the
 * page, footer (not on the culture page), floating chat, scroll-to-top, route-change spinner and
 * scroll-reveal.
 */
export function SiteLayout({ mainCampusMapUrl, children }: { mainCampusMapUrl: string; children: ReactNode }) {
  const navigation = useNavigation()
  const location = useLocation()
  useScrollToTopAfterNavigation()
  useScrollReveal(location.key)

  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`}>
        {layoutText.skipLink}
      </a>
      <HydrateLater>
        <Navbar />
      </HydrateLater>
      <HydrateLater>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </HydrateLater>
      {!isFooterHidden(location.pathname) && (
        <HydrateLater>
          <Footer mainCampusMapUrl={mainCampusMapUrl} />
        </HydrateLater>
      )}
      <HydrateLater>
        <aside aria-label={layoutText.floatingRegion}>
          <FloatingChat />
          <ScrollToTop />
        </aside>
      </HydrateLater>
      <RouteSpinner visible={navigation.state !== 'idle'} />
    </div>
  )
}
