import { describe, expect, it } from 'vitest'
import { campuses } from '#content/campuses.ts'
import { allMediaAssets, media, type MediaAsset } from '#content/media.ts'
import { programs } from '#content/programs/programs.ts'
import { IMAGE_SLOT_KEYWORD, imageSlotSize } from '#contracts/content/image-slots.ts'
import { MEDIA_MESSAGES, responsiveImageSchema, singleFileSchema, slottedImageSchema, uploadedImageSchema, videoSchema } from '#contracts/content/media.ts'
import { z } from '#contracts/zod.ts'

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

describe('image slots (issue 37)', () => {
  const [photo] = media.promo

  it('mark an image field with its slot in its JSON Schema without changing what it takes or refuses', () => {
    const slotted = slottedImageSchema('wide')
    expect(slotted.parse(photo)).toEqual(responsiveImageSchema.parse(photo))
    const outOfOrder = { ...photo, widths: [960, 480, 1440] }
    expect(slotted.safeParse(outOfOrder).error?.issues).toEqual(responsiveImageSchema.safeParse(outOfOrder).error?.issues)
    expect(z.toJSONSchema(slottedImageSchema('card'))).toMatchObject({ [IMAGE_SLOT_KEYWORD]: 'card' })
    // The plain schema, which videos' posters use, names no slot.
    expect(z.toJSONSchema(responsiveImageSchema)).not.toHaveProperty(IMAGE_SLOT_KEYWORD)
  })

  it("give the manifest's photos their sizes: a promotion is the wide slot's, a campus collage tile the card's", () => {
    expect(pick(photo)).toEqual(imageSlotSize('wide'))
    expect(pick(media.campus.collage[0])).toEqual(imageSlotSize('card'))
  })

  it('take an upload answer: an image without its alt text, whose widths end at its width', () => {
    const { kind, base, widths, formats, width, height } = photo!
    const upload = { kind, base, widths, formats, width, height }
    expect(uploadedImageSchema.parse(upload)).toEqual(upload)
    expect(uploadedImageSchema.safeParse({ ...upload, widths: [480, 960] }).success).toBe(false)
  })
})

function pick(asset: { width: number; height: number; widths: readonly number[] } | undefined) {
  return asset && { width: asset.width, height: asset.height, widths: asset.widths }
}
