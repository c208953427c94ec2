/**
 * `npm run media:generate` (tsx scripts/media/generate.ts [--only=images,videos,logos,share,pages]
 * [--under=/media/campus/,...]): writes every placeholder file listed in content/media.ts under
 * public/media. `--under` keeps only the photos and videos whose files lie under those folders, so
 * adding media to one page does not re-encode (and change the bytes of) everything else.
 *
 * - photos: an SVG composition in the token colours (compositions.ts), rendered and resized with
 *   sharp to each width of the entry, as AVIF and WebP;
 * - hero loops: three still layers (backdrop, lights, label) panned along closed sine paths by
 *   ffmpeg, so the last frame meets the first; H.264, no audio, `+faststart`, the CRF raised until
 *   the file fits MEDIA_BUDGET.maxVideoBytes; the poster is the encoded first frame;
 * - partner logos: SVG written as text; the share image: a PNG;
 * - pages: the downloadable logos (SVG and PNG), the lynx mascot and the culture emblem (issue 5).
 *
 * Needs sharp (a dev dependency) and ffmpeg (Debian's /usr/bin/ffmpeg, or FFMPEG_PATH). The outputs
 * are committed: building, testing and serving the site never run this script.
 */
import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { promisify } from 'node:util'
import sharp from 'sharp'
import { campuses } from '#content/campuses.ts'
import { brand } from '#content/identity.ts'
import {
  MEDIA_BUDGET,
  allMediaAssets,
  imageHeightAt,
  imageUrl,
  media,
  type MediaAsset,
  type ResponsiveImageAsset,
  type VideoAsset,
} from '#content/media.ts'
import { programs } from '#content/programs/programs.ts'
import { isMainModule } from '../run-as-main.ts'
import {
  cultureEmblemSvg,
  logoSvg,
  lynxSvg,
  motifFor,
  partnerLogoSvg,
  photoSvg,
  shareImageSvg,
  videoLayerSvgs,
} from './compositions.ts'
import { loadPalette, type Palette } from './palette.ts'

const run = promisify(execFile)
const ROOT = resolve(import.meta.dirname, '../..')
const PUBLIC_DIR = join(ROOT, 'public')
const FFMPEG = process.env.FFMPEG_PATH ?? '/usr/bin/ffmpeg'

const AVIF_OPTIONS = { quality: 50, effort: 6 } as const
const WEBP_OPTIONS = { quality: 74, effort: 6 } as const

/** Hero loop: length and frame rate; one full turn of every pan in LOOP_SECONDS. */
const LOOP_SECONDS = 5
const LOOP_FPS = 25
/** How far the backdrop pans from its centre, in pixels. */
const PAN_MARGIN = { x: 48, y: 27 } as const
const FIRST_CRF = 24
const CRF_STEP = 2
const MAX_CRF = 40
/** Aim a little under the budget, so a re-encode on another ffmpeg build still fits. */
const VIDEO_TARGET_BYTES = Math.floor(MEDIA_BUDGET.maxVideoBytes * 0.92)

const publicPath = (url: string) => join(PUBLIC_DIR, url)

function ensureDir(file: string) {
  mkdirSync(dirname(file), { recursive: true })
}

/** Writes every width and format of a responsive image from one source picture. */
async function writeResponsiveImage(asset: ResponsiveImageAsset, source: Buffer) {
  for (const width of asset.widths) {
    const resized = sharp(source).resize(width, imageHeightAt(asset, width), { fit: 'cover' })
    for (const format of asset.formats) {
      const file = publicPath(imageUrl(asset, width, format))
      ensureDir(file)
      const encoded = format === 'avif' ? resized.clone().avif(AVIF_OPTIONS) : resized.clone().webp(WEBP_OPTIONS)
      await encoded.toFile(file)
    }
  }
}

