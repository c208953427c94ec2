import { describe, expect, it } from 'vitest'
import { campuses } from '#content/campuses.ts'
import { allMediaAssets, media, type MediaAsset } from '#content/media.ts'
import { programs } from '#content/programs/programs.ts'
import { MEDIA_MESSAGES, responsiveImageSchema, singleFileSchema, videoSchema } from '#contracts/content/media.ts'

function schemaOf(asset: MediaAsset) {
  switch (asset.kind) {
    case 'image':
      return responsiveImageSchema
    case 'video':
      return videoSchema
    case 'svg':
    case 'png':
      return singleFileSchema
  }
}

/** The messages of the data's issues, by path. */
function imageIssuesOf(data: unknown): Record<string, string> {
  const result = responsiveImageSchema.safeParse(data)
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('media schemas (issue 37)', () => {
  it('take every entry of the media manifest as it is', () => {
    const assets = allMediaAssets(campuses, programs)
    expect(assets.length).toBeGreaterThan(0)
    for (const asset of assets) expect(schemaOf(asset).parse(asset), asset.kind === 'image' ? asset.base : asset.src).toEqual(asset)
  })

  it("refuse an image whose widths are out of order or do not end at the image's width", () => {
    const [photo] = media.promo
    expect(imageIssuesOf({ ...photo, widths: [960, 480, 1440] })).toEqual({ widths: MEDIA_MESSAGES.widths })
    expect(imageIssuesOf({ ...photo, widths: [480, 960] })).toEqual({ widths: MEDIA_MESSAGES.widths })
  })

  it('refuse a file outside /media/ or a path that climbs out of it', () => {
    const [photo] = media.promo
    expect(imageIssuesOf({ ...photo, base: 'https://example.com/promo-1' })).toEqual({ base: MEDIA_MESSAGES.path })
    expect(imageIssuesOf({ ...photo, base: '/media/../privado/promo-1' })).toEqual({ base: MEDIA_MESSAGES.path })
  })
})
