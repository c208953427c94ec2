import { createContext, useContext } from 'react'
import { apiRequest, type ApiRequestOptions, type ApiResult } from '#app/lib/api-client.ts'
import { CONTENT_API_PATHS } from '#contracts/content/content-api.ts'
import { CONTENT_IMAGE_FIELDS } from '#contracts/content/content-images.ts'
import type { ImageSlot } from '#contracts/content/image-slots.ts'
import { uploadedImageSchema, type UploadedImage } from '#contracts/content/media.ts'

/** A panel API call: the signed-in session's (app/panel/shared/staff-session.tsx), which sends an ended session to sign in. */
export type PanelRequest = <T>(path: string, options?: ApiRequestOptions<T>) => Promise<ApiResult<T>>

/** Uploads a photo for a slot: the image for the record, or the failure with its Spanish message. */
export type ImageUploader = (file: File, slot: ImageSlot) => Promise<ApiResult<UploadedImage>>

/** `POST /panel/contenido/imagenes` through `request`, multipart: the slot, then the file. */
export function imageUploaderWith(request: PanelRequest): ImageUploader {
  return (file, slot) => {
    const formData = new FormData()
    formData.append(CONTENT_IMAGE_FIELDS.slot, slot)
    formData.append(CONTENT_IMAGE_FIELDS.file, file)
    return request(CONTENT_API_PATHS.images, { method: 'POST', formData, schema: uploadedImageSchema })
  }
}

/** The uploader the image fields of a form use; the plain API client when the form is given no session's. */
export const ImageUploadContext = createContext<ImageUploader>(imageUploaderWith(apiRequest))

export function useImageUploader(): ImageUploader {
  return useContext(ImageUploadContext)
}
