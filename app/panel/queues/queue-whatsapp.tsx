import { useEffect, useId, useState } from 'react'
import { WHATSAPP_SENT_OUTCOME, activityAnswerSchema } from '#contracts/activities.ts'
import { PANEL_API_PATHS, QUEUE_API_PATHS } from '#contracts/api-paths.ts'
import type { WhatsappTemplate } from '#contracts/content/whatsapp-templates.ts'
import type { QueueItem } from '#contracts/queues.ts'
import type { StaffQueue } from '#contracts/staff.ts'
import { fillTemplate, whatsappNumber, whatsappTemplateListSchema, whatsappUrl, type TemplateRecipient } from '#contracts/whatsapp.ts'
import { Field } from '#app/components/form/field.tsx'
import { Alert } from '../shared/alert.tsx'
import { FormLinkButton } from '../shared/panel-form.tsx'
import { useStaffSession } from '../shared/staff-session.tsx'
import { activitiesText } from './activities-text.ts'
import card from '#app/components/form/form-card.module.css'
import panel from '../shared/panel.module.css'
import records from '../shared/item.module.css'
import styles from './queue.module.css'

const text = activitiesText.whatsapp

/** The field of each queue's item that holds the name a template greets: a ficha's given names, a message's name. */
const NAME_FIELD: Readonly<Partial<Record<StaffQueue, string>>> = { contacto: 'nombre', fichas: 'nombres' }

function fieldValue(item: QueueItem, field: string): string | null {
  return item.campos.find((campo) => campo.campo === field)?.valor ?? null
}

/** Who the template is filled for: the item's name and, for a ficha, its programme's label. */
export function templateRecipient(queue: StaffQueue, item: QueueItem): TemplateRecipient {
  return { nombre: fieldValue(item, NAME_FIELD[queue] ?? 'nombre') ?? '', programa: queue === 'fichas' ? fieldValue(item, 'carrera') : null }
}

export interface QueueWhatsappProps {
  queue: StaffQueue
  item: QueueItem
  /** Called once the activity is recorded (the page reads the item again and says so). */
  onRecorded: (message: string) => Promise<void>
}

type Recording = { kind: 'idle' } | { kind: 'sending' } | { kind: 'failed'; message: string }

/**
 * «Escribir por WhatsApp» (issue 38): a published template chosen, its text filled and shown, and
 * the click-to-chat link opened in a new tab; opening it records a WhatsApp activity. Nothing when
 * the item has no phone; a message when the phone is no Mexican number.
 */
export function QueueWhatsapp({ queue, item, onRecorded }: QueueWhatsappProps) {
  const { request } = useStaffSession()
  const selectId = useId()
  const hintId = useId()
  const [templates, setTemplates] = useState<readonly WhatsappTemplate[] | null>(null)
  const [loadFailure, setLoadFailure] = useState<string | null>(null)
  const [chosen, setChosen] = useState<number | null>(null)
  const [recording, setRecording] = useState<Recording>({ kind: 'idle' })
  const phone = fieldValue(item, 'telefono')
  const number = whatsappNumber(phone)

  useEffect(() => {
    if (number === null) return
    const controller = new AbortController()
    void request(PANEL_API_PATHS.whatsappTemplates, { schema: whatsappTemplateListSchema, signal: controller.signal }).then((result) => {
      if (result.ok) setTemplates(result.data.plantillas)
      else if (result.kind !== 'aborted') setLoadFailure(result.message)
    })
    return () => controller.abort()
  }, [request, number])

  if (phone === null) return null
  if (number === null) return <p className={panel.muted}>{text.notMexican(phone)}</p>

  const template = templates?.find((entry) => entry.id === chosen) ?? templates?.[0]
  const message = template === undefined ? null : fillTemplate(template.body, templateRecipient(queue, item))

  const record = async () => {
    setRecording({ kind: 'sending' })
    const result = await request(QUEUE_API_PATHS.activities(queue, item.folio), {
      method: 'POST',
      json: { tipo: 'whatsapp', resultado: WHATSAPP_SENT_OUTCOME },
      schema: activityAnswerSchema,
    })
    if (!result.ok) return setRecording({ kind: 'failed', message: result.serverMessage ?? result.message })
    setRecording({ kind: 'idle' })
    await onRecorded(text.recorded)
  }

  return (
    <div className={card.form} role="group" aria-labelledby={`${selectId}-title`}>
      <h3 id={`${selectId}-title`} className={card.heading}>
        {text.title}
      </h3>
      <Alert>{loadFailure}</Alert>
      {templates === null && loadFailure === null ? <p className={panel.muted}>{text.loading}</p> : null}
      {templates !== null && template !== undefined && message !== null ? (
        <>
          <Field id={selectId} label={text.template}>
            {(control) => (
              <select {...control} value={template.id} onChange={(event) => setChosen(Number(event.target.value))}>
                {templates.map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {entry.title}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <div>
            <p className={records.meta}>{text.preview}</p>
            <blockquote className={records.quote} aria-live="polite">
              {message}
            </blockquote>
          </div>
          <p id={hintId} className={panel.muted}>
            {text.opensHint}
          </p>
          <div className={card.actions}>
            <a
              className={`${card.submit} ${styles.buttonLink}`}
              href={whatsappUrl(number, message)}
              target="_blank"
              rel="noopener noreferrer"
              aria-describedby={hintId}
              aria-disabled={recording.kind === 'sending' || undefined}
              onClick={() => {
                if (recording.kind !== 'sending') void record()
              }}
            >
              {text.open}
            </a>
          </div>
          {recording.kind === 'sending' ? (
            <p className={panel.muted} role="status">
              {text.recording}
            </p>
          ) : null}
          {recording.kind === 'failed' ? (
            <>
              <Alert>{recording.message}</Alert>
              <FormLinkButton onClick={() => void record()}>{text.retry}</FormLinkButton>
            </>
          ) : null}
        </>
      ) : null}
    </div>
  )
}
