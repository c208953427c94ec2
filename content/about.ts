import { paths } from '#contracts/site-paths.ts'
import { brand } from './identity.ts'
import { imageUrl, media, type ResponsiveImageAsset, type SingleFileAsset } from './media.ts'
import type { PageMetaContent } from './types.ts'

/**
 * The about page, Conócenos (spec §2.9): history, mission, vision and values, the social movement
 * that promotes the institute and the logo files. The facts (2016, 140 students, two programmes;
 * 1974, 32 states) are the spec's; the wording around them is ours.
 */

export const aboutPage = {
  title: 'Conócenos',
  description: `Nuestra historia desde 2016, nuestra misión, visión y valores, el movimiento social que impulsa al ${brand.acronym} y sus logotipos para descargar.`,
  path: paths.conocenos,
  image: imageUrl(media.about.history, media.about.history.width, 'webp'),
} satisfies PageMetaContent

/** A figure shown large with its meaning under it, e.g. '2016' / 'inicio de clases'. */
export interface Fact {
  value: string
  label: string
}

export interface StoryContent {
  title: string
  paragraphs: readonly string[]
  facts: readonly Fact[]
  image: ResponsiveImageAsset
}

export interface LogoFile {
  asset: SingleFileAsset
  /** What the file is, shown on its card. */
  label: string
  format: 'SVG' | 'PNG'
  /** Shown on a dark tile: the white logo disappears on white. */
  onDark: boolean
  /** The name the browser saves it under. */
  fileName: string
}

/** spec §2.9 */
export const HISTORY_FACTS = { firstClassesYear: 2016, firstStudents: 140, firstProgrammes: 2 } as const
export const MOVEMENT_FACTS = { foundedYear: 1974, states: 32 } as const

export const aboutContent = {
  hero: {
    title: 'Conócenos',
    lead: 'Una comunidad que enciende la antorcha del saber en Coahuila.',
    video: media.about.hero,
    playback: { pause: 'Pausar video', resume: 'Reanudar video' },
  },
  history: {
    title: 'Nuestra historia',
    paragraphs: [
      `El ${brand.acronym} abrió sus puertas en ${HISTORY_FACTS.firstClassesYear}: ese año comenzaron las clases con ${HISTORY_FACTS.firstStudents} estudiantes inscritos en dos programas.`,
      'Desde entonces hemos crecido hasta ocho campus en Coahuila, con bachillerato, licenciaturas, maestrías y un doctorado, sin perder el trato cercano de aquel primer grupo.',
    ],
    facts: [
      { value: String(HISTORY_FACTS.firstClassesYear), label: 'año en que comenzaron las clases' },
      { value: String(HISTORY_FACTS.firstStudents), label: 'estudiantes en la primera generación' },
      { value: String(HISTORY_FACTS.firstProgrammes), label: 'programas de estudio al abrir' },
    ],
    image: media.about.history,
  } satisfies StoryContent,
  principles: {
    title: 'Misión, visión y valores',
    mission: {
      title: 'Misión',
      text: 'Formar personas íntegras y preparadas, con educación de calidad accesible para las familias de nuestra región.',
    },
    vision: {
      title: 'Visión',
      text: 'Ser la institución educativa de referencia en Coahuila por la calidad de sus egresados y su compromiso con la comunidad.',
    },
    values: {
      title: 'Valores',
      items: ['Respeto', 'Responsabilidad', 'Honestidad', 'Solidaridad', 'Compromiso social', 'Excelencia'],
    },
  },
  movement: {
    title: 'El movimiento que nos impulsa',
    paragraphs: [
      `Al ${brand.acronym} lo impulsa un movimiento social fundado en ${MOVEMENT_FACTS.foundedYear}, que trabaja por el acceso a la educación, la vivienda y el bienestar de las familias.`,
      `Hoy ese movimiento está presente en los ${MOVEMENT_FACTS.states} estados de la República, y la educación es una de sus causas principales.`,
    ],
    facts: [
      { value: String(MOVEMENT_FACTS.foundedYear), label: 'año de fundación del movimiento' },
      { value: String(MOVEMENT_FACTS.states), label: 'estados de la República donde está presente' },
    ],
    image: media.about.movement,
  } satisfies StoryContent,
  logos: {
    title: 'Recursos de logotipo',
    lead: 'Descarga nuestro logotipo para tus materiales. Úsalo sin deformarlo ni cambiar sus colores.',
    download: (file: LogoFile) => `Descargar ${file.label.toLowerCase()} (${file.format})`,
    files: [
      { asset: media.about.logos.colorSvg, label: 'Logotipo a color', format: 'SVG', onDark: false, fileName: `logotipo-${brand.acronym.toLowerCase()}-color.svg` },
      { asset: media.about.logos.whiteSvg, label: 'Logotipo en blanco', format: 'SVG', onDark: true, fileName: `logotipo-${brand.acronym.toLowerCase()}-blanco.svg` },
      { asset: media.about.logos.colorPng, label: 'Logotipo a color', format: 'PNG', onDark: false, fileName: `logotipo-${brand.acronym.toLowerCase()}-color.png` },
    ] satisfies readonly LogoFile[],
  },
} as const
