import { readFile } from 'node:fs/promises'
import multipart from '@fastify/multipart'
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { CONTENT_API_PATHS, CONTENT_ROLES } from '#contracts/content/content-api.ts'
import { CONTENT_IMAGE_FIELDS, CONTENT_IMAGE_MESSAGES } from '#contracts/content/content-images.ts'
import { isImageSlot } from '#contracts/content/image-slots.ts'
import { uploadedImageSchema } from '#contracts/content/media.ts'
import { CONTENT_IMAGE_MAX_BYTES, CONTENT_IMAGE_UPLOADS_PER_HOUR } from '#contracts/limits.ts'
import { signedInStaff } from '#server/auth/signed-in-staff.ts'
import { ContentImageRefusedError, storeContentImage } from '#server/content/images/content-images.ts'
import { answersMidBody, closeAfterLinger } from '#server/http/early-answer.ts'
import { HttpError, handleError, logClientError } from '#server/http/errors.ts'
import { readMultipartForm } from '#server/http/multipart-form.ts'
import { enforceRateLimits } from '#server/rate-limit/enforce-rate-limit.ts'

export interface ContentImageRoutesOptions {
  readonly now: () => Date
}

/** Ours: the largest body worth reading: the photo at its limit, the slot and the part headers. */
const MAX_BODY_BYTES = CONTENT_IMAGE_MAX_BYTES + 16 * 1024

const UPLOADS_COUNTER = 'content-images:staff'
const UPLOADS_LIMIT = { max: CONTENT_IMAGE_UPLOADS_PER_HOUR, windowMs: 60 * 60 * 1000 } as const

const MULTIPART_LIMITS = {
  fileSize: CONTENT_IMAGE_MAX_BYTES,
  files: 1,
  fields: 1,
  parts: 2,
  fieldSize: 100,
  fieldNameSize: 100,
  headerPairs: 20,
}

/** A 422 also names its field, as the API's other 422s do. */
function refusalBody(error: ContentImageRefusedError) {
  return error.statusCode === 422 ? { mensaje: error.message, errors: { [error.field]: [error.message] } } : { mensaje: error.message }
}

/** Every refusal in Spanish, never a 500: the photo's own, and the multipart reader's 413 worded with this route's limit. */
function handleImageError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof ContentImageRefusedError) {
    logClientError(request, error.statusCode, { reason: error.message })
    return reply.code(error.statusCode).header('cache-control', 'no-store').send(refusalBody(error))
  }
  if (error instanceof HttpError && error.statusCode === 413) return handleError(new HttpError(413, CONTENT_IMAGE_MESSAGES.tooLarge), request, reply)
  return handleError(error, request, reply)
}

/**
 * `POST /panel/contenido/imagenes` (issue 37, docs/decisions/058), multipart: a photo (`archivo`)
 * for a slot (`ranura`), for `contenido` and admin, CONTENT_IMAGE_UPLOADS_PER_HOUR per person (`429`). Streamed to a temp file with a cap (`413`),
 * checked by its content (`415` for another kind, `422` for one that cannot be used), cut and
 * encoded, stored, recorded and audited; `201` with the image for the record.
 */
const contentImageRoutes: FastifyPluginAsync<ContentImageRoutesOptions> = async (app, { now }) => {
  app.setErrorHandler(handleImageError)
  await app.register(multipart, { limits: MULTIPART_LIMITS })
  // After the panel's session and role check (a parent's hooks run first): a body announced
  // larger than any photo is refused before a byte is read, and the client stops sending.
  app.addHook('onRequest', async (request, reply) => {
    if (Number(request.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
      reply.header('connection', 'close')
      throw new HttpError(413, CONTENT_IMAGE_MESSAGES.tooLarge)
    }
    // Each person's uploads are counted (every host shares the count): a stolen session cannot keep the image thread busy.
    await enforceRateLimits(app, reply, [{ key: `${UPLOADS_COUNTER}:${signedInStaff(request).id}`, limit: UPLOADS_LIMIT }], now()).catch((error: unknown) => {
      reply.header('connection', 'close')
      throw error
    })
  })
  const store = app.uploads

  app.withTypeProvider<ZodTypeProvider>().post(
    CONTENT_API_PATHS.images,
    { schema: { response: { 201: uploadedImageSchema } }, config: { panelAccess: CONTENT_ROLES } },
    async (request, reply) => {
      const rules = { textFields: [CONTENT_IMAGE_FIELDS.slot], fileField: CONTENT_IMAGE_FIELDS.file }
      const form = await readMultipartForm(request, rules, store).catch((error: unknown) => {
        // The answer goes out at once; the rest of an oversized or stalled body is read away briefly, then the connection closes.
        if (answersMidBody(error)) closeAfterLinger(request, reply)
        throw error
      })
      const [file] = form.files
      try {
        const slot = form.fields[CONTENT_IMAGE_FIELDS.slot]
        if (!isImageSlot(slot)) throw new ContentImageRefusedError(422, CONTENT_IMAGE_MESSAGES.slot, CONTENT_IMAGE_FIELDS.slot)
        if (file === undefined) throw new ContentImageRefusedError(422, CONTENT_IMAGE_MESSAGES.fileRequired)
        // Read whole: at most CONTENT_IMAGE_MAX_BYTES, and sharp reads a buffer faster than a file.
        const source = await readFile(file.received.tempPath)
        const { id, email } = signedInStaff(request)
        const image = await storeContentImage(app.db, store, { source, slot, actor: { id, email, ip: request.ip } }, now())
        return await reply.code(201).send(image)
      } finally {
        // Only the processed files are kept; the upload as sent never is.
        if (file !== undefined) await store.discard(file.received)
      }
    },
  )
}

export default contentImageRoutes
