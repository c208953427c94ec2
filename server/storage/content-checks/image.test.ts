import { crc32 } from 'node:zlib'
import sharp, { type Sharp } from 'sharp'
import { describe, expect, it, vi } from 'vitest'
import { UPLOAD_IMAGE_DECODES_AT_ONCE, UPLOAD_IMAGE_MAX_PIXELS, UPLOAD_INTERLACED_IMAGE_MAX_PIXELS } from '#contracts/limits.ts'
import { imageProblem } from '#server/storage/content-checks/image.ts'
import { jpegEnd } from '#server/storage/content-checks/jpeg-end.ts'
import { pngEnd } from '#server/storage/content-checks/png-end.ts'
import { jpegBytes, jpegThenScript, pngBytes, pngThenScript } from '#tests/support/server/upload-samples.ts'

/** A real PNG whose header (IHDR, CRC fixed) declares another size: what a decompression bomb shows first. */
async function pngDeclaring(width: number, height: number, interlaced = false): Promise<Buffer> {
  const png = Buffer.from(await pngBytes())
  png.writeUInt32BE(width, 16)
  png.writeUInt32BE(height, 20)
  png.writeUInt8(interlaced ? 1 : 0, 28)
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29)
  return png
}

describe('pngEnd and jpegEnd', () => {
  it('find the end of a real image, and nothing in a truncated one', async () => {
    const png = await pngBytes()
    const jpeg = await jpegBytes()
    expect(pngEnd(png)).toBe(png.length)
    expect(jpegEnd(jpeg)).toBe(jpeg.length)
    expect(pngEnd(png.subarray(0, png.length - 1))).toBeUndefined()
    expect(jpegEnd(jpeg.subarray(0, jpeg.length - 1))).toBeUndefined()
  })

  it('find the end of a progressive JPEG (several scans) and of one with EXIF metadata', async () => {
    const image = sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a6ea5' } })
    const progressive = await image.clone().jpeg({ progressive: true }).toBuffer()
    const withExif = await image.clone().withExif({ IFD0: { Copyright: 'Instituto' } }).jpeg().toBuffer()
    expect(jpegEnd(progressive)).toBe(progressive.length)
    expect(jpegEnd(withExif)).toBe(withExif.length)
  })
})

describe('imageProblem', () => {
  it('accepts a whole PNG and a whole JPEG', async () => {
    expect(await imageProblem(await pngBytes(), 'png')).toBeUndefined()
    expect(await imageProblem(await jpegBytes(), 'jpeg')).toBeUndefined()
  })

  it('refuses an image with a script after its end', async () => {
    expect(await imageProblem(await pngThenScript(), 'png')).toBe('image-trailing')
    expect(await imageProblem(await jpegThenScript(), 'jpeg')).toBe('image-trailing')
  })

  it('refuses an image whose pixels do not decode although its structure is whole', async () => {
    const png = Buffer.from(await pngBytes())
    const idat = png.indexOf('IDAT')
    png.fill(0xff, idat + 4, idat + 4 + png.readUInt32BE(idat - 4))
    png.writeUInt32BE(crc32(png.subarray(idat, idat + 4 + png.readUInt32BE(idat - 4))), idat + 4 + png.readUInt32BE(idat - 4))
    expect(pngEnd(png)).toBe(png.length)
    expect(await imageProblem(png, 'png')).toBe('image')
  })

  it('refuses a JPEG whose scan was cut short and patched with an end marker', async () => {
    const noise = Buffer.from(Array.from({ length: 64 * 64 * 3 }, (_, index) => (index * 97) % 256))
    const jpeg = await sharp(noise, { raw: { width: 64, height: 64, channels: 3 } }).jpeg().toBuffer()
    const cut = Buffer.concat([jpeg.subarray(0, jpeg.length - 200), Buffer.from([0xff, 0xd9])])
    expect(jpegEnd(cut)).toBe(cut.length)
    expect(await imageProblem(cut, 'jpeg')).toBe('image')
  })

  it(`refuses an image declaring more than ${UPLOAD_IMAGE_MAX_PIXELS} pixels before decoding it`, async () => {
    expect(await imageProblem(await pngDeclaring(50_000, 50_000), 'png')).toBe('image-pixels')
    // The limit itself passes the pixel check (and then fails to decode: the sample holds 8 × 8 pixels).
    expect(await imageProblem(await pngDeclaring(UPLOAD_IMAGE_MAX_PIXELS / 5_000, 5_000), 'png')).toBe('image')
  })

  it(`refuses a progressive JPEG or an interlaced PNG over ${UPLOAD_INTERLACED_IMAGE_MAX_PIXELS} pixels before decoding it, which takes the same size line by line`, async () => {
    const side = Math.ceil(Math.sqrt(UPLOAD_INTERLACED_IMAGE_MAX_PIXELS)) + 1
    const image = sharp({ create: { width: side, height: side, channels: 3, background: '#3a6ea5' } })
    expect(await imageProblem(await image.clone().jpeg({ progressive: true }).toBuffer(), 'jpeg')).toBe('image-pixels')
    expect(await imageProblem(await image.clone().jpeg().toBuffer(), 'jpeg')).toBeUndefined()
    expect(await imageProblem(await pngDeclaring(side, side, true), 'png')).toBe('image-pixels')
    // Not interlaced, the same size passes the pixel check (and then fails to decode: the sample holds 8 × 8 pixels).
    expect(await imageProblem(await pngDeclaring(side, side), 'png')).toBe('image')
  })

  it('refuses a PNG called a JPEG by its caller', async () => {
    expect(await imageProblem(await pngBytes(), 'jpeg')).toBe('image')
  })

  describe('memory (issue 34)', () => {
    const progressiveJpeg = () => sharp({ create: { width: 640, height: 480, channels: 3, background: '#3a6ea5' } }).jpeg({ progressive: true }).toBuffer()

    it(`decodes ${UPLOAD_IMAGE_DECODES_AT_ONCE} image at a time when many arrive at once, and checks them all`, async () => {
      const images = await Promise.all(Array.from({ length: 6 }, progressiveJpeg))
      let decoding = 0
      let most = 0
      const toBuffer = sharp.prototype.toBuffer
      vi.spyOn(sharp.prototype, 'toBuffer').mockImplementation(async function (this: Sharp) {
        decoding += 1
        most = Math.max(most, decoding)
        try {
          return await toBuffer.call(this)
        } finally {
          decoding -= 1
        }
      } as typeof toBuffer)
      expect(await Promise.all(images.map((image) => imageProblem(image, 'jpeg')))).toEqual(images.map(() => undefined))
      expect(most).toBe(UPLOAD_IMAGE_DECODES_AT_ONCE)
    })

    it("keeps nothing of a checked image in libvips's cache (it held about 150 MB per 49-MP progressive JPEG)", async () => {
      expect(await imageProblem(await progressiveJpeg(), 'jpeg')).toBeUndefined()
      expect(sharp.cache().items.current).toBe(0)
    })
  })
})
