/**
 * When the page's code may start without competing with its first screen (docs/start-up.md):
 * once the page is parsed and its first-screen images (marked high priority, and in view) are
 * painted, which their Element Timing entries report, or where the browser has no Element Timing,
 * once they have arrived; an image that fails is not waited for. A page without such an image
 * (text, a form) waits for the first largest-paint report of a frame painted after it was parsed;
 * where the browser has no such report, it starts at once. At the latest two frames after `load`
 * and the decoding of those images (a tab in the background paints no frame: at once). A person
 * who acts first gets the page's code at once.
 */
const ACTIONS = ['pointerdown', 'keydown', 'focusin', 'visibilitychange'] as const

const supports = (type: string) => PerformanceObserver.supportedEntryTypes.includes(type)

function waitForImages(parsedAt: number, inView: readonly HTMLImageElement[], start: () => void): HTMLImageElement[] {
  const reportsPaint = supports('element')
  const pending = inView.filter((image) => !(image.complete && (!reportsPaint || image.naturalWidth === 0)))
  if (pending.length === 0) {
    if (!supports('largest-contentful-paint')) start()
    else {
      new PerformanceObserver((entries) => {
        if (entries.getEntries().some((entry) => entry.startTime >= parsedAt)) start()
      }).observe({ type: 'largest-contentful-paint', buffered: true })
    }
    return pending
  }
  let left = pending.length
  const done = () => {
    left -= 1
    if (left === 0) start()
  }
  if (reportsPaint) {
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries()) {
        if ('element' in entry && pending.includes(entry.element as HTMLImageElement)) done()
      }
    }).observe({ type: 'element', buffered: true })
  }
  for (const image of pending) {
    for (const type of reportsPaint ? ['error'] : ['load', 'error']) image.addEventListener(type, done, { once: true })
  }
  return pending
}

/** Calls `start` (which runs once) when the first screen is painted, or when the person acts. */
export function afterFirstScreen(doc: Document, start: () => void): void {
  let firstScreen: HTMLImageElement[] = []
  // Which marked images are in view, an IntersectionObserver tells after the browser's own first
  // layout: reading their boxes here would force that layout into this task.
  doc.addEventListener('DOMContentLoaded', (parsed) => {
    const marked = [...doc.querySelectorAll<HTMLImageElement>('img[fetchpriority=high][elementtiming]')]
    if (marked.length === 0) {
      firstScreen = waitForImages(parsed.timeStamp, [], start)
      return
    }
    const observer = new IntersectionObserver((entries) => {
      observer.disconnect()
      const inView = entries.filter((entry) => entry.isIntersecting && entry.boundingClientRect.width > 0)
      firstScreen = waitForImages(
        parsed.timeStamp,
        inView.map((entry) => entry.target as HTMLImageElement),
        start,
      )
    })
    for (const image of marked) observer.observe(image)
  })
  addEventListener(
    'load',
    () => {
      if (doc.hidden) {
        start()
        return
      }
      void Promise.all(firstScreen.map((image) => image.decode().catch(() => {}))).then(() =>
        requestAnimationFrame(() => requestAnimationFrame(start)),
      )
    },
    { once: true },
  )
  for (const type of ACTIONS) addEventListener(type, start, { once: true, passive: true, capture: true })
}
