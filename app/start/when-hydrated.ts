import { HYDRATED_ATTRIBUTE } from './hydrated-attribute.ts'

/** Whether the root layout has marked the page hydrated (app/root.tsx). */
export function isHydrated(root: HTMLElement = document.documentElement): boolean {
  return root.hasAttribute(HYDRATED_ATTRIBUTE)
}

/**
 * Runs `callback` once, in the microtask after the root layout marks the page hydrated (at once if
 * it already is): before any other event reaches the page.
 */
export function whenHydrated(callback: () => void, root: HTMLElement = document.documentElement): void {
  if (isHydrated(root)) {
    callback()
    return
  }
  new MutationObserver((_, observer) => {
    if (!isHydrated(root)) return
    observer.disconnect()
    callback()
  }).observe(root, { attributes: true, attributeFilter: [HYDRATED_ATTRIBUTE] })
}
