import type { FastifyPluginAsync } from 'fastify'
import { IMAGE_MIME_TYPES, UPLOADED_MEDIA_PATH } from '#contracts/content/image-slots.ts'
import type { ImageFormat } from '#contracts/content/media.ts'
import { contentImageNamed } from '#server/db/content-images.ts'
import { IMMUTABLE_CACHE_CONTROL } from '#server/site/static-policy.ts'
import { parseContentImageFileName } from '#server/storage/stored-names.ts'

/** Whether an `If-None-Match` header names this ETag (or any). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim()
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`
  })
}

/**
 * `GET /media/subidas/<name>` (issue 37, docs/decisions/058): the files of the photos staff upload,
 * from the store every host shares, so a record's `base` of `/media/subidas/imagen-<hash>-<slot>`
 * gives the page's `srcset` as any photo of the site. A name is made from its photo, so its file
 * never changes: cached for a year as immutable, its name as its ETag. Only names of the form an
 * upload makes, of a photo a row records at that width, are looked up; anything else is the site's
 * not-found. @fastify/static serves the rest of /media from the build (no file there is under
 * `subidas/`); this more specific route is matched first.
 */
const uploadedMedia: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { name: string } }>(`${UPLOADED_MEDIA_PATH}/:name`, async (request, reply) => {
    const file = parseContentImageFileName(request.params.name)
    const format = file !== undefined && Object.hasOwn(IMAGE_MIME_TYPES, file.format) ? (file.format as ImageFormat) : undefined
    if (file === undefined || format === undefined) return reply.callNotFound()
    const image = await contentImageNamed(app.db, file.baseName)
    if (image === undefined || !image.widths.includes(file.width) || !image.formats.includes(format)) return reply.callNotFound()
    const etag = `"${request.params.name}"`
    reply.header('cache-control', IMMUTABLE_CACHE_CONTROL).header('etag', etag).header('x-content-type-options', 'nosniff')
    if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send()
    const content = await app.uploads.read(request.params.name)
    if (content === undefined) {
      request.log.error({ file: request.params.name }, 'Falta en el almacén un archivo de una imagen subida')
      return reply.callNotFound()
    }
    return reply.header('content-type', IMAGE_MIME_TYPES[format]).header('content-length', content.bytes).send(content.stream)
  })
}

export default uploadedMedia
