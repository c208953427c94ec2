import { useEffect, useId, useLayoutEffect, useState, type FocusEvent, type PointerEvent } from 'react'
import Autoplay from 'embla-carousel-autoplay'
import useEmblaCarousel from 'embla-carousel-react'
import { PROMO_AUTOPLAY_MS, PROMO_SLIDES_PER_VIEW, PROMO_TRANSITION_MS } from '#app/config/ui-timing.ts'
import { REDUCED_MOTION_MEDIA_QUERY, useMediaQuery } from '#app/lib/browser-hooks.ts'
import { NextIcon, PauseIcon, PlayIcon, PreviousIcon } from '#app/components/ui/playback-icons.tsx'
import { ResponsiveImage } from '#app/components/ui/responsive-image.tsx'
import { emblaDurationFor } from '#app/lib/embla-duration.ts'
import { useImmediateReducer } from '#app/lib/immediate-reducer.ts'
import { useRefAfterLoad } from '#app/lib/page-loaded.ts'
import type { PromoCarouselContent } from '#content/home.ts'
import {
  counterText,
  initialPromoState,
  isAutoplayRunning,
  isNextDisabled,
  isPreviousDisabled,
  promoReducer,
  type PromoState,
} from './promo-carousel-state.ts'
import { createSwipeTracker } from './promo-swipe.ts'
import styles from './promo-carousel.module.css'

type EmblaOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>

const SLIDE_IMAGE_SIZES = '(min-width: 1200px) 1152px, calc(100vw - 2rem)'

function createPromoAutoplay() {
  return Autoplay({
    delay: PROMO_AUTOPLAY_MS,
    // promo-carousel-state.ts decides when autoplay runs; the effects below start and stop it.
    playOnInit: false,
    // The plugin stops itself when a drag starts; the pointerUp handler below starts it again.
    stopOnInteraction: true,
    stopOnFocusIn: false,
    stopOnMouseEnter: false,
  })
}

/**
 * spec §2.6, §4: the promotional carousel. promo-carousel-state.ts holds every rule and is the only
 * source of truth for the slide shown and for autoplay; Embla draws it (sliding in
 * PROMO_TRANSITION_MS, following drags), and its autoplay plugin keeps the PROMO_AUTOPLAY_MS timer.
 */
