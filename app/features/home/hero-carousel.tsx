import { useId, useLayoutEffect, useState } from 'react'
import { Link } from 'react-router'
import Autoplay from 'embla-carousel-autoplay'
import useEmblaCarousel from 'embla-carousel-react'
import { HERO_FIRST_SLIDE_MS, HERO_NEXT_SLIDE_MS, HOME_HERO_HEIGHT_VH } from '#app/config/ui-timing.ts'
import { REDUCED_MOTION_MEDIA_QUERY, useMediaQuery } from '#app/lib/browser-hooks.ts'
import { HeroPlaybackButton, usePauseChoice } from '#app/components/ui/hero-playback.tsx'
import { VideoHero } from '#app/components/ui/video-hero.tsx'
import { VideoLoop } from '#app/components/ui/video-loop.tsx'
import { useRefAfterLoad } from '#app/lib/page-loaded.ts'
import type { HomeHeroContent } from '#content/home.ts'
import styles from './hero-carousel.module.css'

type EmblaOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>

/** No swiping on the hero: it is a backdrop, moved by its timer and its dots only. */
const HERO_EMBLA_OPTIONS: EmblaOptions = { loop: true, watchDrag: false }

/**
 * spec §4, §9: the first slide stays HERO_FIRST_SLIDE_MS, every later one HERO_NEXT_SLIDE_MS, and the
 * cycle wraps. Read as a delay per slide (so the first slide gets its longer time again after each
 * wrap), which is how the autoplay plugin takes it.
 */
export function heroSlideDelays(count: number): number[] {
  return Array.from({ length: count }, (_, index) => (index === 0 ? HERO_FIRST_SLIDE_MS : HERO_NEXT_SLIDE_MS))
}

function createHeroAutoplay() {
  return Autoplay({
    delay: (snaps) => heroSlideDelays(snaps.length),
    // Started and stopped by the effect below, from the pause button and the motion preference.
    playOnInit: false,
    stopOnInteraction: false,
    stopOnFocusIn: false,
    stopOnMouseEnter: false,
  })
}

/**
 * spec §2.6, §4: the home hero, four muted looping videos that take turns by themselves, with the
 * page's `<h1>` over them. A visible button pauses both the turns and the video (WCAG 2.2.2);
 * under prefers-reduced-motion it starts paused on the first poster.
 */
export function HeroCarousel({ content }: { content: HomeHeroContent }) {
  const headingId = useId()
  const reducedMotion = useMediaQuery(REDUCED_MOTION_MEDIA_QUERY)
  const [autoplay] = useState(createHeroAutoplay)
  const [plugins] = useState(() => [autoplay])
  const [setViewport, emblaApi] = useEmblaCarousel(HERO_EMBLA_OPTIONS, plugins)
  // Embla measures the page when it starts: only once the page has loaded, in a task of its own.
  const viewportRef = useRefAfterLoad(setViewport)
  const [selected, setSelected] = useState(0)
  const [paused, togglePaused] = usePauseChoice()
  const total = content.slides.length

  // Layout effects: the timer is armed in the same commit that enables the controls.
  useLayoutEffect(() => {
    if (!emblaApi) return
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap())
    // A resize re-creates the plugin, stopped: start it again unless paused.
    const onReInit = () => {
      onSelect()
      if (!paused) autoplay.play()
    }
    emblaApi.on('select', onSelect).on('reInit', onReInit)
    if (paused) autoplay.stop()
    else autoplay.play()
    return () => {
      emblaApi.off('select', onSelect).off('reInit', onReInit)
    }
  }, [emblaApi, autoplay, paused])

  const goTo = (index: number) => {
    if (!emblaApi) return
    emblaApi.scrollTo(index, reducedMotion)
    // A manual move gives the new slide its full time.
    autoplay.reset()
  }

  const controls = (
    <div className={styles.controls} role="group" aria-label={content.controlsLabel}>
      <div className="carousel-dots">
        {content.slides.map((slide, index) => (
          <button
            key={slide.src}
            type="button"
            className={`carousel-dot ${styles.dot}`}
            aria-label={content.dotLabel(index + 1)}
            aria-current={index === selected ? 'true' : undefined}
            // Until Embla starts, once the page has loaded. aria-disabled rather than disabled: turning
            // a native disabled off restyles every rule on :disabled and :enabled, in the commit.
            aria-disabled={emblaApi ? undefined : true}
            onClick={() => goTo(index)}
          />
        ))}
      </div>
      <HeroPlaybackButton paused={paused} onToggle={togglePaused} labels={content.playback} />
    </div>
  )

  const media = (
    <div className={styles.viewport} ref={viewportRef} role="group" aria-label={content.slidesLabel}>
      <div className={styles.container}>
        {content.slides.map((slide, index) => (
          <div
            key={slide.src}
            className={styles.slide}
            role="group"
            aria-roledescription="diapositiva"
            aria-label={content.slideLabel(index + 1, total)}
            aria-hidden={index === selected ? undefined : true}
          >
            <VideoLoop
              video={slide}
              playing={!paused && index === selected}
              preload={index === 0 ? 'metadata' : 'none'}
              posterSizes="(orientation: portrait) 153vh, 100vw"
              posterPriority={index === 0}
              deferred={index !== 0}
            />
          </div>
        ))}
      </div>
    </div>
  )

  return (
    <VideoHero
      headingId={headingId}
      title={content.title}
      lead={content.lead}
      heightVh={HOME_HERO_HEIGHT_VH}
      media={media}
      actions={
        <Link to={content.action.to} className={styles.action}>
          {content.action.label}
        </Link>
      }
      controls={controls}
    />
  )
}
