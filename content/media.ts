import type { ImageFormat, ResponsiveImageAsset, SingleFileAsset, VideoAsset } from '#contracts/content/media.ts'
import { imageSlotSize, type ImageSlotSize } from '#contracts/content/image-slots.ts'

/**
 * THE media manifest: every photo, video, logo and share image of the site, with its Spanish
 * alternative text, its intrinsic size and the widths it exists at. Components read these entries;
 * nothing else names a file under /media.
 *
 * The files in the repository are original generated placeholders (`npm run media:generate`,
 * scripts/media/generate.ts), so every alt text below describes the placeholder honestly. When the
 * institute replaces a file, it keeps the file name (or changes the entry here) and rewrites the
 * alt text to describe the real photo; scripts/media/media-files.test.ts then checks the new files'
 * sizes and weights against this manifest.
 */

/*
 * The entries' shapes (a photo at several widths, a video with its poster, a single file) are the
 * content schemas' (contracts/content/media.ts, issue 37): content records that show media hold them.
 */
export type { ImageFormat, ResponsiveImageAsset, SingleFileAsset, VideoAsset } from '#contracts/content/media.ts'

export { IMAGE_MIME_TYPES } from '#contracts/content/image-slots.ts'

export type MediaAsset = ResponsiveImageAsset | VideoAsset | SingleFileAsset

/** Upper bounds checked by scripts/media/media-files.test.ts (issue 3). */
export const MEDIA_BUDGET = {
  /** Any one committed media file. */
  maxFileBytes: 2 * 1024 * 1024,
  /** Each hero video loop. */
  maxVideoBytes: 600 * 1024,
  /** Everything under public/media together. */
  maxTotalBytes: 15 * 1024 * 1024,
  /** Everything the campus, Conócenos, Deportes and Cultura pages added (issue 5), together. */
  maxCampusAndPagesBytes: 6 * 1024 * 1024,
} as const

/** The folders of the media the campus, Conócenos, Deportes and Cultura pages added (issue 5). */
export const CAMPUS_AND_PAGES_MEDIA_DIRS = ['/media/campus/', '/media/conocenos/', '/media/deportes/', '/media/cultura/'] as const

/** Height of the file of `asset` at `width`, as the generator writes it (aspect ratio kept, rounded). */
export function imageHeightAt(asset: Pick<ResponsiveImageAsset, 'width' | 'height'>, width: number): number {
  return Math.round((width * asset.height) / asset.width)
}

/** URL of one file of a responsive image. */
export function imageUrl(asset: Pick<ResponsiveImageAsset, 'base'>, width: number, format: ImageFormat): string {
  return `${asset.base}-${width}.${format}`
}

/** The `srcset` of one format: every width, ascending. */
export function imageSrcSet(asset: ResponsiveImageAsset, format: ImageFormat): string {
  return asset.widths.map((width) => `${imageUrl(asset, width, format)} ${width}w`).join(', ')
}

/** Every file of a manifest entry, with the pixel size it must have. */
export function mediaFiles(asset: MediaAsset): { url: string; width: number; height: number }[] {
  switch (asset.kind) {
    case 'image':
      return asset.formats.flatMap((format) =>
        asset.widths.map((width) => ({ url: imageUrl(asset, width, format), width, height: imageHeightAt(asset, width) })),
      )
    case 'video':
      return [{ url: asset.src, width: asset.width, height: asset.height }, ...mediaFiles(asset.poster)]
    case 'svg':
    case 'png':
      return [{ url: asset.src, width: asset.width, height: asset.height }]
  }
}

const BOTH_FORMATS = ['avif', 'webp'] as const satisfies readonly ImageFormat[]
/** The two slots' sizes (IMAGE_SLOTS, contracts/content/image-slots.ts: uploads are cut to them as well). */
const WIDE = imageSlotSize('wide')
const CARD = imageSlotSize('card')

function photo(base: string, size: ImageSlotSize, alt: string): ResponsiveImageAsset {
  return { kind: 'image', base, formats: BOTH_FORMATS, ...size, alt }
}

const PLACEHOLDER = 'Imagen de ejemplo'

function heroVideo(n: number, alt: string): VideoAsset {
  return loopVideo(`/media/home/hero-${n}`, alt)
}

/** A 16:9 muted loop `${base}.mp4` with its poster `${base}-poster-*`. */
function loopVideo(base: string, alt: string): VideoAsset {
  return {
    kind: 'video',
    src: `${base}.mp4`,
    type: 'video/mp4',
    width: 1280,
    height: 720,
    alt,
    poster: photo(`${base}-poster`, { width: 1280, height: 720, widths: [640, 960, 1280] }, alt),
  }
}

/** A programme page's hero photo `/media/programas/<slug>`; `programme` as in 'para la Licenciatura en Derecho'. */
export const programHeroPhoto = (slug: string, programme: string) =>
  photo(
    `/media/programas/${slug}`,
    WIDE,
    `${PLACEHOLDER} para ${programme}: composición abstracta de círculos y franjas en azul marino y dorado.`,
  )

const TILE_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const

