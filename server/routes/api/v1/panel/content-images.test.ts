import { Readable } from 'node:stream'
import { crc32 } from 'node:zlib'
import sharp from 'sharp'
import { afterEach, expect, it } from 'vitest'
import { CONTENT_API_PATHS } from '#contracts/content/content-api.ts'
import { CONTENT_IMAGE_FIELDS, CONTENT_IMAGE_MESSAGES } from '#contracts/content/content-images.ts'
import { UPLOADED_MEDIA_PATH } from '#contracts/content/image-slots.ts'
import type { UploadedImage } from '#contracts/content/media.ts'
import { CONTENT_IMAGE_MAX_BYTES, CONTENT_IMAGE_UPLOADS_PER_HOUR, UPLOAD_IMAGE_MAX_MEGAPIXELS, UPLOAD_INTERLACED_IMAGE_MAX_MEGAPIXELS } from '#contracts/limits.ts'
import { STORAGE_DRIVERS } from '#server/config/storage.ts'
import { CONTENT_AUDIT_TARGET } from '#server/content/content-publishing.ts'
import { contentImageAuditId } from '#server/content/images/content-images.ts'
import { auditEventsAbout } from '#server/db/audit-events.ts'
import { API_MESSAGES } from '#server/http/messages.ts'
import { IMMUTABLE_CACHE_CONTROL } from '#server/site/static-policy.ts'
import { runSweep } from '#server/storage/storage-sweep.ts'
import { startFormApp, testClock, type FormApp } from '#tests/support/server/form-app.ts'
import { multipartBody, pdfBytes } from '#tests/support/server/multipart.ts'
import { createTestStaff, signIn } from '#tests/support/server/staff.ts'
import { describeOnEachDatabase } from '#tests/support/server/test-databases.ts'

const NOW = '2026-12-06T16:00:00.000Z'
const ANA = 'ana@instituto.example'
const UPLOAD_URL = `/api/v1${CONTENT_API_PATHS.images}`
const SWEEP_MIN_AGE_MS = 30 * 60_000

type Encoding = 'jpeg' | 'png' | 'webp' | 'avif'

/** A photo-like picture (shapes on a gradient) of this size, in one of the four kinds. */
function photo(width: number, height: number, encoding: Encoding, { exif }: { exif?: Record<string, Record<string, string>> } = {}) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#12355b"/><stop offset="1" stop-color="#d4a017"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#f5f1e6"/></svg>`
  const image = sharp(Buffer.from(svg))
  const withExif = exif === undefined ? image : image.withExif(exif)
  return withExif[encoding]().toBuffer()
}

/** A real PNG whose header (IHDR, CRC fixed) declares another size: what a decompression bomb shows first. */
async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await photo(8, 8, 'png'))
  png.writeUInt32BE(width, 16)
  png.writeUInt32BE(height, 20)
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29)
  return png
}

/** The URL of one file of an uploaded image. */
const fileUrl = (image: UploadedImage, width: number, format: string) => `${image.base}-${width}.${format}`

