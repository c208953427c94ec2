import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { useController, useForm, type FieldErrors } from 'react-hook-form'
import { Link } from 'react-router'
import { EmailInput } from '#app/components/form/email-input.tsx'
import { Field } from '#app/components/form/field.tsx'
import { FileInput } from '#app/components/form/file-input.tsx'
import { HoneypotField } from '#app/components/form/honeypot-field.tsx'
import { useTypedBeforeHydration } from '#app/components/form/typed-before-hydration.ts'
import { Dialog, ProgressDialog } from '#app/components/ui/dialog.tsx'
import { formatPesos } from '#app/lib/money.ts'
import type { DocumentsFormText } from '#content/documents.ts'
import { DOCUMENT_LEVELS, DOCUMENT_TYPES } from '#contracts/document-options.ts'
import { DOCUMENT_REQUEST_DIALOGS, DOCUMENT_REQUEST_FIELDS } from '#contracts/document-request.ts'
import { HONEYPOT_FIELD } from '#contracts/form-fields.ts'
import { FULL_NAME_MAX_CHARS, UPLOAD_EXTENSIONS } from '#contracts/limits.ts'
import { paths } from '#contracts/site-paths.ts'
import {
  EMPTY_DOCUMENT_REQUEST,
  documentRequestScreenSchema,
  type DocumentRequestScreenInput,
} from './document-request-screen.ts'
import { receiptProblem } from './receipt-file.ts'
import { failureMessage, submitDocumentRequest, type DocumentRequestSubmission } from './submit-document-request.ts'
import card from '#app/components/form/form-card.module.css'

/** A dialog that tells something and has one button that closes it. */
interface Notice {
  title: string
  message: string
  action: string
  /** Runs once the dialog has closed and given focus back. */
  afterClose?: () => void
}

const dialogs = DOCUMENT_REQUEST_DIALOGS

/**
 * spec §2.14, §4, §5, §8: the official-document request. Messages appear once a field is
 * touched; a refused receipt opens its warning and is not kept; the send button announces itself
 * disabled while the form is invalid yet still answers a press with 'Formulario incompleto'
 * (docs/decisions/012). While sending, a blocking dialog shows the upload in percent; success
 * empties the form, a failure keeps everything (the file too) for 'Intentar de nuevo'.
 */
