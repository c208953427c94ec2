import type { HeroSlides, Promotions } from '#contracts/content/home-slides.ts'
import { paths } from '#contracts/site-paths.ts'
import type { EducationLevel } from '#contracts/study-plans.ts'
import { brand } from './identity.ts'
import { media, type ResponsiveImageAsset, type SingleFileAsset } from './media.ts'
import { programPageText } from './programs/program-page-text.ts'
import { programEntries } from './programs/catalog.ts'
import type { ProgramEntry } from './programs/types.ts'
import type { PageMetaContent, PlaybackLabels } from './types.ts'

/**
 * Everything the home page says and shows (spec §2.6), section by section. The page only maps over
 * this module; the images and videos come from the media manifest.
 *
 * The hero's slides and the promotions are content records staff publish (issue 37): their shapes
 * are their schemas' (contracts/content/home-slides.ts) and `homeHero.slides`, `promoCarousel.slides`
 * are their seeds. The texts around them stay here: several are functions of a slide's position.
 */

export type { HeroSlide, HeroSlides, Promotion as PromoSlide, Promotions } from '#contracts/content/home-slides.ts'

export const homePage = {
  title: 'Bachillerato, licenciaturas y posgrados en Coahuila',
  description:
    'Bachillerato, siete licenciaturas, maestrías y doctorado en ocho campus de Coahuila. Conoce nuestra oferta académica, nuestras promociones y cómo inscribirte.',
  path: paths.home,
  image: media.shareImage.src,
} satisfies PageMetaContent

export interface HomeHeroContent {
  title: string
  lead: string
  action: { label: string; to: string }
  /** spec §3 "Home hero slide": four videos, each with its poster and description. */
  slides: HeroSlides
  /** Accessible name of the group of slides. */
  slidesLabel: string
  controlsLabel: string
  slideLabel: (position: number, total: number) => string
  dotLabel: (position: number) => string
  playback: PlaybackLabels
}

export const homeHero: HomeHeroContent = {
  title: 'Tu futuro empieza aquí',
  lead: 'Bachillerato, licenciaturas, maestrías y doctorado en ocho campus de Coahuila.',
  action: { label: 'Inscríbete', to: paths.genera },
  slides: media.homeHero,
  slidesLabel: 'Videos de presentación',
  controlsLabel: 'Controles de los videos',
  slideLabel: (position, total) => `Video ${position} de ${total}`,
  dotLabel: (position) => `Ir al video ${position}`,
  playback: { pause: 'Pausar videos', resume: 'Reanudar videos' },
}

export interface ProgramSliderItem {
  /** The level, shown above the name. */
  level: string
  name: string
  to: string
}

export interface ProgramSliderContent {
  title: string
  items: readonly ProgramSliderItem[]
  playback: PlaybackLabels
}

const LEVELS_IN_SLIDER_ORDER: readonly EducationLevel[] = ['bachillerato', 'licenciatura', 'maestria', 'doctorado']

/**
 * spec §2.1: the slider also names a master's with no page, linked to posgrado/maestria/educacion
 * (the visitor lands on the not-found page), first among the master's degrees. Kept as recorded.
 */
const SLIDER_ITEMS_WITHOUT_PAGE: Partial<Record<EducationLevel, readonly ProgramSliderItem[]>> = {
  maestria: [
    { level: programPageText.levelLabels.maestria, name: 'Educación en Competencias', to: paths.homeLinksAsRecorded.maestriaEducacionUnrouted },
  ],
}

/** spec §2.1: the home page links juicios-orales by its misspelling; a 301 takes it to the page. */
const homeLinkTo = (path: string) =>
  path === paths.juiciosOralesRedirectTarget ? paths.homeLinksAsRecorded.juiciosOralesMisspelled : path

/** One item per programme, level by level, in the records' order. */
export function programSliderItems(records: readonly ProgramEntry[]): ProgramSliderItem[] {
  return LEVELS_IN_SLIDER_ORDER.flatMap((level) => [
    ...(SLIDER_ITEMS_WITHOUT_PAGE[level] ?? []),
    ...records
      .filter((program) => program.level === level)
      .map((program) => ({ level: programPageText.levelLabels[level], name: program.shortName, to: homeLinkTo(program.path) })),
  ])
}

export const programSlider: ProgramSliderContent = {
  title: 'Nuestros programas',
  playback: { pause: 'Pausar programas', resume: 'Reanudar programas' },
  items: programSliderItems(programEntries),
}

const firstProgramPath = (level: EducationLevel): string => {
  const program = programEntries.find((record) => record.level === level)
  if (!program) throw new Error(`No hay programas de ${level}`)
  return program.path
}

export interface OfferCard {
  title: string
  description: string
  to: string
  image: ResponsiveImageAsset
}

