import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SCROLL_REVEAL_OFFSET_PX } from '#app/config/ui-timing.ts'
import { REVEAL_READY_CLASS, startScrollReveal } from './scroll-reveal.ts'
import { resetWindow, stubMatchMedia } from '#tests/support/browser-stubs.ts'

/** A stand-in IntersectionObserver whose entries the test triggers by hand. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = []
  readonly observed = new Set<Element>()
  disconnected = false
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this)
  }
  observe(element: Element) {
    this.observed.add(element)
  }
  unobserve(element: Element) {
    this.observed.delete(element)
  }
  disconnect() {
    this.disconnected = true
    this.observed.clear()
  }
  /** The element comes into this observer's view. */
  enter(element: Element) {
    this.report([element], [])
  }
  /** One report: which observed elements are on screen and which are not. */
  report(visible: Element[], hidden: Element[]) {
    const entries = [
      ...visible.map((target) => ({ target, isIntersecting: true })),
      ...hidden.map((target) => ({ target, isIntersecting: false })),
    ] as IntersectionObserverEntry[]
    this.callback(entries, this as unknown as IntersectionObserver)
  }
}

const offsetObserver = () => FakeIntersectionObserver.instances.find((o) => o.options.rootMargin !== undefined)!
const fullyVisibleObserver = () => FakeIntersectionObserver.instances.find((o) => o.options.threshold === 1)!
/** The observer of the first start, which reports once what is already on screen. */
const firstLookObserver = () => FakeIntersectionObserver.instances.find((o) => Object.keys(o.options).length === 0)!
const html = document.documentElement

function page(markup: string) {
  document.body.innerHTML = markup
}

let stop: () => void = () => {}

/** Starts scroll-reveal on first load and lets its first look report nothing on screen. */
function startWithNothingOnScreen() {
  stop = startScrollReveal(document)
  firstLookObserver().report([], Array.from(document.querySelectorAll('[data-reveal]')))
}

beforeEach(() => {
  FakeIntersectionObserver.instances = []
  html.classList.remove(REVEAL_READY_CLASS)
  page(`
    <h1 data-reveal="fade-up">Título</h1>
    <p data-reveal="fade">Texto</p>
    <p>Sin animación</p>
  `)
})

afterEach(() => {
  stop()
  stop = () => {}
  resetWindow()
  html.classList.remove(REVEAL_READY_CLASS)
  document.body.innerHTML = ''
})

describe('scroll-reveal', () => {
  it('hides nothing until the script runs: the prerendered page is fully visible', () => {
    expect(html).not.toHaveClass(REVEAL_READY_CLASS)
  })

  it('hides nothing when the browser has no IntersectionObserver', () => {
    stubMatchMedia()
    vi.stubGlobal('IntersectionObserver', undefined)
    stop = startScrollReveal(document)
    expect(html).not.toHaveClass(REVEAL_READY_CLASS)
  })

  it('hides nothing and observes nothing under prefers-reduced-motion', () => {
    stubMatchMedia({ reducedMotion: true })
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
    stop = startScrollReveal(document)
    expect(html).not.toHaveClass(REVEAL_READY_CLASS)
    expect(FakeIntersectionObserver.instances).toHaveLength(0)
  })

  it(`reveals each element once, ${SCROLL_REVEAL_OFFSET_PX} px into the viewport`, () => {
    stubMatchMedia()
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
    stop = startScrollReveal(document)
    expect(html).not.toHaveClass(REVEAL_READY_CLASS)
    firstLookObserver().report([], Array.from(document.querySelectorAll('[data-reveal]')))

    expect(html).toHaveClass(REVEAL_READY_CLASS)
    expect(offsetObserver().options.rootMargin).toBe(`0px 0px -${SCROLL_REVEAL_OFFSET_PX}px 0px`)

    const title = document.querySelector('h1')!
    expect(offsetObserver().observed.has(title)).toBe(true)
    expect(title).not.toHaveAttribute('data-revealed')

    offsetObserver().enter(title)
    expect(title).toHaveAttribute('data-revealed', 'true')
    // Once: no longer watched by either observer.
    expect(offsetObserver().observed.has(title)).toBe(false)
    expect(fullyVisibleObserver().observed.has(title)).toBe(false)
  })

  it('reveals a short element at the end of the page once it is fully visible', () => {
    stubMatchMedia()
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
    startWithNothingOnScreen()
    const last = document.querySelector('p[data-reveal]')!
    fullyVisibleObserver().enter(last)
    expect(last).toHaveAttribute('data-revealed', 'true')
  })

  it('on first load leaves what is already on screen visible, without re-animating it', () => {
    stubMatchMedia()
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
    const title = document.querySelector('h1')!
    const text = document.querySelector('p[data-reveal]')!
    stop = startScrollReveal(document)
    firstLookObserver().report([title], [text])
    expect(html).toHaveClass(REVEAL_READY_CLASS)
    expect(title).toHaveAttribute('data-revealed', 'true')
    expect(text).not.toHaveAttribute('data-revealed')
    expect(offsetObserver().observed.has(title)).toBe(false)
    expect(offsetObserver().observed.has(text)).toBe(true)
  })

  it('watches elements added later, so they are never left hidden', async () => {
    stubMatchMedia()
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
    startWithNothingOnScreen()
    const section = document.createElement('section')
    section.innerHTML = '<h2 data-reveal="zoom-in">Nuevo</h2>'
    document.body.append(section)
    await Promise.resolve() // MutationObserver callbacks run as a microtask
    expect(offsetObserver().observed.has(section.querySelector('h2')!)).toBe(true)
  })

  it('stops observing when cleaned up', () => {
    stubMatchMedia()
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
    startWithNothingOnScreen()
    stop()
    stop = () => {}
    expect(FakeIntersectionObserver.instances.every((o) => o.disconnected)).toBe(true)
  })
})
