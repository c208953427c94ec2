import { useMemo, useState } from 'react'
import type { FieldErrors } from 'react-hook-form'
import { FormCard } from '#app/components/form/form-card.tsx'
import { FileField, SelectField, TextField } from '#app/components/form/schema-field.tsx'
import { useSchemaForm } from '#app/components/form/use-schema-form.ts'
import { useSchemaValidity } from '#app/components/form/use-schema-validity.ts'
import { Dialog, ProgressDialog } from '#app/components/ui/dialog.tsx'
import { formatPesos } from '#app/lib/money.ts'
import type { DocumentsFormText } from '#content/documents.ts'
import type { DocumentOptions } from '#contracts/document-options.ts'
import {
  DOCUMENT_REQUEST_DIALOGS,
  DOCUMENT_REQUEST_FIELD_TEXT,
  documentRequestScreenSchemaFor,
  type DocumentRequestScreenInput,
  type DocumentRequestSubmission,
} from '#contracts/document-request.ts'
import { UPLOAD_EXTENSIONS } from '#contracts/limits.ts'
import { receiptProblem } from './receipt-file.ts'
import { failureMessage, submitDocumentRequest } from './submit-document-request.ts'
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
 * spec §2.14, §4, §5, §8: the official-document request, offering the published levels and
 * documents (with their prices). Messages appear once a field is
 * touched; a refused receipt opens its warning and is not kept; the send button announces itself
 * disabled while the form is invalid yet still answers a press with 'Formulario incompleto'
 * (docs/decisions/012). While sending, a blocking dialog shows the upload in percent; success
 * empties the form, a failure keeps everything (the file too) for 'Intentar de nuevo'.
 */
export function DocumentRequestForm({ text, options }: { text: DocumentsFormText; options: DocumentOptions }) {
  const [notice, setNotice] = useState<Notice | null>(null)
  const [percent, setPercent] = useState(0)
  // A new key mounts an empty file input: the way to clear a file picker from outside.
  const [fileInputKey, setFileInputKey] = useState(0)
  const schema = useMemo(() => documentRequestScreenSchemaFor(options), [options])
  const documentChoices = useMemo(
    () =>
      options.documents.map((document) => ({
        value: document.label,
        label: text.optionWithPrice(document.label, formatPesos(document.priceMxn, { cents: true })),
      })),
    [options, text],
  )
  const form = useSchemaForm(schema, {
    text: DOCUMENT_REQUEST_FIELD_TEXT,
    initial: { comprobante_pago: null },
  })
  const { fieldId } = form
  const isValid = useSchemaValidity(form)
  const { isSubmitting } = form.formState

  function chooseReceipt(file: File | null, input: HTMLInputElement) {
    const problem = file === null ? null : receiptProblem(file)
    if (problem !== null) {
      // spec §5: a refused file is not selected.
      input.value = ''
      setNotice({ ...dialogs[problem], action: text.acknowledge })
    }
    form.setValue('comprobante_pago', problem === null ? file : null, { shouldDirty: true, shouldTouch: true, shouldValidate: true })
  }

  function clearForm() {
    form.clear()
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
    const firstInvalid = form.fields.find((name) => invalid[name] !== undefined)
    setNotice({
      ...dialogs.incomplete,
      action: text.acknowledge,
      // STYLE §4: a failed submit leads to the first field to fix, once the warning is read.
      afterClose: firstInvalid === undefined ? undefined : () => form.setFocus(firstInvalid),
    })
  }

  function closeNotice() {
    const afterClose = notice?.afterClose
    setNotice(null)
    // After the dialog has handed focus back to the send button, in a task of its own.
    if (afterClose) setTimeout(afterClose, 0)
  }

  const disabledHintId = fieldId('envio-hint')
  return (
    <>
      <FormCard
        form={form}
        onSubmit={form.handleSubmit(send, warnIncomplete)}
        heading={text.heading}
        intro={text.intro}
        grid
        privacy={text.privacy}
        actions={
          <>
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
          </>
        }
      >
        <TextField form={form} name="nombre_completo" />
        <TextField form={form} name="correo" type="email" />
        <TextField form={form} name="telefono" type="tel" />
        <SelectField form={form} name="nivel_estudios" placeholder={text.placeholders.nivel_estudios} options={options.levels} />
        <SelectField form={form} name="especificaciones" placeholder={text.placeholders.especificaciones} options={documentChoices} />
        <FileField
          key={fileInputKey}
          form={form}
          name="comprobante_pago"
          accept={UPLOAD_EXTENSIONS}
          onFileChange={chooseReceipt}
        />
      </FormCard>
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
