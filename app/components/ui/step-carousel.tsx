import { useLayoutEffect } from 'react'
import useEmblaCarousel from 'embla-carousel-react'
import { REDUCED_MOTION_MEDIA_QUERY, useMediaQuery } from '#app/lib/browser-hooks.ts'
import { useImmediateReducer } from '#app/lib/immediate-reducer.ts'
import { useRefAfterLoad } from '#app/lib/page-loaded.ts'
import type { ResponsiveImageAsset } from '#content/media.ts'
import { NextIcon, PreviousIcon } from './playback-icons.tsx'
import { ResponsiveImage } from './responsive-image.tsx'
import { initialStepCarouselState, stepCarouselReducer } from './step-carousel-state.ts'
import styles from './step-carousel.module.css'

export interface StepCarouselSlide {
  image: ResponsiveImageAsset
  caption: string
}

export interface StepCarouselLabels {
  /** Accessible name of the carousel. */
  carousel: string
  previous: string
  next: string
  slide: (position: number, total: number) => string
  /** What the live region says after a move, e.g. 'Imagen 2 de 3'. */
  status: (position: number, total: number) => string
}

const SLIDE_IMAGE_SIZES = '(min-width: 1200px) 1152px, calc(100vw - 2rem)'

/**
 * A carousel of captioned photos moved only by its previous and next buttons (or a drag): nothing
 * moves by itself (spec §4). step-carousel-state.ts holds the rules; Embla draws the slide and
 * follows drags. Shared by the sports and culture pages.
 */
export function StepCarousel({ slides, labels }: { slides: readonly StepCarouselSlide[]; labels: StepCarouselLabels }) {
  const reducedMotion = useMediaQuery(REDUCED_MOTION_MEDIA_QUERY)
  const [state, apply] = useImmediateReducer(stepCarouselReducer, () => initialStepCarouselState(slides.length))
  const [setViewport, emblaApi] = useEmblaCarousel({ loop: false })
  // Embla measures the page when it starts: only once the page has loaded, in a task of its own.
  const viewportRef = useRefAfterLoad(setViewport)

  // Embla shows the state's slide (reduced motion: it jumps instead of sliding).
  useLayoutEffect(() => {
    if (emblaApi && emblaApi.selectedScrollSnap() !== state.index) emblaApi.scrollTo(state.index, reducedMotion)
  }, [emblaApi, state.index, reducedMotion])

  // A drag ends on a slide Embla picked: the rules take it over.
  useLayoutEffect(() => {
    if (!emblaApi) return
    const onSettle = () => apply({ type: 'settle', index: emblaApi.selectedScrollSnap() })
    emblaApi.on('settle', onSettle)
    return () => {
      emblaApi.off('settle', onSettle)
    }
  }, [emblaApi, apply])

  const total = slides.length
  const ready = emblaApi !== undefined

  return (
    <div className="carousel-frame" role="group" aria-roledescription="carrusel" aria-label={labels.carousel}>
      <div className="carousel-viewport" ref={viewportRef}>
        <div className="carousel-track">
          {slides.map((slide, index) => (
            <div
              key={slide.image.base}
              className={styles.slide}
              role="group"
              aria-roledescription="diapositiva"
              aria-label={labels.slide(index + 1, total)}
              aria-hidden={index === state.index ? undefined : true}
            >
              <figure className={styles.figure}>
                <ResponsiveImage image={slide.image} sizes={SLIDE_IMAGE_SIZES} className="carousel-photo" />
                <figcaption className={styles.caption}>{slide.caption}</figcaption>
              </figure>
            </div>
          ))}
        </div>
      </div>
      <div className={styles.controls}>
        <button type="button" className="round-control" disabled={!ready} onClick={() => apply({ type: 'previous' })}>
          <PreviousIcon />
          <span className="sr-only">{labels.previous}</span>
        </button>
        <p className={styles.status} aria-live="polite" aria-atomic="true">
          {labels.status(state.index + 1, total)}
        </p>
        <button type="button" className="round-control" disabled={!ready} onClick={() => apply({ type: 'next' })}>
          <NextIcon />
          <span className="sr-only">{labels.next}</span>
        </button>
      </div>
    </div>
  )
}
