import { useMemo } from 'react'
import { CONTENT_KINDS, type ContentKind } from '#contracts/content/content-kinds.ts'
import { FieldMessage } from './field-message.tsx'
import { fieldIdOf } from './field-id.ts'
import { RECORD_PATH_KEY, messageAt, type FieldErrors } from './field-path.ts'
import { ImageUploadContext, imageUploaderWith, type PanelRequest } from './image-upload.ts'
import { fieldTreeOf } from './kind-fields.ts'
import { PropertyFields } from './object-field.tsx'
import { SchemaField } from './schema-field.tsx'
import styles from './schema-form.module.css'

export { fieldIdOf } from './field-id.ts'
export type { FieldErrors } from './field-path.ts'

export interface SchemaFormProps {
  kind: ContentKind
  /** The record as typed so far: plain JSON (an integer field may hold the text typed until it is one). */
  value: unknown
  onChange: (next: unknown) => void
  /** Messages by dotted path, as the server's 422 gives them (`datos`: the record as a whole); each field shows the first of its own. */
  errors?: FieldErrors | undefined
  /** The signed-in session's API call, which photo uploads go through; the plain API client when not given. */
  request?: PanelRequest | undefined
}

const NO_ERRORS: FieldErrors = {}

/**
 * Issue 37: the form of any content record, drawn from its kind's schema. Every control is labelled
 * from CONTENT_FIELD_LABELS and has the id `fieldIdOf(path)`; nothing typed is thrown away.
 */
export function SchemaForm({ kind, value, onChange, errors = NO_ERRORS, request }: SchemaFormProps) {
  const tree = fieldTreeOf(kind)
  const rootError = messageAt(errors, [])
  const uploader = useMemo(() => (request === undefined ? undefined : imageUploaderWith(request)), [request])
  const form = (
    <div className={styles.form}>
      {tree.type === 'object' ? (
        <>
          {rootError ? <FieldMessage id={fieldIdOf(RECORD_PATH_KEY)} message={rootError} /> : null}
          <PropertyFields properties={tree.properties} path={[]} value={value} onChange={onChange} errors={errors} Child={SchemaField} />
        </>
      ) : (
        <SchemaField node={tree} path={[]} label={CONTENT_KINDS[kind].label} optional={false} value={value} onChange={onChange} errors={errors} />
      )}
    </div>
  )
  return uploader === undefined ? form : <ImageUploadContext value={uploader}>{form}</ImageUploadContext>
}
