import type { Kysely } from 'kysely'
import { CONTENT_IMAGE_FIELDS, CONTENT_IMAGE_MESSAGES } from '#contracts/content/content-images.ts'
import { UPLOADED_MEDIA_PATH, type ImageSlot } from '#contracts/content/image-slots.ts'
import { IMAGE_FORMATS, type UploadedImage } from '#contracts/content/media.ts'
import { appendAuditEvent } from '#server/audit/audit-trail.ts'
import { contentImageNamed, insertContentImage, type ContentImageUpload } from '#server/db/content-images.ts'
import type { Database } from '#server/db/schema.ts'
import { contentImageDigest, processContentImage, type ContentImageProblem } from '#server/content/images/image-processing.ts'
import { CONTENT_AUDIT_TARGET, type ContentActor } from '#server/content/content-publishing.ts'
import { contentImageBaseName, contentImageFileName } from '#server/storage/stored-names.ts'
import type { UploadStore } from '#server/storage/upload-store.ts'

/*
 * Issue 37 (docs/decisions/058): storing a photo staff upload. Its files are named from the photo
 * and its slot, so the same photo for the same slot is processed and stored once; every upload
 * writes its row and its audit event in one transaction, with the files (database driver) or after
 * them (local driver, whose files a failed transaction leaves to the sweep).
 */

/** An upload refused: its HTTP status, the Spanish message the person reads and the multipart field it is about. */
export class ContentImageRefusedError extends Error {
  override readonly name = 'ContentImageRefusedError'
  constructor(
    readonly statusCode: 413 | 415 | 422,
    message: string,
    readonly field: string = CONTENT_IMAGE_FIELDS.file,
  ) {
    super(message)
  }
}

/** The refusal of each problem: a file of another kind is an unsupported media type; the rest, a photo that cannot be used. */
function refusalOf(problem: ContentImageProblem, slot: ImageSlot): ContentImageRefusedError {
  switch (problem.kind) {
    case 'not-allowed':
      return new ContentImageRefusedError(415, CONTENT_IMAGE_MESSAGES.notAllowed)
    case 'damaged':
      return new ContentImageRefusedError(422, CONTENT_IMAGE_MESSAGES.damaged)
    case 'too-many-pixels':
      return new ContentImageRefusedError(422, CONTENT_IMAGE_MESSAGES.tooManyPixels(problem.maxMegapixels))
    case 'too-small':
      return new ContentImageRefusedError(422, CONTENT_IMAGE_MESSAGES.tooSmall(slot))
  }
}

export interface ImageUpload {
  /** The file as received. */
  readonly source: Buffer
  readonly slot: ImageSlot
  readonly actor: ContentActor
}

/** Where an audit event names an uploaded photo: `contenido` and `imagenes/<name>`. */
export const contentImageAuditId = (name: string) => `imagenes/${name}`

/**
 * Checks, processes (unless the same photo was stored for the slot before) and stores an upload;
 * answers the image for the record, all but its alt text.
 * @throws {ContentImageRefusedError} for a file that is no usable photo.
 */
export async function storeContentImage(db: Kysely<Database>, store: UploadStore, upload: ImageUpload, now: Date): Promise<UploadedImage> {
  const { source, slot, actor } = upload
  const name = contentImageBaseName(contentImageDigest(source, slot), slot)
  const known = await contentImageNamed(db, name)
  let row: ContentImageUpload
  let files: readonly { name: string; content: Buffer }[] = []
  if (known === undefined) {
    const outcome = await processContentImage(source, slot)
    if ('problem' in outcome) throw refusalOf(outcome.problem, slot)
    const { image } = outcome
    files = image.files.map((file) => ({ name: contentImageFileName(name, file.width, file.format), content: file.content }))
    row = {
      name,
      slot,
      width: image.width,
      height: image.height,
      widths: image.widths,
      formats: IMAGE_FORMATS,
      sourceBytes: source.length,
      storedBytes: files.reduce((total, file) => total + file.content.length, 0),
      uploadedBy: { id: actor.id, email: actor.email },
    }
  } else {
    row = { ...known, sourceBytes: source.length, uploadedBy: { id: actor.id, email: actor.email } }
  }
  await db.transaction().execute(async (trx) => {
    // Stored already (the same photo from another host at once): the store keeps the files it has.
    for (const file of files) await store.put(file.name, file.content, trx)
    await insertContentImage(trx, row, now)
    await appendAuditEvent(
      trx,
      {
        actorId: actor.id,
        actorEmail: actor.email,
        action: 'content-image-uploaded',
        target: { type: CONTENT_AUDIT_TARGET, id: contentImageAuditId(name) },
        detail: { ranura: slot, anchos: [...row.widths], bytes: source.length },
        ...(actor.ip === undefined ? {} : { ip: actor.ip }),
      },
      now,
    )
  })
  return {
    kind: 'image',
    base: `${UPLOADED_MEDIA_PATH}/${name}`,
    widths: row.widths,
    formats: IMAGE_FORMATS,
    width: row.width,
    height: row.height,
  }
}
