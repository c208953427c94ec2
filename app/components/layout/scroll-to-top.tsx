import { SCROLL_TOP_VISIBLE_AFTER_PX } from '#app/config/ui-timing.ts'
import { layoutText } from '#content/layout.ts'
import { prefersReducedMotion, useClampedScrollY } from '#app/lib/browser-hooks.ts'
import { ArrowUpIcon } from './icons.tsx'
import { MAIN_CONTENT_ID } from './layout-ids.ts'
import styles from './scroll-to-top.module.css'

/** spec §2.5, §4: shown only once the page is scrolled more than SCROLL_TOP_VISIBLE_AFTER_PX. */
export function isScrollTopVisible(scrollY: number): boolean {
  return scrollY > SCROLL_TOP_VISIBLE_AFTER_PX
}

/** The scroll-to-top button: smooth, or instant under prefers-reduced-motion. */
export function ScrollToTop() {
  // Capped one pixel past the threshold: enough for the rule, and no re-render further down.
  const scrollY = useClampedScrollY(SCROLL_TOP_VISIBLE_AFTER_PX + 1)
  if (!isScrollTopVisible(scrollY)) return null

  const scrollUp = () => {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'instant' : 'smooth' })
    // The button disappears at the top: keep keyboard focus at the start of the content.
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true })
  }

  return (
    <button type="button" className={`icon-control ${styles.button}`} aria-label={layoutText.scrollToTop} onClick={scrollUp}>
      <ArrowUpIcon />
    </button>
  )
}
