import { useCallback, useId, useLayoutEffect, useState, useSyncExternalStore, type FocusEvent, type PointerEvent } from 'react'
import Autoplay from 'embla-carousel-autoplay'
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react'
import { PROMO_AUTOPLAY_MS, PROMO_EMBLA_DURATION, PROMO_SLIDES_PER_VIEW } from '#app/config/ui-timing.ts'
import { REDUCED_MOTION_MEDIA_QUERY, useMediaQuery } from '#app/lib/browser-hooks.ts'
import { usePauseChoice } from '#app/components/ui/hero-playback.tsx'
import { NextIcon, PauseIcon, PlayIcon, PreviousIcon } from '#app/components/ui/playback-icons.tsx'
import { ResponsiveImage } from '#app/components/ui/responsive-image.tsx'
import { useRefAfterLoad } from '#app/lib/page-loaded.ts'
import { wrapIndex } from '#app/lib/slide-index.ts'
import type { PromoCarouselContent } from '#content/home.ts'
import { createSwipeTracker } from './promo-swipe.ts'
import styles from './promo-carousel.module.css'

type EmblaOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>
type EmblaApi = NonNullable<UseEmblaCarouselType[1]>
type EmblaEvent = Parameters<EmblaApi['on']>[0]

const SLIDE_IMAGE_SIZES = '(min-width: 1200px) 1152px, calc(100vw - 2rem)'

/** spec §4: previous shows disabled on the first slide... */
export const isPreviousDisabled = (index: number) => index <= 0
/** ...and next on the last, although autoplay and swipe wrap. */
export const isNextDisabled = (index: number, count: number) => index >= count - 1
/** spec §2.6: the counter 'current / total'. */
export const counterText = (index: number, count: number) => `${index + 1} / ${count}`

// What the carousel shows is read from Embla. spec §4 (on resize the index stays in range): a
// resize makes Embla measure again (`reInit`) and keep its selected slide, limited to the new snaps.
const SELECTION_EVENTS: readonly EmblaEvent[] = ['select', 'reInit']
const MEASURE_EVENTS: readonly EmblaEvent[] = ['reInit']
const PLAYBACK_EVENTS: readonly EmblaEvent[] = ['autoplay:play', 'autoplay:stop']
const selectedSlide = (emblaApi: EmblaApi) => emblaApi.selectedScrollSnap()
const slideCount = (emblaApi: EmblaApi) => emblaApi.scrollSnapList().length

/**
 * A value read from Embla again each time it emits one of `events`; `fallback` until Embla has
 * started (and in the prerendered page). A primitive, so an unchanged value renders nothing.
 */
function useEmblaValue<T extends number | boolean>(
  emblaApi: EmblaApi | undefined,
  events: readonly EmblaEvent[],
  read: (emblaApi: EmblaApi) => T,
  fallback: T,
): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      for (const event of events) emblaApi?.on(event, onChange)
      return () => {
        for (const event of events) emblaApi?.off(event, onChange)
      }
    },
    [emblaApi, events],
  )
  return useSyncExternalStore(subscribe, () => (emblaApi ? read(emblaApi) : fallback), () => fallback)
}

function createPromoAutoplay() {
  return Autoplay({
    delay: PROMO_AUTOPLAY_MS,
    // spec §4: autoplay is on from the start (the layout effect below stops it where the rules say).
    playOnInit: true,
    // The plugin stops itself when a drag starts; the pointerUp handler below hands it back to the rules.
    stopOnInteraction: true,
    stopOnFocusIn: false,
    stopOnMouseEnter: false,
  })
}

/**
 * spec §2.6, §4: the promotional carousel. Embla is the only source of truth for the slide shown
 * (it slides in PROMO_TRANSITION_MS, follows drags and wraps), and its autoplay plugin for whether
 * the PROMO_AUTOPLAY_MS timer runs; the component applies the spec's rules through Embla's API and
 * reads back what to show.
 */
