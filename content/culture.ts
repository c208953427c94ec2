import { paths } from '#contracts/site-paths.ts'
import { brand } from './identity.ts'
import { imageUrl, media } from './media.ts'
import { stepCarouselLabels, type PhotoCard } from './sports.ts'
import type { PageMetaContent } from './types.ts'

/** The culture page, cultura (spec §2.11): hero, the teams' lynx, a carousel and three events. */

export const culturePage = {
  title: 'Cultura',
  description: `Arte, cultura y deporte en el ${brand.acronym}: danza contemporánea, teatro universitario, ensamble musical y los Linces, nuestros equipos.`,
  path: paths.cultura,
  image: imageUrl(media.culture.events.dance, media.culture.events.dance.width, 'webp'),
} satisfies PageMetaContent

const CAROUSEL_CAPTIONS = ['Muestra de fin de semestre', 'Festival de talentos', 'Concurso de fotografía'] as const

export const cultureContent = {
  hero: {
    title: 'Cultura',
    /** spec §2.11: the tagline. */
    tagline: 'El arte también enciende la antorcha del saber.',
    video: media.culture.hero,
    overlay: media.culture.overlay,
    playback: { pause: 'Pausar video', resume: 'Reanudar video' },
  },
  /** spec §2.11: the sports teams and their lynx mascot, with its nickname and two hashtags. */
  team: {
    title: 'Nuestros equipos: los Linces',
    text: 'Nuestros equipos representativos compiten con el lince en el pecho, y su mascota acompaña cada partido y cada torneo.',
    mascot: media.culture.mascot,
    nicknameLabel: 'Nuestra mascota',
    nickname: 'Chispa',
    /** One about the lynx, one about the institute's spirit. */
    hashtags: ['#SoyLince', `#Espíritu${brand.acronym}`],
  },
  carousel: {
    title: 'Vida cultural',
    slides: media.culture.carousel.map((image, i) => ({ image, caption: CAROUSEL_CAPTIONS[i] ?? '' })),
    labels: stepCarouselLabels('Fotos de la vida cultural'),
  },
  /** spec §2.11: the gallery of three events. */
  events: {
    title: 'Eventos culturales',
    cards: [
      { title: 'Danza contemporánea', text: 'Nuestra compañía presenta coreografías originales cada semestre.', image: media.culture.events.dance },
      { title: 'Teatro universitario', text: 'Obras clásicas y de autores nuevos, montadas por estudiantes.', image: media.culture.events.theatre },
      { title: 'Ensamble musical', text: 'Música en vivo en ceremonias, festivales y conciertos abiertos.', image: media.culture.events.music },
    ] satisfies readonly PhotoCard[],
  },
} as const
