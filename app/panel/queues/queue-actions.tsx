import { useEffect, useId, useRef, useState } from 'react'
import { QUEUE_API_PATHS } from '#contracts/api-paths.ts'
import {
  CLOSED_STATUSES,
  QUEUE_FIELD_TEXT,
  QUEUE_MESSAGES,
  appointmentField,
  contactReplySchema,
  noteField,
  percentageField,
  noteSchema,
  queueStatusLabel,
  statusChangeSchema,
  transitionsFrom,
  type QueueItem,
  type QueueTransition,
} from '#contracts/queues.ts'
import type { StaffQueue } from '#contracts/staff.ts'
import { z } from '#contracts/zod.ts'
import { queueText as text } from './queue-text.ts'
import { QueueActionForm, type ActionField, type ActionSchema, type ActionValues } from './queue-action-form.tsx'
import { QueueDeliveryForm } from './queue-delivery-form.tsx'
import { useStaffSession } from '../shared/staff-session.tsx'
import card from '#app/components/form/form-card.module.css'
import panel from '../shared/panel.module.css'
import styles from './queue.module.css'

const optionalNote = statusChangeSchema.shape.nota
const noteRows = 3
const replyRows = 8

/** A move's form, by what it asks for besides the optional note (the server checks the same). */
const MOVE_FORMS = {
  plain: { schema: z.object({ nota: optionalNote }), fields: [{ name: 'nota', control: 'textarea', rows: noteRows }] },
  reason: {
    schema: z.object({ nota: noteField.check(z.minLength(1, { error: QUEUE_MESSAGES.reasonRequired })) }),
    fields: [{ name: 'nota', control: 'textarea', rows: noteRows }],
  },
  appointment: {
    schema: z.object({ cita: appointmentField, nota: optionalNote }),
    fields: [
      { name: 'cita', control: 'datetime' },
      { name: 'nota', control: 'textarea', rows: noteRows },
    ],
  },
  // Issue 39: a beca's approval, with the percentage granted (typed as text, checked as the server does).
  percentage: {
    schema: z.object({
      porcentaje: z.pipe(
        z.pipe(
          z.string({ error: QUEUE_MESSAGES.percentageRequired }).check(z.trim(), z.minLength(1, { error: QUEUE_MESSAGES.percentageRequired })),
          z.transform(Number),
        ),
        percentageField,
      ),
      nota: optionalNote,
    }),
    fields: [
      { name: 'porcentaje', control: 'percentage' },
      { name: 'nota', control: 'textarea', rows: noteRows },
    ],
  },
} satisfies Record<string, { schema: z.ZodMiniObject; fields: readonly ActionField[] }>

const replyForm = z.pick(contactReplySchema, { respuesta: true, nota: true })
const noteForm = z.pick(noteSchema, { nota: true })

const asActionSchema = (schema: z.ZodMiniObject) => schema as unknown as ActionSchema

/** The reason's label: a rejected payment's or beca's reason is e-mailed to the person, so its hint says so. */
function reasonText(queue: StaffQueue) {
  if (queue === 'documentos') return QUEUE_FIELD_TEXT.motivoRechazo
  return queue === 'becas' ? QUEUE_FIELD_TEXT.motivoRechazoBeca : QUEUE_FIELD_TEXT.motivo
}

type Open = { kind: 'move'; transition: QueueTransition } | { kind: 'note' } | null

const keyOf = (open: NonNullable<Open>) => (open.kind === 'note' ? 'note' : `${open.transition.to}:${open.transition.action}`)

export interface QueueActionsProps {
  queue: StaffQueue
  item: QueueItem
  /** After a change: read the item again and say `message`. */
  onChanged: (message: string) => Promise<void>
  onReload: () => Promise<void>
}

/**
 * What may be done to the item now: a button per move QUEUE_TRANSITIONS allows from its status,
 * and «Agregar nota» while it is open. A button opens its form under the buttons (one at a time);
 * after a change the focus goes to this section's heading, under which the result is said.
 */