export function PromoCarousel({ content }: { content: PromoCarouselContent }) {
  const titleId = useId()
  const { labels } = content
  const reducedMotion = useMediaQuery(REDUCED_MOTION_MEDIA_QUERY)
  const [state, apply, currentState] = useImmediateReducer(promoReducer, () => initialPromoState(content.slides.length))
  const [swipe] = useState(createSwipeTracker)
  const [options] = useState<EmblaOptions>(() => ({
    loop: true,
    slidesToScroll: PROMO_SLIDES_PER_VIEW,
    duration: emblaDurationFor(PROMO_TRANSITION_MS),
    watchDrag: swipe.watchDrag,
  }))
  const [autoplay] = useState(createPromoAutoplay)
  const [plugins] = useState(() => [autoplay])
  const [setViewport, emblaApi] = useEmblaCarousel(options, plugins)
  // Embla measures the page when it starts: only once the page has loaded, in a task of its own.
  const viewportRef = useRefAfterLoad(setViewport)
  const running = isAutoplayRunning(state)

  // Reduced motion: nothing moves by itself until the visitor presses play.
  useEffect(() => {
    if (reducedMotion) apply({ type: 'reducedMotion' })
  }, [reducedMotion, apply])

  // Embla shows the state's slide (reduced motion: no slide animation).
  useEffect(() => {
    if (emblaApi && emblaApi.selectedScrollSnap() !== state.index) emblaApi.scrollTo(state.index, reducedMotion)
  }, [emblaApi, state.index, reducedMotion])

  // The timer runs only while the rules say so, and starts over after every manual move. A layout
  // effect, so it is armed in the same commit that enables the controls.
  useLayoutEffect(() => {
    if (!emblaApi) return
    if (running) autoplay.play()
    else autoplay.stop()
  }, [emblaApi, autoplay, running, state.manualMoves])

  // What Embla reports back: a tick of the autoplay timer, the end of a drag, a new measurement.
  useLayoutEffect(() => {
    if (!emblaApi) return
    const show = (next: PromoState) => emblaApi.scrollTo(next.index, reducedMotion)
    const onAutoplayTick = () => {
      const next = apply({ type: 'autoplayTick' })
      if (emblaApi.selectedScrollSnap() !== next.index) show(next)
    }
    const onPointerUp = () => {
      const travel = swipe.take()
      const next = travel ? apply({ type: 'swipe', ...travel }) : currentState()
      // Embla picked its own target for the drag; the rules' slide wins (a short drag snaps back).
      show(next)
      if (isAutoplayRunning(next)) autoplay.play()
    }
    const onReInit = () => {
      const next = apply({ type: 'resize', count: emblaApi.scrollSnapList().length })
      show(next)
      // Re-initialising re-creates the plugin, stopped.
      if (isAutoplayRunning(next)) autoplay.play()
    }
    emblaApi.on('autoplay:select', onAutoplayTick).on('pointerUp', onPointerUp).on('reInit', onReInit)
    return () => {
      emblaApi.off('autoplay:select', onAutoplayTick).off('pointerUp', onPointerUp).off('reInit', onReInit)
    }
  }, [emblaApi, autoplay, apply, currentState, swipe, reducedMotion])

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'touch') apply({ type: 'pointerEnter' })
  }
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'touch') apply({ type: 'pointerLeave' })
  }
  // Keyboard focus (not a mouse click on a button) holds the carousel still while it stays inside.
  const onFocus = (event: FocusEvent) => {
    if (event.target instanceof Element && event.target.matches(':focus-visible')) apply({ type: 'focusIn' })
  }
  const onBlur = (event: FocusEvent) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) apply({ type: 'focusOut' })
  }

  const total = state.count
  const position = state.index + 1
  const ready = emblaApi !== undefined

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
              {content.slides.map((slide, index) => (
                <div
                  key={slide.id}
                  className={styles.slide}
                  role="group"
                  aria-roledescription="diapositiva"
                  aria-label={labels.slide(index + 1, content.slides.length)}
                  aria-hidden={index === state.index ? undefined : true}
                >
                  <ResponsiveImage image={slide.image} sizes={SLIDE_IMAGE_SIZES} className={styles.image} />
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
              disabled={!ready}
              // spec §4: shown disabled on the first slide, though swipe and autoplay wrap. aria-disabled
              // keeps the button focusable, so keyboard focus is not lost when it turns disabled.
              aria-disabled={isPreviousDisabled(state) ? true : undefined}
              onClick={() => apply({ type: 'previousButton' })}
            >
              <PreviousIcon />
              <span className="sr-only">{labels.previous}</span>
            </button>
            <div className="carousel-dots" role="group" aria-label={labels.dots}>
              {content.slides.map((slide, index) => (
                <button
                  key={slide.id}
                  type="button"
                  className={`carousel-dot ${styles.dot}`}
                  disabled={!ready}
                  aria-label={labels.dot(index + 1)}
                  aria-current={index === state.index ? 'true' : undefined}
                  onClick={() => apply({ type: 'dot', index })}
                />
              ))}
            </div>
            <button
              type="button"
              className={`round-control ${styles.arrow}`}
              disabled={!ready}
              aria-disabled={isNextDisabled(state) ? true : undefined}
              onClick={() => apply({ type: 'nextButton' })}
            >
              <NextIcon />
              <span className="sr-only">{labels.next}</span>
            </button>
            <button type="button" className="round-control" disabled={!ready} onClick={() => apply({ type: 'toggleAutoplay' })}>
              {state.autoplay ? <PauseIcon /> : <PlayIcon />}
              <span className="sr-only">{state.autoplay ? labels.playback.pause : labels.playback.resume}</span>
            </button>
            {/* Announced only while nothing moves by itself: no chatter every few seconds. */}
            <p className={styles.counter} aria-live={running ? 'off' : 'polite'} aria-atomic="true">
              <span aria-hidden="true">{counterText(state)}</span>
              <span className="sr-only">{labels.counter(position, total)}</span>
            </p>
          </div>
        </div>
      </div>
    </section>
  )
}
