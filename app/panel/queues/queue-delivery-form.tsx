import { useEffect, useId, useState } from 'react'
import { useController } from 'react-hook-form'
import { SchemaField, TextAreaField } from '#app/components/form/schema-field.tsx'
import { useSchemaForm } from '#app/components/form/use-schema-form.ts'
import { QUEUE_API_PATHS } from '#contracts/api-paths.ts'
import { DELIVERY_EXTENSIONS, DELIVERY_FILES_FIELD, QUEUE_FIELD_TEXT, QUEUE_MESSAGES, statusChangeSchema } from '#contracts/queues.ts'
import { z } from '#contracts/zod.ts'
import { deliveryProblem } from './delivery-files.ts'
import { usePanelSubmit } from '../shared/panel-form.tsx'
import { ItemChangeForm } from './queue-action-form.tsx'
import { queueText as text } from './queue-text.ts'
import { formatBytes } from './queue-format.ts'
import { useStaffSession } from '../shared/staff-session.tsx'
import panel from '../shared/panel.module.css'
import records from '../shared/item.module.css'
import styles from './queue.module.css'

/** What «Entregar» sends besides the version (multipart): the finished documents and an optional note. */
const deliverySchema = z.object({
  archivos: z.array(z.custom<File>((value) => value instanceof File)).check(
    z.minLength(1, { error: QUEUE_MESSAGES.deliveryFileRequired }),
    z.superRefine((files, context) => {
      const problem = deliveryProblem(files)
      if (problem !== null) context.addIssue({ code: 'custom', message: problem })
    }),
  ),
  nota: statusChangeSchema.shape.nota,
})

export interface QueueDeliveryFormProps {
  folio: string
  version: number
  label: string
  onDone: () => void
  onCancel: () => void
  onReload: () => Promise<void>
}

/**
 * «Entregar» (document requests): the finished documents, checked as they are chosen, sent as
 * multipart with the item's version, with the upload's progress shown while it goes.
 */
export function QueueDeliveryForm({ folio, version, label, onDone, onCancel, onReload }: QueueDeliveryFormProps) {
  const { request } = useStaffSession()
  const form = useSchemaForm(deliverySchema, {
    text: { archivos: QUEUE_FIELD_TEXT.archivos, nota: QUEUE_FIELD_TEXT.nota },
    initial: { archivos: [] },
  })
  const { field } = useController({ name: 'archivos', control: form.control })
  const [percent, setPercent] = useState(0)
  const progressId = useId()
  const { setFocus } = form
  useEffect(() => setFocus('archivos'), [setFocus])

  const send = (values: z.output<typeof deliverySchema>) => {
    setPercent(0)
    const body = new FormData()
    for (const file of values.archivos) body.append(DELIVERY_FILES_FIELD, file)
    body.append('version', String(version))
    if (values.nota) body.append('nota', values.nota)
    return request(QUEUE_API_PATHS.delivery(folio), { method: 'POST', formData: body, onUploadProgress: setPercent })
  }
  const submission = usePanelSubmit(form, send, onDone)
  const { busy } = submission

  const choose = (input: HTMLInputElement) => {
    const files = Array.from(input.files ?? [])
    const problem = deliveryProblem(files)
    if (problem === null) {
      form.setValue('archivos', files, { shouldValidate: true, shouldTouch: true })
      return
    }
    // A refused choice is emptied, so what the input shows is what would be sent.
    input.value = ''
    form.setValue('archivos', [], { shouldTouch: true })
    form.setError('archivos', { type: 'client', message: problem })
  }

  return (
    <ItemChangeForm label={label} submission={submission} submitLabel={text.deliver} onCancel={onCancel} onReload={onReload}>
      <SchemaField form={form} name="archivos">
        {(control) => (
          <input
            {...control}
            type="file"
            multiple
            accept={DELIVERY_EXTENSIONS.join(',')}
            name={field.name}
            ref={field.ref}
            onChange={(event) => choose(event.currentTarget)}
          />
        )}
      </SchemaField>
      {field.value.length > 0 ? (
        <div>
          <p className={panel.muted}>{text.chosenFiles}</p>
          <ul className={records.files}>
            {field.value.map((file) => (
              <li key={`${file.name}-${file.size}`}>
                {file.name} ({formatBytes(file.size)})
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <TextAreaField form={form} name="nota" rows={3} />
      {busy ? (
        <div>
          <p id={progressId}>{text.uploading(percent)}</p>
          <progress className={styles.progress} aria-labelledby={progressId} max={100} value={percent} />
        </div>
      ) : null}
    </ItemChangeForm>
  )
}