describeOnEachDatabase('photos uploaded in the content section', (fixture) => {
  let current: FormApp | undefined
  afterEach(async () => {
    await current?.app.close()
    current = undefined
  })

  async function start(env: NodeJS.ProcessEnv = {}) {
    const form = (current = await startFormApp(fixture, { clock: testClock(NOW), env }))
    await createTestStaff(form, ANA, ['contenido'])
    const cookie = await signIn(form.app, ANA)
    const upload = (content: Buffer, { slot = 'wide', filename = 'foto.jpg', contentType = 'image/jpeg' }: { slot?: string; filename?: string; contentType?: string } = {}) => {
      const body = multipartBody({ [CONTENT_IMAGE_FIELDS.slot]: slot }, [{ field: CONTENT_IMAGE_FIELDS.file, filename, contentType, content }])
      return form.app.inject({ method: 'POST', url: UPLOAD_URL, headers: { cookie, 'content-type': body.contentType }, payload: body.payload })
    }
    const get = (url: string, headers: Record<string, string> = {}) => form.app.inject({ method: 'GET', url, headers })
    return { form, upload, get }
  }

  for (const encoding of ['jpeg', 'png', 'webp', 'avif'] as const) {
    it(`takes a ${encoding.toUpperCase()} and answers 201 with the image for the record, its files served in AVIF and WebP with immutable caching`, async () => {
      const { upload, get } = await start()
      const answer = await upload(await photo(1000, 700, encoding), { filename: 'cualquier-nombre.bin', contentType: 'application/octet-stream' })

      expect(answer.statusCode, answer.body).toBe(201)
      const image = answer.json<UploadedImage>()
      // 1000 × 700 cut to 16:9 is 1000 × 562: it reaches 480 and 960, not 1440 (never upscaled).
      expect(image).toEqual({ kind: 'image', base: expect.stringMatching(/^\/media\/subidas\/imagen-[0-9a-f]{32}-wide$/), widths: [480, 960], formats: ['avif', 'webp'], width: 960, height: 540 })
      for (const width of image.widths) {
        for (const format of image.formats) {
          const served = await get(fileUrl(image, width, format))
          expect(served.statusCode, fileUrl(image, width, format)).toBe(200)
          expect(served.headers['content-type']).toBe(`image/${format}`)
          expect(served.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL)
          const meta = await sharp(served.rawPayload).metadata()
          expect([meta.format, meta.width, meta.height]).toEqual([format === 'avif' ? 'heif' : 'webp', width, (width * 9) / 16])
        }
      }
    })
  }

  for (const driver of STORAGE_DRIVERS) {
    it(`${driver}: cuts a large photo to its slot at every width, upright by its EXIF orientation and without its metadata; a second upload of it stores nothing new`, async () => {
      const { form, upload, get } = await start({ STORAGE_DRIVER: driver })
      const wide = await upload(await photo(1600, 1000, 'jpeg', { exif: { IFD0: { Copyright: 'Instituto', Artist: 'Ana' } } }))
      expect(wide.statusCode, wide.body).toBe(201)
      const image = wide.json<UploadedImage>()
      expect(image).toMatchObject({ widths: [480, 960, 1440], width: 1440, height: 810 })
      const largest = await get(fileUrl(image, 1440, 'webp'))
      const meta = await sharp(largest.rawPayload).metadata()
      expect([meta.width, meta.height, meta.exif, meta.icc]).toEqual([1440, 810, undefined, undefined])
      const filesBefore = (await form.app.uploads.list()).map((entry) => entry.name).sort()
      expect(filesBefore).toHaveLength(6)

      // A phone photo taken upright: stored 1600 × 1200 with orientation 6 (turn 90°), shown 1200 × 1600.
      const sideways = await sharp(await photo(1600, 1200, 'jpeg')).withMetadata({ orientation: 6 }).jpeg().toBuffer()
      const card = await upload(sideways, { slot: 'card' })
      expect(card.statusCode, card.body).toBe(201)
      const cardImage = card.json<UploadedImage>()
      expect(cardImage).toMatchObject({ base: expect.stringMatching(/-card$/), widths: [480, 960], width: 960, height: 720 })
      const cardMeta = await sharp((await get(fileUrl(cardImage, 960, 'avif'))).rawPayload).metadata()
      expect([cardMeta.width, cardMeta.height, cardMeta.orientation]).toEqual([960, 720, undefined])

      const again = await upload(await photo(1600, 1000, 'jpeg', { exif: { IFD0: { Copyright: 'Instituto', Artist: 'Ana' } } }))
      expect(again.json()).toEqual(image)
      expect((await form.app.uploads.list()).length).toBe(filesBefore.length + 4)
    })
  }

  it('records each upload with who made it and when, and writes it in the audit trail', async () => {
    const { form, upload } = await start()
    const image = (await upload(await photo(1000, 700, 'png'))).json<UploadedImage>()
    await upload(await photo(1000, 700, 'png'))
    const name = image.base.slice(`${UPLOADED_MEDIA_PATH}/`.length)

    const rows = await form.db.selectFrom('content_images').selectAll().execute()
    expect(rows.map(({ name, slot, width, height, widths, formats, uploaded_at, uploaded_by, uploaded_by_email, stored_bytes }) => ({ name, slot, width, height, widths, formats, uploaded_at, uploaded_by, uploaded_by_email, stored: stored_bytes > 0 }))).toEqual(
      Array.from({ length: 2 }, () => ({
        name,
        slot: 'wide',
        width: 960,
        height: 540,
        widths: '[480,960]',
        formats: '["avif","webp"]',
        uploaded_at: NOW,
        uploaded_by: expect.any(String),
        uploaded_by_email: ANA,
        stored: true,
      })),
    )
    const events = await auditEventsAbout(form.db, { type: CONTENT_AUDIT_TARGET, id: contentImageAuditId(name) })
    expect(events.map(({ actor_email, action, at }) => [actor_email, action, at])).toEqual([
      [ANA, 'content-image-uploaded', NOW],
      [ANA, 'content-image-uploaded', NOW],
    ])
    expect(JSON.parse(events[0]!.detail ?? '{}')).toMatchObject({ ranura: 'wide', anchos: [480, 960] })
  })

  it('refuses what is no usable photo with a Spanish message, never a 500, and keeps nothing of it', async () => {
    const { form, upload } = await start()
    const jpeg = await photo(1000, 700, 'jpeg')
    const refusals: [string, Promise<{ statusCode: number; json: () => unknown }>, number, string][] = [
      ['a PDF named .jpg', upload(pdfBytes(), { filename: 'foto.jpg', contentType: 'image/jpeg' }), 415, CONTENT_IMAGE_MESSAGES.notAllowed],
      ['a JPEG cut short', upload(jpeg.subarray(0, Math.floor(jpeg.length * 0.6))), 422, CONTENT_IMAGE_MESSAGES.damaged],
      ['a photo narrower than the slot', upload(await photo(400, 300, 'jpeg')), 422, CONTENT_IMAGE_MESSAGES.tooSmall('wide')],
      // 1000 px wide, but cut to 4:3 its 300 px of height give 400 px of width.
      ['a wide strip, narrow once cut to the card', upload(await photo(1000, 300, 'jpeg'), { slot: 'card' }), 422, CONTENT_IMAGE_MESSAGES.tooSmall('card')],
      ['a PNG declaring 2.5 gigapixels', upload(await pngDeclaring(50_000, 50_000)), 422, CONTENT_IMAGE_MESSAGES.tooManyPixels(UPLOAD_IMAGE_MAX_MEGAPIXELS)],
    ]
    for (const [what, sent, status, message] of refusals) {
      const answer = await sent
      expect(answer.statusCode, what).toBe(status)
      expect(answer.json(), what).toEqual(status === 422 ? { mensaje: message, errors: { [CONTENT_IMAGE_FIELDS.file]: [message] } } : { mensaje: message })
    }
    expect(await form.db.selectFrom('content_images').select('name').execute()).toEqual([])
    expect(await form.app.uploads.list()).toEqual([])
    expect(await form.app.uploads.listTemps()).toEqual([])
  })

  it('refuses a photo over the byte limit with 413, whether its size is announced or only arrives', async () => {
    const { form, upload } = await start()
    // Past the limit by more than the form's other parts could be: announced, it is refused before a byte is read.
    const tooLarge = Buffer.concat([await photo(1000, 700, 'jpeg'), Buffer.alloc(CONTENT_IMAGE_MAX_BYTES + 64 * 1024)])

    const announced = await upload(tooLarge)
    expect(announced.statusCode).toBe(413)
    expect(announced.json()).toEqual({ mensaje: CONTENT_IMAGE_MESSAGES.tooLarge })

    const body = multipartBody({ [CONTENT_IMAGE_FIELDS.slot]: 'wide' }, [{ field: CONTENT_IMAGE_FIELDS.file, filename: 'foto.jpg', contentType: 'image/jpeg', content: tooLarge }])
    const cookie = await signIn(form.app, ANA)
    const streamed = await form.app.inject({ method: 'POST', url: UPLOAD_URL, headers: { cookie, 'content-type': body.contentType }, payload: Readable.from([body.payload]) })
    expect(streamed.statusCode).toBe(413)
    expect(streamed.json()).toEqual({ mensaje: CONTENT_IMAGE_MESSAGES.tooLarge })
    expect(await form.app.uploads.listTemps()).toEqual([])
  })

  it('refuses a progressive JPEG or a WebP over the lower limit of images decoded whole, which a baseline JPEG of that size passes', async () => {
    const { upload } = await start()
    const side = Math.ceil(Math.sqrt(UPLOAD_INTERLACED_IMAGE_MAX_MEGAPIXELS * 1_000_000)) + 1
    const square = sharp({ create: { width: side, height: side, channels: 3, background: '#3a6ea5' } })
    for (const decodedWhole of [await square.clone().jpeg({ progressive: true }).toBuffer(), await square.clone().webp().toBuffer()]) {
      const answer = await upload(decodedWhole)
      expect(answer.statusCode).toBe(422)
      expect(answer.json()).toMatchObject({ mensaje: CONTENT_IMAGE_MESSAGES.tooManyPixels(UPLOAD_INTERLACED_IMAGE_MAX_MEGAPIXELS) })
    }
    expect((await upload(await square.clone().jpeg().toBuffer())).statusCode).toBe(201)
  })

  it('refuses an upload without a photo or for no known slot under the field at fault', async () => {
    const { upload, form } = await start()
    const noSlot = await upload(await photo(1000, 700, 'jpeg'), { slot: 'cartel' })
    expect(noSlot.statusCode).toBe(422)
    expect(noSlot.json()).toEqual({ mensaje: CONTENT_IMAGE_MESSAGES.slot, errors: { [CONTENT_IMAGE_FIELDS.slot]: [CONTENT_IMAGE_MESSAGES.slot] } })

    const body = multipartBody({ [CONTENT_IMAGE_FIELDS.slot]: 'wide' })
    const cookie = await signIn(form.app, ANA)
    const noFile = await form.app.inject({ method: 'POST', url: UPLOAD_URL, headers: { cookie, 'content-type': body.contentType }, payload: body.payload })
    expect(noFile.statusCode).toBe(422)
    expect(noFile.json()).toMatchObject({ mensaje: CONTENT_IMAGE_MESSAGES.fileRequired })
  })

  it('counts each person\'s uploads: past the hourly limit a 429 in Spanish with Retry-After, while a colleague still uploads', async () => {
    const { upload, form } = await start()
    const refused = await photo(10, 10, 'png')
    // Refused ones count too: each still reached the image route.
    for (let sent = 0; sent < CONTENT_IMAGE_UPLOADS_PER_HOUR; sent += 1) expect((await upload(refused, { slot: 'cartel' })).statusCode).toBe(422)
    const over = await upload(await photo(1000, 700, 'jpeg'))
    expect(over.statusCode).toBe(429)
    expect(over.headers['retry-after']).toBe('3600')
    expect(over.json()).toEqual({ mensaje: API_MESSAGES.tooManyRequestsFor(3600) })

    await createTestStaff(form, 'beto@instituto.example', ['contenido'])
    const body = multipartBody({ [CONTENT_IMAGE_FIELDS.slot]: 'wide' }, [{ field: CONTENT_IMAGE_FIELDS.file, filename: 'foto.jpg', contentType: 'image/jpeg', content: await photo(1000, 700, 'jpeg') }])
    const colleague = await form.app.inject({ method: 'POST', url: UPLOAD_URL, headers: { cookie: await signIn(form.app, 'beto@instituto.example'), 'content-type': body.contentType }, payload: body.payload })
    expect(colleague.statusCode).toBe(201)
  })

  it("answers the site's not-found for any other name under /media/subidas, and 304 to a browser that has the file", async () => {
    const { upload, get } = await start()
    const image = (await upload(await photo(1000, 700, 'webp'))).json<UploadedImage>()
    const known = fileUrl(image, 480, 'avif')
    const served = await get(known)
    expect((await get(known, { 'if-none-match': served.headers.etag as string })).statusCode).toBe(304)
    const missing = [
      fileUrl(image, 1440, 'avif'),
      fileUrl(image, 480, 'png'),
      `${UPLOADED_MEDIA_PATH}/imagen-${'0'.repeat(32)}-wide-480.avif`,
      `${UPLOADED_MEDIA_PATH}/..%2F..%2Fapp.db`,
      `${UPLOADED_MEDIA_PATH}/${image.base.split('/').pop()}-480.avif%00`,
    ]
    for (const url of missing) expect((await get(url)).statusCode, url).toBe(404)
  })

  for (const driver of STORAGE_DRIVERS) {
    it(`${driver}: the storage sweep keeps every file of an uploaded photo however old, and removes a photo file no row names`, async () => {
      const { form, upload } = await start({ STORAGE_DRIVER: driver })
      const image = (await upload(await photo(1000, 700, 'jpeg'))).json<UploadedImage>()
      const stray = `imagen-${'a'.repeat(32)}-wide-480.webp`
      await form.app.uploads.put(stray, Buffer.from('sin fila'))
      // Later than any file's time, whether the store dates it by the app's clock (database) or the machine's (local).
      const later = new Date(Math.max(Date.now(), Date.parse(NOW)) + 365 * 24 * 60 * 60_000)

      const report = await runSweep(form.db, form.app.uploads, later, SWEEP_MIN_AGE_MS)

      expect(report.orphanFiles).toEqual([stray])
      const kept = (await form.app.uploads.list()).map((entry) => entry.name).sort()
      const name = image.base.split('/').pop() ?? ''
      expect(kept).toEqual([480, 960].flatMap((width) => ['avif', 'webp'].map((format) => `${name}-${width}.${format}`)).sort())
    })
  }
})
