import { useEffect, useRef, useState, type ChangeEvent } from 'react'
import { Field } from '#app/components/form/field.tsx'
import { CONTENT_IMAGE_TYPES } from '#contracts/content/content-images.ts'
import { IMAGE_SLOTS, slotHeightAt, type ImageSlot } from '#contracts/content/image-slots.ts'
import { imageHeightAt, imageUrl } from '#content/media.ts'
import { fieldIdOf } from './field-id.ts'
import { messageAt, pathKey, type FieldErrors, type FieldPath } from './field-path.ts'
import type { FieldPropsOf, NestedFieldProps } from './field-props.ts'
import { fieldLabel } from './field-labels.ts'
import { FieldGroup } from './field-group.tsx'
import { useImageUploader } from './image-upload.ts'
import { isRecord } from './json-value.ts'
import { withProperty } from './object-value.ts'
import { schemaFormText } from './schema-form-text.ts'
import styles from './schema-form.module.css'

const text = schemaFormText.image

/** The properties a person sets by uploading, not by typing: their messages show under «Subir imagen». */
const UPLOADED_PROPERTIES = ['base', 'widths', 'formats', 'width', 'height'] as const
const ALT_PROPERTY = 'alt'
/** What a person moves the focus to on purpose. */
const OTHER_CONTROLS = 'input, textarea, select, button, a[href]'

type UploadState = { kind: 'idle' } | { kind: 'uploading' } | { kind: 'uploaded' } | { kind: 'failed'; message: string }

/** The smallest file of the image in the last format it lists (WebP, which every browser shows), if it has files at all. */
function previewOf(image: Readonly<Record<string, unknown>>): { src: string; width: number; height: number } | undefined {
  const { base, widths, formats, width, height } = image
  if (typeof base !== 'string' || base === '' || !Array.isArray(widths) || !Array.isArray(formats)) return undefined
  const smallest: unknown = widths[0]
  const format: unknown = formats.at(-1)
  if (typeof smallest !== 'number' || (format !== 'avif' && format !== 'webp') || typeof width !== 'number' || typeof height !== 'number') return undefined
  return { src: imageUrl({ base }, smallest, format), width: smallest, height: imageHeightAt({ width, height }, smallest) }
}

/** The first message about the uploaded properties (a record published without an image has several). */
function uploadMessage(errors: FieldErrors, path: FieldPath): string | undefined {
  const prefixes = UPLOADED_PROPERTIES.map((name) => pathKey([...path, name]))
  const key = Object.keys(errors).find((candidate) => prefixes.some((prefix) => candidate === prefix || candidate.startsWith(`${prefix}.`)))
  return key === undefined ? undefined : errors[key]?.[0]
}

/**
 * Issue 37: a photo that sits in a slot of the pages. Shows the current image, offers «Subir
 * imagen» (the server cuts the photo to the slot and answers its files), and keeps the alt text a
 * field of its own, required. While it uploads it says «Subiendo…»; a refusal is shown under the
 * file input with the server's words and changes nothing of the record. On success the image
 * takes the new files and keeps the alt text typed, even if typed while it uploaded.
 */
export function ImageField({ node, path, label, optional, value, onChange, errors, Child, slot }: FieldPropsOf<'object'> & NestedFieldProps & { slot: ImageSlot }) {
  const upload = useImageUploader()
  const [state, setState] = useState<UploadState>({ kind: 'idle' })
  const input = useRef<HTMLInputElement>(null)
  // The upload answers later: it then writes into the record as it is by then, not as it was when it started.
  const latest = useRef({ value, onChange })
  useEffect(() => {
    latest.current = { value, onChange }
  })
  const image = isRecord(value) ? value : {}
  const preview = previewOf(image)
  const altProperty = node.properties.find(({ name }) => name === ALT_PROPERTY)
  const id = fieldIdOf(pathKey(path))
  // An error summary links a missing image's message to the path of its file, `…image.base`.
  const fileId = fieldIdOf(pathKey([...path, 'base']))
  const { label: slotLabel, widths } = IMAGE_SLOTS[slot]
  const minWidth = widths[0]

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    // Emptied at once, so that choosing the same file again after a refusal uploads it again.
    event.target.value = ''
    if (file === undefined) return
    setState({ kind: 'uploading' })
    const result = await upload(file, slot)
    if (!result.ok) {
      setState({ kind: 'failed', message: result.serverMessage ?? result.message })
    } else {
      const current = latest.current
      const typed = isRecord(current.value) ? current.value[ALT_PROPERTY] : undefined
      current.onChange({ ...result.data, [ALT_PROPERTY]: typeof typed === 'string' ? typed : '' })
      setState({ kind: 'uploaded' })
    }
  }

  // The input is disabled while the photo goes up, which takes the focus from it: once enabled it
  // gets it back, unless the person went on to another control meanwhile.
  const busy = state.kind === 'uploading'
  useEffect(() => {
    const active = document.activeElement
    const movedOn = active !== null && active !== input.current && active.matches(OTHER_CONTROLS)
    if (!busy && state.kind !== 'idle' && !movedOn) input.current?.focus()
  }, [busy, state.kind])

  const status = { idle: '', uploading: text.uploading, uploaded: text.uploaded, failed: text.failed }[state.kind]
  return (
    <FieldGroup id={id} legend={label} optional={optional} errorId={`${id}-error`} error={messageAt(errors, path)}>
      <div className={styles.imagePreview}>
        {preview === undefined ? (
          <p className={styles.hint}>{text.none}</p>
        ) : (
          <>
            <p className={styles.hint}>{text.current}</p>
            <img src={preview.src} width={preview.width} height={preview.height} alt={typeof image[ALT_PROPERTY] === 'string' ? image[ALT_PROPERTY] : ''} />
          </>
        )}
      </div>
      <Field
        id={fileId}
        label={text.upload}
        hint={text.hint(slotLabel, minWidth, slotHeightAt(slot, minWidth))}
        error={state.kind === 'failed' ? state.message : uploadMessage(errors, path)}
      >
        {(control) => (
          <input
            {...control}
            ref={input}
            type="file"
            accept={CONTENT_IMAGE_TYPES.join(',')}
            disabled={busy}
            aria-busy={busy || undefined}
            onChange={(event) => void choose(event)}
          />
        )}
      </Field>
      <p className={styles.uploadState} role="status">
        {status}
      </p>
      {optional && preview !== undefined ? (
        <button type="button" className={`${styles.action} ${styles.add}`} onClick={() => onChange(undefined)}>
          {text.remove}
        </button>
      ) : null}
      {altProperty === undefined ? null : (
        <Child
          node={altProperty.node}
          path={[...path, ALT_PROPERTY]}
          label={fieldLabel(ALT_PROPERTY)}
          optional={altProperty.optional}
          value={image[ALT_PROPERTY]}
          onChange={(next) => {
            // An optional photo never uploaded whose alt text is emptied again leaves the record, as it was.
            const unused = optional && preview === undefined && (next === '' || next === undefined)
            onChange(unused ? undefined : withProperty(image, node.properties, altProperty, next))
          }}
          errors={errors}
        />
      )}
    </FieldGroup>
  )
}
