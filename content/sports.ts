import { paths } from '#contracts/site-paths.ts'
import { brand } from './identity.ts'
import { imageUrl, media, type ResponsiveImageAsset } from './media.ts'
import type { PageMetaContent } from './types.ts'

/** The sports page, Deportes (spec §2.10, §4). */

export const sportsPage = {
  title: 'Deportes',
  description: `Básquetbol, fútbol, natación y voleibol en el ${brand.acronym}: torneos internos, ligas, clases, competencias y equipos mixtos y femeniles.`,
  path: paths.deportes,
  image: imageUrl(media.sports.basketball, media.sports.basketball.width, 'webp'),
} satisfies PageMetaContent

/** A photo card: an image, a title and a line of text (sports, culture events). */
export interface PhotoCard {
  title: string
  text: string
  image: ResponsiveImageAsset
}

/** Labels of a carousel moved by previous/next (app/components/ui/step-carousel.tsx). */
export const stepCarouselLabels = (carousel: string) => ({
  carousel,
  previous: 'Anterior',
  next: 'Siguiente',
  slide: (position: number, total: number) => `${position} de ${total}`,
  status: (position: number, total: number) => `Imagen ${position} de ${total}`,
})

const CAROUSEL_CAPTIONS = [
  'Entrenamiento de la selección de básquetbol',
  'Final del torneo interno de fútbol',
  'Exhibición de voleibol femenil',
] as const

export const sportsContent = {
  header: 'Deportes',
  intro: 'El deporte es parte de tu formación: entrena, compite y representa a tu campus.',
  disciplines: {
    title: 'Nuestras disciplinas',
    /** spec §2.10: the four cards. */
    cards: [
      { title: 'Básquetbol', text: 'Torneos internos entre grupos y campus durante todo el ciclo escolar.', image: media.sports.basketball },
      { title: 'Fútbol', text: 'Ligas y partidos amistosos con otras escuelas de la región.', image: media.sports.football },
      { title: 'Natación', text: 'Clases para todos los niveles y competencias durante el año.', image: media.sports.swimming },
      { title: 'Voleibol', text: 'Equipos mixtos y femeniles, con entrenamientos cada semana.', image: media.sports.volleyball },
    ] satisfies readonly PhotoCard[],
  },
  /** spec §4: the sports page carousel, previous/next only. */
  carousel: {
    title: 'Vida deportiva',
    slides: media.sports.carousel.map((image, i) => ({ image, caption: CAROUSEL_CAPTIONS[i] ?? '' })),
    labels: stepCarouselLabels('Fotos de la vida deportiva'),
  },
} as const
