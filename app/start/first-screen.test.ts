import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterFirstScreen } from './first-screen.ts'

/** jsdom reports no paint: the browser's observers are played by the test. */
class FakePerformanceObserver {
  static supportedEntryTypes: string[] = []
  static observers: { type: string; callback: (list: { getEntries(): object[] }) => void }[] = []

  constructor(private readonly callback: (list: { getEntries(): object[] }) => void) {}

  observe({ type }: { type: string }) {
    FakePerformanceObserver.observers.push({ type, callback: this.callback })
  }

  static report(type: string, entries: object[]) {
    for (const observer of FakePerformanceObserver.observers.filter((candidate) => candidate.type === type)) {
      observer.callback({ getEntries: () => entries })
    }
  }
}

class FakeIntersectionObserver {
  static latest: FakeIntersectionObserver | undefined
  readonly targets: Element[] = []

  constructor(private readonly callback: (entries: object[]) => void) {
    FakeIntersectionObserver.latest = this
  }

  observe(target: Element) {
    this.targets.push(target)
  }

  disconnect() {}

  /** The browser's first layout: these of the observed images are in view, the others below it. */
  static lay(inView: readonly Element[]) {
    const observer = FakeIntersectionObserver.latest!
    observer.callback(observer.targets.map((target) => ({ target, isIntersecting: inView.includes(target), boundingClientRect: { width: 390 } })))
  }
}

function markedImage(): HTMLImageElement {
  const image = document.createElement('img')
  image.setAttribute('fetchpriority', 'high')
  image.setAttribute('elementtiming', 'hero')
  Object.defineProperty(image, 'complete', { value: false })
  document.body.append(image)
  return image
}

/** The page parsed: returns when, on the clock entries are compared with. */
function parsed(): number {
  const event = new Event('DOMContentLoaded')
  document.dispatchEvent(event)
  return event.timeStamp
}

function watchedPage() {
  const start = vi.fn()
  afterFirstScreen(document, start)
  return start
}

beforeEach(() => {
  document.body.innerHTML = ''
  FakePerformanceObserver.observers = []
  FakePerformanceObserver.supportedEntryTypes = ['element', 'largest-contentful-paint']
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver)
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('afterFirstScreen', () => {
  it('starts a page of text at its first largest paint after parsing, not at one reported before', () => {
    const start = watchedPage()
    const parsedAt = parsed()
    FakePerformanceObserver.report('largest-contentful-paint', [{ startTime: parsedAt - 1 }])
    expect(start).not.toHaveBeenCalled()
    FakePerformanceObserver.report('largest-contentful-paint', [{ startTime: parsedAt + 1 }])
    expect(start).toHaveBeenCalled()
  })

  it('starts a page of text at once where the browser reports no largest paint', () => {
    FakePerformanceObserver.supportedEntryTypes = []
    const start = watchedPage()
    parsed()
    expect(start).toHaveBeenCalled()
  })

  it('waits for the paint of every first-screen image in view, and not for one out of view', () => {
    const [first, second] = [markedImage(), markedImage()]
    markedImage()
    const start = watchedPage()
    parsed()
    FakeIntersectionObserver.lay([first!, second!])
    FakePerformanceObserver.report('element', [{ element: first }])
    expect(start).not.toHaveBeenCalled()
    FakePerformanceObserver.report('element', [{ element: second }])
    expect(start).toHaveBeenCalled()
  })

  it('does not wait for a first-screen image that fails to load', () => {
    const image = markedImage()
    const start = watchedPage()
    parsed()
    FakeIntersectionObserver.lay([image])
    image.dispatchEvent(new Event('error'))
    expect(start).toHaveBeenCalled()
  })

  it('waits for the image to arrive where the browser has no Element Timing', () => {
    FakePerformanceObserver.supportedEntryTypes = ['largest-contentful-paint']
    const image = markedImage()
    const start = watchedPage()
    parsed()
    FakeIntersectionObserver.lay([image])
    expect(start).not.toHaveBeenCalled()
    image.dispatchEvent(new Event('load'))
    expect(start).toHaveBeenCalled()
  })

  it('starts at once when the person acts before the first screen is painted', () => {
    markedImage()
    const start = watchedPage()
    parsed()
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }))
    expect(start).toHaveBeenCalled()
  })
})