export function QueueActions({ queue, item, onChanged, onReload }: QueueActionsProps) {
  const { request } = useStaffSession()
  const [open, setOpen] = useState<Open>(null)
  const headingId = useId()
  const formId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const buttons = useRef(new Map<string, HTMLButtonElement>())
  const pendingFocus = useRef<string | null>(null)
  useEffect(() => {
    const target = pendingFocus.current
    if (target === null) return
    pendingFocus.current = null
    if (target === 'heading') heading.current?.focus()
    else buttons.current.get(target)?.focus()
  })

  const transitions = transitionsFrom(queue, item.estado)
  const closed = (CLOSED_STATUSES[queue] as readonly string[]).includes(item.estado)
  const close = (focus: string) => {
    pendingFocus.current = focus
    setOpen(null)
  }
  const done = (message: string) => {
    close('heading')
    void onChanged(message)
  }
  const post = (path: string, json: object) => request(path, { method: 'POST', json: { ...json, version: item.version } })
  const orNothing = (value: string | undefined) => (value === '' ? undefined : value)

  const choices: NonNullable<Open>[] = [...transitions.map((transition) => ({ kind: 'move' as const, transition })), ...(closed ? [] : [{ kind: 'note' as const }])]
  // Read again after someone else's change, the item may no longer allow the open form's move.
  const shown = open !== null && choices.some((choice) => keyOf(choice) === keyOf(open)) ? open : null

  function form(current: NonNullable<Open>) {
    const cancel = () => close(keyOf(current))
    if (current.kind === 'note') {
      return (
        <QueueActionForm
          label={text.addNote}
          schema={asActionSchema(noteForm)}
          text={{ nota: QUEUE_FIELD_TEXT.nota }}
          fields={[{ name: 'nota', control: 'textarea', rows: noteRows }]}
          submitLabel={text.saveNote}
          send={(values) => post(QUEUE_API_PATHS.notes(queue, item.folio), { nota: values.nota })}
          onDone={() => done(text.done.noted)}
          onCancel={cancel}
          onReload={onReload}
        />
      )
    }
    const { transition } = current
    if (transition.needs === 'delivery') {
      return <QueueDeliveryForm folio={item.folio} version={item.version} label={transition.action} onDone={() => done(text.done.delivered)} onCancel={cancel} onReload={onReload} />
    }
    if (transition.needs === 'reply') {
      return (
        <QueueActionForm
          label={transition.action}
          schema={asActionSchema(replyForm)}
          text={{ respuesta: QUEUE_FIELD_TEXT.respuesta, nota: QUEUE_FIELD_TEXT.nota }}
          fields={[
            { name: 'respuesta', control: 'textarea', rows: replyRows },
            { name: 'nota', control: 'textarea', rows: noteRows },
          ]}
          submitLabel={text.sendReply}
          send={(values: ActionValues) => post(QUEUE_API_PATHS.reply(item.folio), { respuesta: values.respuesta, nota: orNothing(values.nota) })}
          onDone={() => done(text.done.replied)}
          onCancel={cancel}
          onReload={onReload}
        />
      )
    }
    const move = MOVE_FORMS[transition.needs ?? 'plain']
    return (
      <QueueActionForm
        label={transition.action}
        schema={asActionSchema(move.schema)}
        text={{ nota: transition.needs === 'reason' ? reasonText(queue) : QUEUE_FIELD_TEXT.nota, cita: QUEUE_FIELD_TEXT.cita, porcentaje: QUEUE_FIELD_TEXT.porcentaje }}
        fields={move.fields}
        submitLabel={text.confirm}
        send={(values) =>
          post(QUEUE_API_PATHS.status(queue, item.folio), {
            estado: transition.to,
            nota: orNothing(values.nota),
            cita: orNothing(values.cita),
            porcentaje: values.porcentaje === undefined ? undefined : Number(values.porcentaje),
          })
        }
        onDone={() => done(text.done.moved(queueStatusLabel(queue, transition.to)))}
        onCancel={cancel}
        onReload={onReload}
      />
    )
  }

  return (
    <section className={panel.section} aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {text.actions}
      </h2>
      {closed ? <p className={panel.muted}>{text.closed}</p> : null}
      {choices.length > 0 ? (
        <div className={styles.buttons}>
          {choices.map((choice) => {
            const key = keyOf(choice)
            const isOpen = shown !== null && keyOf(shown) === key
            return (
              <button
                key={key}
                ref={(button) => {
                  if (button) buttons.current.set(key, button)
                  else buttons.current.delete(key)
                }}
                type="button"
                className={isOpen ? card.submit : card.secondary}
                aria-expanded={isOpen}
                aria-controls={isOpen ? formId : undefined}
                onClick={() => setOpen(isOpen ? null : choice)}
              >
                {choice.kind === 'note' ? text.addNote : choice.transition.action}
              </button>
            )
          })}
        </div>
      ) : null}
      {shown !== null ? (
        <div id={formId} key={keyOf(shown)}>
          {form(shown)}
        </div>
      ) : null}
    </section>
  )
}