export function PromoCarousel({ content }: { content: PromoCarouselContent }) {
  const titleId = useId()
  const { labels } = content
  const reducedMotion = useMediaQuery(REDUCED_MOTION_MEDIA_QUERY)
  // The play/pause button's choice: on at the start, except under reduced motion until the visitor presses play.
  const [paused, togglePaused] = usePauseChoice()
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [swipe] = useState(createSwipeTracker)
  const [options] = useState<EmblaOptions>(() => ({
    loop: true,
    slidesToScroll: PROMO_SLIDES_PER_VIEW,
    duration: PROMO_EMBLA_DURATION,
    watchDrag: swipe.watchDrag,
  }))
  const [autoplay] = useState(createPromoAutoplay)
  const [plugins] = useState(() => [autoplay])
  const [setViewport, emblaApi] = useEmblaCarousel(options, plugins)
  // Embla measures the page when it starts: only once the page has loaded, in a task of its own.
  const viewportRef = useRefAfterLoad(setViewport)

  // spec §4: autoplay runs while switched on and the pointer is not over the carousel; nor while
  // keyboard focus is inside it (WCAG 2.2.2: nothing moves while someone reads a control).
  const autoplayWanted = !paused && !hovered && !focused
  // A press before Embla has started (once the page has loaded) is kept: Embla then starts on that slide.
  const [early, setEarly] = useState(0)
  const index = useEmblaValue(emblaApi, SELECTION_EVENTS, selectedSlide, early)
  const count = useEmblaValue(emblaApi, MEASURE_EVENTS, slideCount, content.slides.length)
  // Moving only while the rules want it (the layout effect below stops it in the same commit) and
  // the plugin has not stopped itself for a drag.
  const running = useEmblaValue(emblaApi, PLAYBACK_EVENTS, () => autoplay.isPlaying(), autoplayWanted) && autoplayWanted

  // The plugin follows the rules. A layout effect, so it is armed in the same commit that enables
  // the controls. Embla re-creates the plugin when it measures again, and a drag stops it.
  useLayoutEffect(() => {
    if (!emblaApi) return
    // Reduced motion: slides jump instead of sliding.
    const follow = () => (autoplayWanted ? autoplay.play(reducedMotion) : autoplay.stop())
    const onPointerUp = () => {
      const drag = swipe.take()
      // Embla picked a slide by the drag's speed; the swipe rule's slide wins (a short drag snaps back).
      if (drag) emblaApi.scrollTo(wrapIndex(drag.from + drag.step, emblaApi.scrollSnapList().length), reducedMotion)
      follow()
    }
    emblaApi.on('pointerUp', onPointerUp).on('reInit', follow)
    follow()
    return () => {
      emblaApi.off('pointerUp', onPointerUp).off('reInit', follow)
    }
  }, [emblaApi, autoplay, swipe, autoplayWanted, reducedMotion])

  useLayoutEffect(() => {
    if (emblaApi && early !== 0) emblaApi.scrollTo(early, true)
  }, [emblaApi, early])

  // spec §4: a manual move restarts the autoplay timer (if it runs; otherwise it starts afresh when it does).
  const goTo = (target: number) => {
    if (!emblaApi) {
      setEarly(wrapIndex(target, content.slides.length))
      return
    }
    emblaApi.scrollTo(target, reducedMotion)
    autoplay.reset()
  }

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'touch') setHovered(true)
  }
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'touch') setHovered(false)
  }
  // Keyboard focus (not a mouse click on a button) holds the carousel still while it stays inside.
  const onFocus = (event: FocusEvent) => {
    if (event.target instanceof Element && event.target.matches(':focus-visible')) setFocused(true)
  }
  const onBlur = (event: FocusEvent) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setFocused(false)
  }

  const previousDisabled = isPreviousDisabled(index)
  const nextDisabled = isNextDisabled(index, count)

  return (
    <section className={styles.section} aria-labelledby={titleId} aria-roledescription="carrusel">
      <div className="container">
        <header className={styles.header} data-reveal="fade-up">
          <h2 id={titleId} className={styles.title}>
            {content.title}
          </h2>
          <p className={styles.subtitle}>{content.subtitle}</p>
        </header>
        {/* Pointer and focus only pause the autoplay; every control inside is a real button. */}
        <div className="carousel-frame" onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave} onFocus={onFocus} onBlur={onBlur}>
          <div className="carousel-viewport" ref={viewportRef}>
            <div className="carousel-track">
              {content.slides.map((slide, slideIndex) => (
                <div
                  key={slide.id}
                  className={styles.slide}
                  role="group"
                  aria-roledescription="diapositiva"
                  aria-label={labels.slide(slideIndex + 1, content.slides.length)}
                  aria-hidden={slideIndex === index ? undefined : true}
                >
                  <ResponsiveImage image={slide.image} sizes={SLIDE_IMAGE_SIZES} className="carousel-photo" />
                  <div className={styles.text}>
                    <h3 className={styles.slideTitle}>{slide.title}</h3>
                    <p className={styles.slideDescription}>{slide.description}</p>
                  </div>
                </div>
              ))}
            </div>
          </div>

          <div className={styles.controls}>
            <button
              type="button"
              className={`round-control ${styles.arrow}`}
              // spec §4: shown disabled on the first slide, though swipe and autoplay wrap. aria-disabled
              // keeps the button focusable, so keyboard focus is not lost when it turns disabled.
              aria-disabled={previousDisabled ? true : undefined}
              onClick={() => {
                if (!previousDisabled) goTo(index - 1)
              }}
            >
              <PreviousIcon />
              <span className="sr-only">{labels.previous}</span>
            </button>
            <div className="carousel-dots" role="group" aria-label={labels.dots}>
              {content.slides.map((slide, slideIndex) => (
                <button
                  key={slide.id}
                  type="button"
                  className={`carousel-dot ${styles.dot}`}
                      aria-label={labels.dot(slideIndex + 1)}
                  aria-current={slideIndex === index ? 'true' : undefined}
                  onClick={() => goTo(slideIndex)}
                />
              ))}
            </div>
            <button
              type="button"
              className={`round-control ${styles.arrow}`}
              aria-disabled={nextDisabled ? true : undefined}
              onClick={() => {
                if (!nextDisabled) goTo(index + 1)
              }}
            >
              <NextIcon />
              <span className="sr-only">{labels.next}</span>
            </button>
            <button type="button" className="round-control" onClick={togglePaused}>
              {paused ? <PlayIcon /> : <PauseIcon />}
              <span className="sr-only">{paused ? labels.playback.resume : labels.playback.pause}</span>
            </button>
            {/* Announced only while nothing moves by itself: no chatter every few seconds. */}
            <p className={styles.counter} aria-live={running ? 'off' : 'polite'} aria-atomic="true">
              <span aria-hidden="true">{counterText(index, count)}</span>
              <span className="sr-only">{labels.counter(index + 1, count)}</span>
            </p>
          </div>
        </div>
      </div>
    </section>
  )
}