/** The offer grid's words; `all` links the programme finder under the cards (issue 39). */
export interface OfferGridContent {
  title: string
  lead: string
  more: string
  cards: readonly OfferCard[]
  all: { label: string; to: string }
}

export const offerGrid: OfferGridContent = {
  title: 'Oferta académica',
  lead: 'Elige el nivel de estudios que buscas y conoce sus programas.',
  more: 'Conoce más',
  all: { label: 'Ver toda la oferta educativa y comparar programas', to: paths.oferta },
  cards: [
    {
      title: 'Bachillerato',
      description: 'Bachillerato general en dos años, escolarizado, en línea, nocturno o sabatino.',
      to: firstProgramPath('bachillerato'),
      image: media.offer.bachillerato,
    },
    {
      title: 'Licenciatura',
      description: 'Siete licenciaturas para tu desarrollo profesional, desde Derecho hasta Expresión Artística.',
      // The card opens the first licenciatura of the menu; the others are one click away there.
      to: firstProgramPath('licenciatura'),
      image: media.offer.licenciatura,
    },
    {
      title: 'Posgrado',
      description: 'Maestrías en Pedagogía y Juicios Orales, y el Doctorado en Gestión Educativa.',
      // spec §2.1: the home cards link to the misspelled jucios-orales (301 → juicios-orales).
      to: paths.homeLinksAsRecorded.juiciosOralesMisspelled,
      image: media.offer.posgrado,
    },
    {
      title: 'Educación Continua',
      description: 'Cursos y diplomados para seguir aprendiendo a tu ritmo.',
      // Continuing education has no page in the route table (spec §2.1): like the other links
      // without a destination, it goes to the maintenance page.
      to: paths.mantenimiento,
      image: media.offer.educacionContinua,
    },
  ],
}

export interface PromoCarouselContent {
  title: string
  subtitle: string
  /** spec §3 "Promo slide". `desde` and `hasta` bound the days each shows (`isPromotionShownOn`); the carousel does not read them yet. */
  slides: Promotions
  labels: {
    previous: string
    next: string
    dots: string
    dot: (position: number) => string
    slide: (position: number, total: number) => string
    /** What the counter's live region says (the screen shows 'current / total'). */
    counter: (position: number, total: number) => string
    playback: PlaybackLabels
  }
}

const [promoImage1, promoImage2, promoImage3] = media.promo

export const promoCarousel: PromoCarouselContent = {
  title: 'Descubre nuestras mejores ofertas',
  subtitle: 'Aprovecha nuestras promociones especiales',
  slides: [
    {
      id: 1,
      image: promoImage1,
      title: 'Inscríbete Gratis',
      description: 'Inscripción gratuita durante todo el mes de agosto en la modalidad en línea.',
    },
    {
      id: 2,
      image: promoImage2,
      title: 'Licenciaturas y Maestrías',
      description: 'Promoción para participantes y doctorados. Oferta por tiempo limitado.',
    },
    {
      id: 3,
      image: promoImage3,
      title: 'Excelencia Académica',
      description: `El ${brand.acronym} y el SINE, reconocidos por su excelencia académica.`,
    },
  ],
  labels: {
    previous: 'Anterior',
    next: 'Siguiente',
    dots: 'Elegir promoción',
    dot: (position) => `Ir a la promoción ${position}`,
    slide: (position, total) => `${position} de ${total}`,
    counter: (position, total) => `Promoción ${position} de ${total}`,
    playback: { pause: 'Pausar promociones', resume: 'Reanudar promociones' },
  },
}

export const blogTeaser = {
  title: 'Nuestro blog',
  text: 'Noticias, consejos de estudio y la vida diaria de nuestra comunidad.',
  /** Opens the published identity's blog. */
  linkLabel: 'IR AL BLOG',
  image: media.blog,
  latestNews: { heading: 'Últimas noticias', all: 'Todas las noticias', count: 3 },
} as const

const ACTIVITY_CAPTIONS = [
  'Ceremonia de graduación',
  'Torneo interno de básquetbol',
  'Feria de ciencias',
  'Semana cultural',
  'Taller de oratoria',
  'Festival de danza contemporánea',
  'Visita a la biblioteca',
  'Jornada de voluntariado',
] as const

export const activities = {
  title: 'Nuestras Últimas Actividades',
  tiles: media.activities.map((image, i) => ({ image, caption: ACTIVITY_CAPTIONS[i] ?? '' })),
} as const

export const partnerStrip: { title: string; logos: readonly SingleFileAsset[]; playback: PlaybackLabels } = {
  title: 'Nuestros aliados',
  logos: media.partners,
  playback: { pause: 'Pausar logotipos', resume: 'Reanudar logotipos' },
}
