import { useEffect } from 'react'
import { SCROLL_REVEAL_OFFSET_PX, SCROLL_REVEAL_ONCE } from '#app/config/ui-timing.ts'
import { prefersReducedMotion } from '#app/lib/browser-hooks.ts'

/**
 * Scroll-reveal (spec §2.2, §9), our own small version of the usual "animate on scroll" library.
 *
 * Mark an element with `data-reveal="fade-up"` (or fade-down, fade-left, fade-right, zoom-in, fade).
 * The prerendered HTML shows everything: only once this script runs does it put `reveal-ready` on
 * <html>, which lets global.css hide the elements not yet revealed. Each is revealed (gets
 * `data-revealed`) when it comes SCROLL_REVEAL_OFFSET_PX into the viewport, or when it is fully
 * visible (so a short element at the very end of a page is not left hidden), and stays revealed.
 * Under prefers-reduced-motion, or without IntersectionObserver, nothing is ever hidden.
 */

export const REVEAL_READY_CLASS = 'reveal-ready'
const PENDING_SELECTOR = '[data-reveal]:not([data-revealed])'

/** Starts watching `[data-reveal]` elements, including those added later. Returns the clean-up. */
export function startScrollReveal(doc: Document = document): () => void {
  const view = doc.defaultView
  const html = doc.documentElement
  if (!view || typeof view.IntersectionObserver !== 'function' || prefersReducedMotion()) {
    html.classList.remove(REVEAL_READY_CLASS)
    return () => {}
  }

  const onEntries = (entries: IntersectionObserverEntry[]) => {
    for (const entry of entries) {
      if (entry.isIntersecting) {
        entry.target.setAttribute('data-revealed', 'true')
        if (SCROLL_REVEAL_ONCE) {
          offsetObserver.unobserve(entry.target)
          fullyVisibleObserver.unobserve(entry.target)
        }
      } else if (!SCROLL_REVEAL_ONCE && entry.target.hasAttribute('data-revealed')) {
        entry.target.removeAttribute('data-revealed')
      }
    }
  }
  const offsetObserver = new view.IntersectionObserver(onEntries, {
    rootMargin: `0px 0px -${SCROLL_REVEAL_OFFSET_PX}px 0px`,
  })
  const fullyVisibleObserver = new view.IntersectionObserver(onEntries, { threshold: 1 })

  const watch = (element: Element) => {
    offsetObserver.observe(element)
    fullyVisibleObserver.observe(element)
  }
  const watchWithin = (root: ParentNode) => root.querySelectorAll(PENDING_SELECTOR).forEach(watch)

  // Content rendered later (a tab, a period of a curriculum) is watched as it appears, so it is
  // never left hidden.
  const mutations = new view.MutationObserver((records) => {
    for (const record of records) {
      record.addedNodes.forEach((node) => {
        if (!(node instanceof view.Element)) return
        if (node.matches(PENDING_SELECTOR)) watch(node)
        watchWithin(node)
      })
    }
  })

  const startWatching = () => {
    watchWithin(doc)
    html.classList.add(REVEAL_READY_CLASS)
    mutations.observe(doc.body, { childList: true, subtree: true })
  }

  // First start on this page load: what the visitor already sees came prerendered and visible;
  // hiding it only to fade it back in would flash. An observer's first report says what is on
  // screen without forcing a layout while the page is still starting. Later navigations animate
  // all their content.
  let firstLook: IntersectionObserver | undefined
  const pending = doc.querySelectorAll(PENDING_SELECTOR)
  if (html.classList.contains(REVEAL_READY_CLASS) || pending.length === 0) {
    startWatching()
  } else {
    let unreported = pending.length
    firstLook = new view.IntersectionObserver((entries, observer) => {
      for (const entry of entries) {
        if (entry.isIntersecting) entry.target.setAttribute('data-revealed', 'true')
        observer.unobserve(entry.target)
        unreported -= 1
      }
      if (unreported > 0) return
      observer.disconnect()
      startWatching()
    })
    pending.forEach((element) => firstLook?.observe(element))
  }

  return () => {
    firstLook?.disconnect()
    offsetObserver.disconnect()
    fullyVisibleObserver.disconnect()
    mutations.disconnect()
  }
}

/** Runs scroll-reveal for the layout, starting again after each navigation (`navigationKey`). */
export function useScrollReveal(navigationKey: string) {
  useEffect(() => startScrollReveal(document), [navigationKey])

  // Leaving the layout: pages outside it do not run the script, so they must not be hidden by it.
  useEffect(() => () => document.documentElement.classList.remove(REVEAL_READY_CLASS), [])
}