/** A campus page's photo `/media/campus/<slug>`. */
export const campusPhoto = (slug: string, campus: string) =>
  photo(`/media/campus/${slug}`, CARD, `${PLACEHOLDER} de la fachada del Campus ${campus}: bloques de edificio estilizados en azul y dorado.`)

const LOGO_ALT = 'Logotipo de ejemplo del instituto: una antorcha y las siglas'

function partnerLogo(n: number): SingleFileAsset {
  return { kind: 'svg', src: `/media/aliados/aliado-${n}.svg`, width: 300, height: 120, alt: `Aliado ${n}` }
}

export const media = {
  /** spec §3 "Home hero slide": four looping clips, each with its poster. */
  homeHero: [
    heroVideo(1, 'Video de ejemplo: luces doradas que se desplazan lentamente sobre un fondo azul marino.'),
    heroVideo(2, 'Video de ejemplo: franjas diagonales azules y doradas en movimiento suave.'),
    heroVideo(3, 'Video de ejemplo: círculos concéntricos que giran despacio en tonos azules.'),
    heroVideo(4, 'Video de ejemplo: cuadrícula de rombos dorados que se desliza sobre azul profundo.'),
  ],
  /** The academic-offer cards of the home page (spec §2.6). */
  offer: {
    bachillerato: photo('/media/home/oferta-bachillerato', CARD, `${PLACEHOLDER} para Bachillerato: rectángulos escalonados en azul y dorado.`),
    licenciatura: photo('/media/home/oferta-licenciatura', CARD, `${PLACEHOLDER} para Licenciatura: arcos superpuestos en azul y dorado.`),
    posgrado: photo('/media/home/oferta-posgrado', CARD, `${PLACEHOLDER} para Posgrado: triángulos dorados sobre azul marino.`),
    educacionContinua: photo(
      '/media/home/oferta-educacion-continua',
      CARD,
      `${PLACEHOLDER} para Educación Continua: ondas horizontales en tonos azules.`,
    ),
  },
  /** spec §3 "Promo slide": one image per promotion, in slide order. */
  promo: [
    photo('/media/home/promo-1', WIDE, `${PLACEHOLDER}: confeti geométrico dorado sobre fondo azul, para la promoción de inscripción gratuita.`),
    photo('/media/home/promo-2', WIDE, `${PLACEHOLDER}: birretes estilizados en dorado sobre fondo azul, para la oferta de licenciaturas y maestrías.`),
    photo('/media/home/promo-3', WIDE, `${PLACEHOLDER}: medalla estilizada dorada sobre fondo azul, para el reconocimiento a la excelencia académica.`),
  ],
  /** The blog teaser behind 'IR AL BLOG'. */
  blog: photo('/media/home/blog', WIDE, `${PLACEHOLDER}: hojas de papel estilizadas en azul y dorado.`),
  /** The home collage 'Nuestras Últimas Actividades', in tile order. */
  activities: [1, 2, 3, 4, 5, 6, 7, 8].map((n) =>
    photo(`/media/home/actividad-${n}`, CARD, `${PLACEHOLDER} número ${n}: composición de figuras geométricas en azul y dorado.`),
  ),
  /** The partner-logo strip: invented generic marks, no real brands. */
  partners: [1, 2, 3, 4, 5, 6, 7, 8].map(partnerLogo),
  /** spec §2.13: on the bachillerato page the profile toggle also swaps the image. */
  bachilleratoProfile: {
    ingreso: photo('/media/programas/bachillerato-perfil-ingreso', CARD, `${PLACEHOLDER} para el perfil de ingreso: escalones ascendentes en azul.`),
    egreso: photo('/media/programas/bachillerato-perfil-egreso', CARD, `${PLACEHOLDER} para el perfil de egreso: estrella dorada sobre azul marino.`),
  },
  /** spec §2.7: the campus pages. Three loops shared by the eight heroes keep the weight down. */
  campus: {
    heroLoops: [
      loopVideo('/media/campus/video-1', 'Video de ejemplo: siluetas de edificios en azul con luces doradas que pasan despacio.'),
      loopVideo('/media/campus/video-2', 'Video de ejemplo: arcos azules y dorados que se desplazan suavemente.'),
      loopVideo('/media/campus/video-3', 'Video de ejemplo: ondas azules con destellos dorados en movimiento lento.'),
    ],
    /** spec §2.7: the ten collage photos every campus but San Pedro shows. */
    collage: TILE_NUMBERS.map((n) =>
      photo(`/media/campus/collage-${n}`, CARD, `${PLACEHOLDER} número ${n} del collage: figuras geométricas en azul y dorado.`),
    ),
    /** spec §2.7: San Pedro's own ten photos. */
    sanPedroCollage: TILE_NUMBERS.map((n) =>
      photo(`/media/campus/sanpedro-${n}`, CARD, `${PLACEHOLDER} número ${n} del Campus San Pedro: confeti dorado sobre azul.`),
    ),
  },
  /** spec §2.9: Conócenos. */
  about: {
    hero: loopVideo('/media/conocenos/video', 'Video de ejemplo: luces doradas difusas que se mueven despacio sobre azul marino.'),
    history: photo('/media/conocenos/historia', CARD, `${PLACEHOLDER} para nuestra historia: escalones ascendentes en azul y dorado.`),
    movement: photo('/media/conocenos/movimiento', CARD, `${PLACEHOLDER} para el movimiento social: círculos concéntricos en azul y dorado.`),
    /** spec §2.9: the three downloadable logo files. */
    logos: {
      colorSvg: { kind: 'svg', src: '/media/conocenos/logo-color.svg', width: 480, height: 160, alt: `${LOGO_ALT}, a color sobre fondo claro.` },
      whiteSvg: { kind: 'svg', src: '/media/conocenos/logo-blanco.svg', width: 480, height: 160, alt: `${LOGO_ALT}, en blanco para fondos oscuros.` },
      colorPng: { kind: 'png', src: '/media/conocenos/logo-color.png', width: 960, height: 320, alt: `${LOGO_ALT}, a color sobre fondo claro.` },
    } satisfies Record<string, SingleFileAsset>,
  },
  /** spec §2.10: the four sport cards and the carousel of the sports page. */
  sports: {
    basketball: photo('/media/deportes/basquetbol', CARD, `${PLACEHOLDER} para básquetbol: círculos concéntricos dorados y azules, como un aro.`),
    football: photo('/media/deportes/futbol', CARD, `${PLACEHOLDER} para fútbol: rombos en azul y dorado como un campo de juego.`),
    swimming: photo('/media/deportes/natacion', CARD, `${PLACEHOLDER} para natación: ondas horizontales en tonos azules.`),
    volleyball: photo('/media/deportes/voleibol', CARD, `${PLACEHOLDER} para voleibol: triángulos dorados sobre azul marino.`),
    carousel: [1, 2, 3].map((n) =>
      photo(`/media/deportes/carrusel-${n}`, WIDE, `${PLACEHOLDER} número ${n} de la vida deportiva: franjas diagonales en azul y dorado.`),
    ),
  },
  /** spec §2.11: the culture page. */
  culture: {
    hero: loopVideo('/media/cultura/video', 'Video de ejemplo: franjas doradas y azules que ondulan despacio.'),
    /** The image laid over the hero video. */
    overlay: {
      kind: 'svg',
      src: '/media/cultura/emblema.svg',
      width: 320,
      height: 320,
      alt: 'Emblema de ejemplo de Arte y Cultura: una antorcha dorada dentro de un círculo.',
    } satisfies SingleFileAsset,
    /** The lynx mascot of the sports teams. */
    mascot: {
      kind: 'svg',
      src: '/media/cultura/lince.svg',
      width: 320,
      height: 320,
      alt: 'Ilustración del lince, mascota de los equipos: cabeza geométrica dorada con orejas puntiagudas.',
    } satisfies SingleFileAsset,
    carousel: [1, 2, 3].map((n) =>
      photo(`/media/cultura/carrusel-${n}`, WIDE, `${PLACEHOLDER} número ${n} de la vida cultural: arcos superpuestos en azul y dorado.`),
    ),
    events: {
      dance: photo('/media/cultura/danza', CARD, `${PLACEHOLDER} para danza contemporánea: arcos dorados y azules entrelazados.`),
      theatre: photo('/media/cultura/teatro', CARD, `${PLACEHOLDER} para teatro universitario: una estrella dorada sobre azul marino, como un reflector.`),
      music: photo('/media/cultura/musica', CARD, `${PLACEHOLDER} para ensamble musical: barras verticales escalonadas en azul y dorado.`),
    },
  },
  /** Open Graph image of pages without their own (brand.defaultShareImage points here). */
  shareImage: {
    kind: 'png',
    src: '/media/og-default.png',
    width: 1200,
    height: 630,
    alt: 'Logotipo de ejemplo del instituto sobre fondo azul marino con una franja dorada.',
  } satisfies SingleFileAsset,
} as const

/**
 * Every manifest entry, flat: what the generator writes and the media test checks. Campus and
 * programme records hold their own photos (content/campuses.ts, content/programs/), so they come in
 * as arguments.
 */
export function allMediaAssets(
  campuses: readonly { photo: ResponsiveImageAsset }[],
  programs: readonly { heroImage: ResponsiveImageAsset }[],
): MediaAsset[] {
  return [
    ...media.homeHero,
    ...Object.values(media.offer),
    ...media.promo,
    media.blog,
    ...media.activities,
    ...media.partners,
    ...programs.map((program) => program.heroImage),
    ...Object.values(media.bachilleratoProfile),
    media.shareImage,
    ...media.campus.heroLoops,
    ...campuses.map((campus) => campus.photo),
    ...media.campus.collage,
    ...media.campus.sanPedroCollage,
    media.about.hero,
    media.about.history,
    media.about.movement,
    ...Object.values(media.about.logos),
    media.sports.basketball,
    media.sports.football,
    media.sports.swimming,
    media.sports.volleyball,
    ...media.sports.carousel,
    media.culture.hero,
    media.culture.overlay,
    media.culture.mascot,
    ...media.culture.carousel,
    ...Object.values(media.culture.events),
  ]
}
