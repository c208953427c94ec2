import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'
import { describe, expect, it } from 'vitest'
import { campuses } from '#content/campuses.ts'
import { brand } from '#content/identity.ts'
import { CAMPUS_AND_PAGES_MEDIA_DIRS, MEDIA_BUDGET, allMediaAssets, mediaFiles, type VideoAsset } from '#content/media.ts'
import { notFoundContent } from '#content/not-found.ts'
import { programs } from '#content/programs/programs.ts'
import { motifFor } from './compositions.ts'
import { mediaPixelSize, mp4Info } from './media-headers.ts'

const PUBLIC_DIR = resolve(import.meta.dirname, '../../public')
const MEDIA_DIR = join(PUBLIC_DIR, 'media')

/** Media of the shared layout, listed where they are used (the brand and the not-found screen). */
const LAYOUT_MEDIA = [
  { url: brand.logo.src, width: brand.logo.width, height: brand.logo.height },
  { url: notFoundContent.image.src, width: notFoundContent.image.width, height: notFoundContent.image.height },
]

const manifestFiles = [...allMediaAssets(campuses, programs).flatMap(mediaFiles), ...LAYOUT_MEDIA]
const filesOnDisk = readdirSync(MEDIA_DIR, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => join(entry.parentPath, entry.name))
const urlOf = (file: string) => `/${relative(PUBLIC_DIR, file).split(sep).join('/')}`

describe('media manifest (content/media.ts)', () => {
  it.each(manifestFiles.map((file) => [file.url, file] as const))('%s exists with the stated pixel size', (url, file) => {
    const path = join(PUBLIC_DIR, url)
    expect(existsSync(path), `falta ${url}: npm run media:generate`).toBe(true)
    expect(mediaPixelSize(path, readFileSync(path))).toEqual({ width: file.width, height: file.height })
  })

  it('lists every file under public/media, and each only once', () => {
    const listed = manifestFiles.map((file) => file.url)
    expect(new Set(listed).size).toBe(listed.length)
    expect(filesOnDisk.map(urlOf).sort()).toEqual([...listed].sort())
  })

  it('gives every entry a Spanish alt text', () => {
    for (const asset of allMediaAssets(campuses, programs)) expect(asset.alt.trim().length).toBeGreaterThan(5)
  })

  it('has one hero photo for each of the eleven programmes', () => {
    expect(new Set(programs.map((program) => program.heroImage.base)).size).toBe(11)
  })

  it('has a placeholder motif for every photo, so the generator can redraw them all', () => {
    for (const asset of allMediaAssets(campuses, programs)) {
      if (asset.kind === 'image') expect(() => motifFor(asset.base)).not.toThrow()
      if (asset.kind === 'video') expect(() => motifFor(asset.src.replace(/\.mp4$/, ''))).not.toThrow()
    }
  })
})

describe('media budgets (issue 3)', () => {
  const sizes = filesOnDisk.map((file) => ({ url: urlOf(file), bytes: statSync(file).size }))

  it.each(sizes.map((file) => [file.url, file.bytes] as const))('%s is under the per-file limit', (_url, bytes) => {
    expect(bytes).toBeLessThanOrEqual(MEDIA_BUDGET.maxFileBytes)
  })

  it('keeps all committed media under the total limit', () => {
    const total = sizes.reduce((sum, file) => sum + file.bytes, 0)
    expect(total).toBeLessThanOrEqual(MEDIA_BUDGET.maxTotalBytes)
  })

  it('keeps the media of the campus, Conócenos, Deportes and Cultura pages within their budget (issue 5)', () => {
    const total = sizes
      .filter((file) => CAMPUS_AND_PAGES_MEDIA_DIRS.some((dir) => file.url.startsWith(dir)))
      .reduce((sum, file) => sum + file.bytes, 0)
    expect(total).toBeGreaterThan(0)
    expect(total).toBeLessThanOrEqual(MEDIA_BUDGET.maxCampusAndPagesBytes)
  })

  const videos = allMediaAssets(campuses, programs).filter((asset): asset is VideoAsset => asset.kind === 'video')
  it.each(videos.map((video) => [video.src, video] as const))(
    '%s is a silent, fast-start H.264 loop within the video budget',
    (_src, video) => {
      const path = join(PUBLIC_DIR, video.src)
      expect(statSync(path).size).toBeLessThanOrEqual(MEDIA_BUDGET.maxVideoBytes)
      const info = mp4Info(readFileSync(path))
      expect(info.fastStart).toBe(true)
      expect(info.tracks.map((track) => track.handler)).toEqual(['vide'])
      expect(info.videoCodec).toBe('avc1')
    },
  )
})