async function writePhoto(asset: ResponsiveImageAsset, palette: Palette) {
  const svg = photoSvg(asset.base, motifFor(asset.base), asset.width, asset.height, palette)
  await writeResponsiveImage(asset, await sharp(Buffer.from(svg)).png().toBuffer())
}

async function encodeLoop(layers: string[], output: string, crf: number, video: VideoAsset) {
  const { width: w, height: h } = video
  const turn = `2*PI*t/${LOOP_SECONDS}`
  const graph = [
    `[0:v]crop=${w}:${h}:x='${PAN_MARGIN.x}+${PAN_MARGIN.x}*sin(${turn})':y='${PAN_MARGIN.y}+${PAN_MARGIN.y}*cos(${turn})'[bg]`,
    `[1:v]crop=${w}:${h}:x='${PAN_MARGIN.x}-${PAN_MARGIN.x}*sin(${turn})':y='${PAN_MARGIN.y}-${PAN_MARGIN.y}*sin(${turn})',format=rgba[lights]`,
    `[bg][lights]overlay=0:0[moving]`,
    `[moving][2:v]overlay=0:0,hue=h='10*sin(${turn})',format=yuv420p[v]`,
  ].join(';')
  const inputs = layers.flatMap((layer) => ['-loop', '1', '-framerate', String(LOOP_FPS), '-t', String(LOOP_SECONDS), '-i', layer])
  await run(FFMPEG, [
    '-y',
    '-loglevel',
    'error',
    ...inputs,
    '-filter_complex',
    graph,
    '-map',
    '[v]',
    '-t',
    String(LOOP_SECONDS),
    '-r',
    String(LOOP_FPS),
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-profile:v',
    'high',
    '-crf',
    String(crf),
    '-pix_fmt',
    'yuv420p',
    '-an',
    '-map_metadata',
    '-1',
    '-movflags',
    '+faststart',
    output,
  ])
}

async function writeHeroVideo(video: VideoAsset, palette: Palette, workDir: string) {
  const base = video.src.replace(/\.mp4$/, '')
  const svgs = videoLayerSvgs(base, motifFor(base), video.width, video.height, PAN_MARGIN, palette)
  const layers = await Promise.all(
    (['background', 'lights', 'label'] as const).map(async (name) => {
      const file = join(workDir, `${base.replaceAll('/', '_')}-${name}.png`)
      await sharp(Buffer.from(svgs[name])).png().toFile(file)
      return file
    }),
  )
  const output = publicPath(video.src)
  ensureDir(output)
  let crf = FIRST_CRF
  for (;;) {
    await encodeLoop(layers, output, crf, video)
    const size = statSync(output).size
    if (size <= VIDEO_TARGET_BYTES) {
      console.log(`  ${video.src}: CRF ${crf}, ${(size / 1024).toFixed(0)} KB`)
      break
    }
    if (crf >= MAX_CRF) throw new Error(`${video.src} no cabe en ${VIDEO_TARGET_BYTES} bytes ni con CRF ${crf}`)
    crf += CRF_STEP
  }
  const firstFrame = join(workDir, `${base.replaceAll('/', '_')}-frame0.png`)
  await run(FFMPEG, ['-y', '-loglevel', 'error', '-i', output, '-frames:v', '1', firstFrame])
  await writeResponsiveImage(video.poster, await sharp(firstFrame).png().toBuffer())
}

function writeText(url: string, text: string) {
  const file = publicPath(url)
  ensureDir(file)
  writeFileSync(file, text)
}

async function writeShareImage(palette: Palette) {
  const { src, width, height } = media.shareImage
  const svg = shareImageSvg(width, height, palette, brand.acronym, brand.name)
  const file = publicPath(src)
  ensureDir(file)
  await sharp(Buffer.from(svg)).png({ palette: true, compressionLevel: 9, effort: 10 }).toFile(file)
}

