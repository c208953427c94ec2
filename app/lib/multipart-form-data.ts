import { HONEYPOT_FIELD, formFields, type FormField } from '#contracts/form-fields.ts'

/** A form's checked text values (its schema's fields) and, when filled, the honeypot. */
export type MultipartText<Schema extends { shape: object }> = { readonly [Field in FormField<Schema>]: string } & {
  readonly [HONEYPOT_FIELD]?: string | undefined
}

/**
 * The multipart body of a form with files: the text fields in form order, a filled honeypot, then
 * each file part under its field with its name, so the server has read every text field before a
 * file streams in.
 */
export function toMultipartFormData<Schema extends { shape: object }>(
  schema: Schema,
  text: MultipartText<Schema>,
  files: Readonly<Record<string, readonly File[]>>,
): FormData {
  const formData = new FormData()
  for (const field of formFields(schema)) formData.append(field, text[field])
  const honeypot = text[HONEYPOT_FIELD]
  if (honeypot) formData.append(HONEYPOT_FIELD, honeypot)
  for (const [field, parts] of Object.entries(files)) for (const file of parts) formData.append(field, file, file.name)
  return formData
}