export function DocumentRequestForm({ text }: { text: DocumentsFormText }) {
  const id = useId()
  const fieldId = (name: string) => `${id}-${name}`
  const [notice, setNotice] = useState<Notice | null>(null)
  const [percent, setPercent] = useState(0)
  // A new key mounts an empty file input: the way to clear a file picker from outside.
  const [fileInputKey, setFileInputKey] = useState(0)
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    setFocus,
    formState: { errors, isValid, isSubmitting },
  } = useForm<DocumentRequestScreenInput, unknown, DocumentRequestSubmission>({
    resolver: zodResolver(documentRequestScreenSchema),
    mode: 'onTouched',
    defaultValues: EMPTY_DOCUMENT_REQUEST,
  })
  const formRef = useTypedBeforeHydration(setValue, [
    'nombre_completo',
    'correo',
    'telefono',
    'nivel_estudios',
    'especificaciones',
    HONEYPOT_FIELD,
  ])

  // Registered in screen order: a failed submit focuses the first invalid field (STYLE §4).
  const field = {
    nombre_completo: register('nombre_completo'),
    correo: register('correo'),
    telefono: register('telefono'),
    nivel_estudios: register('nivel_estudios'),
    especificaciones: register('especificaciones'),
  }
  const receipt = useController({ name: 'comprobante_pago', control }).field

  function chooseReceipt(file: File | null, input: HTMLInputElement) {
    const problem = file === null ? null : receiptProblem(file)
    if (problem !== null) {
      // spec §5: a refused file is not selected.
      input.value = ''
      setNotice({ ...dialogs[problem], action: text.acknowledge })
    }
    setValue('comprobante_pago', problem === null ? file : null, { shouldDirty: true, shouldTouch: true, shouldValidate: true })
  }

  function clearForm() {
    reset(EMPTY_DOCUMENT_REQUEST)
    setFileInputKey((key) => key + 1)
  }

  async function send(submission: DocumentRequestSubmission) {
    setPercent(0)
    const result = await submitDocumentRequest(submission, setPercent)
    if (result.ok) {
      clearForm()
      setNotice({ ...dialogs.success, action: text.acknowledge })
      return
    }
    setNotice({ title: dialogs.failure.title, message: failureMessage(result), action: dialogs.failure.retry })
  }

  function warnIncomplete(invalid: FieldErrors<DocumentRequestScreenInput>) {
    // The wire fields are listed in screen order.
    const firstInvalid = DOCUMENT_REQUEST_FIELDS.find((name) => invalid[name] !== undefined)
    setNotice({
      ...dialogs.incomplete,
      action: text.acknowledge,
      // STYLE §4: a failed submit leads to the first field to fix, once the warning is read.
      afterClose: firstInvalid === undefined ? undefined : () => setFocus(firstInvalid),
    })
  }

  function closeNotice() {
    const afterClose = notice?.afterClose
    setNotice(null)
    // After the dialog has handed focus back to the send button, in a task of its own.
    if (afterClose) setTimeout(afterClose, 0)
  }

  const labels = text.fields
  const disabledHintId = fieldId('envio-hint')
  return (
    <>
      <form
        ref={formRef}
        className={card.form}
        noValidate
        onSubmit={handleSubmit(send, warnIncomplete)}
        aria-labelledby={fieldId('titulo')}
      >
        <h2 id={fieldId('titulo')} className={card.heading}>
          {text.heading}
        </h2>
        <p className={card.intro}>{text.intro}</p>
        <div className={card.grid}>
          <Field id={fieldId('nombre_completo')} label={labels.nombre_completo.label} error={errors.nombre_completo?.message}>
            {(props) => (
              <input {...props} type="text" autoComplete="name" maxLength={FULL_NAME_MAX_CHARS} {...field.nombre_completo} />
            )}
          </Field>
          <Field id={fieldId('correo')} label={labels.correo.label} hint={labels.correo.hint} error={errors.correo?.message}>
            {(props) => <EmailInput {...props} registration={field.correo} />}
          </Field>
          <Field id={fieldId('telefono')} label={labels.telefono.label} hint={labels.telefono.hint} error={errors.telefono?.message}>
            {(props) => <input {...props} type="tel" autoComplete="tel" {...field.telefono} />}
          </Field>
          <Field id={fieldId('nivel_estudios')} label={labels.nivel_estudios.label} error={errors.nivel_estudios?.message}>
            {(props) => (
              <select {...props} {...field.nivel_estudios}>
                <option value="">{text.placeholders.nivel_estudios}</option>
                {DOCUMENT_LEVELS.map((level) => (
                  <option key={level.value} value={level.value}>
                    {level.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            id={fieldId('especificaciones')}
            label={labels.especificaciones.label}
            error={errors.especificaciones?.message}
          >
            {(props) => (
              <select {...props} {...field.especificaciones}>
                <option value="">{text.placeholders.especificaciones}</option>
                {DOCUMENT_TYPES.map((type) => (
                  <option key={type.value} value={type.value}>
                    {text.optionWithPrice(type.value, formatPesos(type.priceMxn, { cents: true }))}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            id={fieldId('comprobante_pago')}
            label={labels.comprobante_pago.label}
            hint={labels.comprobante_pago.hint}
            error={errors.comprobante_pago?.message}
          >
            {(props) => (
              <FileInput
                {...props}
                name={receipt.name}
                accept={UPLOAD_EXTENSIONS}
                onFileChange={chooseReceipt}
                key={fileInputKey}
                onBlur={receipt.onBlur}
                ref={receipt.ref}
              />
            )}
          </Field>
        </div>
        <HoneypotField id={fieldId(HONEYPOT_FIELD)} registration={register(HONEYPOT_FIELD)} />
        <p className={card.privacy}>
          {text.privacy.before}
          <Link to={paths.avisoPrivacidad}>{text.privacy.link}</Link>
          {text.privacy.after}
        </p>
        <div className={card.actions}>
          {/* Announced as disabled while invalid, yet it still answers a press with the warning (docs/decisions/012). */}
          <button
            type="submit"
            className={card.submit}
            aria-disabled={!isValid || isSubmitting ? true : undefined}
            aria-describedby={isValid ? undefined : disabledHintId}
          >
            {text.submit}
          </button>
          <button type="button" className={card.secondary} onClick={clearForm}>
            {text.cancel}
          </button>
        </div>
        {isValid ? null : (
          <p id={disabledHintId} className={card.note}>
            {text.disabledHint}
          </p>
        )}
      </form>
      <ProgressDialog
        open={isSubmitting}
        title={dialogs.sending.title}
        description={dialogs.sending.message}
        percent={percent}
        progressLabel={text.progressLabel}
      />
      <Dialog
        open={notice !== null && !isSubmitting}
        title={notice?.title ?? ''}
        description={notice?.message}
        onClose={closeNotice}
        actions={
          <button type="button" className={card.submit} onClick={closeNotice}>
            {notice?.action}
          </button>
        }
      />
    </>
  )
}