async function writePageArtwork(palette: Palette) {
  const { logos } = media.about
  writeText(logos.colorSvg.src, logoSvg('color', brand.acronym, logos.colorSvg.width, logos.colorSvg.height, palette))
  writeText(logos.whiteSvg.src, logoSvg('white', brand.acronym, logos.whiteSvg.width, logos.whiteSvg.height, palette))
  const png = logoSvg('color', brand.acronym, logos.colorPng.width, logos.colorPng.height, palette)
  const pngFile = publicPath(logos.colorPng.src)
  ensureDir(pngFile)
  await sharp(Buffer.from(png)).png({ palette: true, compressionLevel: 9, effort: 10 }).toFile(pngFile)
  const { mascot, overlay } = media.culture
  writeText(mascot.src, lynxSvg(mascot.width, mascot.height, palette))
  writeText(overlay.src, cultureEmblemSvg(overlay.width, overlay.height, palette))
}

function summary() {
  const dir = join(PUBLIC_DIR, 'media')
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name)
      return { path: relative(PUBLIC_DIR, path), size: statSync(path).size }
    })
  const total = files.reduce((sum, file) => sum + file.size, 0)
  const largest = files.reduce((max, file) => (file.size > max.size ? file : max))
  console.log(
    `public/media: ${files.length} archivos, ${(total / 1024 / 1024).toFixed(2)} MB; el mayor: ${largest.path} (${(largest.size / 1024).toFixed(0)} KB)`,
  )
}

type Part = 'images' | 'videos' | 'logos' | 'share' | 'pages'

function isUnder(asset: MediaAsset, folders: readonly string[] | undefined): boolean {
  if (!folders) return true
  const url = asset.kind === 'image' ? asset.base : asset.src
  return folders.some((folder) => url.startsWith(folder))
}

export async function generate(parts: ReadonlySet<Part>, folders?: readonly string[]) {
  const palette = loadPalette(ROOT)
  const assets = allMediaAssets(campuses, programs).filter((asset) => isUnder(asset, folders))
  if (parts.has('images')) {
    console.log('Fotos…')
    for (const asset of assets) if (asset.kind === 'image') await writePhoto(asset, palette)
  }
  if (parts.has('videos')) {
    console.log('Videos del encabezado…')
    const workDir = mkdtempSync(join(tmpdir(), 'media-'))
    try {
      for (const asset of assets) if (asset.kind === 'video') await writeHeroVideo(asset, palette, workDir)
    } finally {
      rmSync(workDir, { recursive: true, force: true })
    }
  }
  if (parts.has('logos')) {
    console.log('Logotipos de aliados…')
    media.partners.forEach((logo, i) => writeText(logo.src, partnerLogoSvg(i + 1, logo.width, logo.height, palette)))
  }
  if (parts.has('share')) {
    console.log('Imagen para compartir…')
    await writeShareImage(palette)
  }
  if (parts.has('pages')) {
    console.log('Logotipos para descargar, mascota y emblema…')
    await writePageArtwork(palette)
  }
  summary()
}

const ALL_PARTS: readonly Part[] = ['images', 'videos', 'logos', 'share', 'pages']

function parseParts(argv: readonly string[]): Set<Part> {
  const only = argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length)
  if (!only) return new Set(ALL_PARTS)
  const parts = only.split(',')
  for (const part of parts) {
    if (!ALL_PARTS.includes(part as Part)) throw new Error(`--only admite ${ALL_PARTS.join(', ')}; recibió ${part}`)
  }
  return new Set(parts as Part[])
}

function parseFolders(argv: readonly string[]): string[] | undefined {
  return argv.find((arg) => arg.startsWith('--under='))?.slice('--under='.length).split(',')
}

if (isMainModule(import.meta.url)) {
  const argv = process.argv.slice(2)
  generate(parseParts(argv), parseFolders(argv)).catch((error: unknown) => {
    console.error(`media:generate falló: ${error instanceof Error ? error.message : String(error)}`)
    process.exitCode = 1
  })
}
