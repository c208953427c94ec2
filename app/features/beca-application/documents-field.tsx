import { useRef, useState } from 'react'
import { useController, useFormState } from 'react-hook-form'
import { FileInput } from '#app/components/form/file-input.tsx'
import { Field } from '#app/components/form/field.tsx'
import type { SchemaForm } from '#app/components/form/use-schema-form.ts'
import type { BecaFormText } from '#content/becas-page.ts'
import {
  BECA_DOCUMENTS_FIELD,
  becaApplicationScreenSchema,
  type BecaApplicationScreenInput,
  type BecaApplicationSubmission,
} from '#contracts/beca-application.ts'
import { BECA_DOCUMENT_EXTENSIONS, BECA_DOCUMENTS_MAX_FILES } from '#contracts/limits.ts'
import styles from './beca-application.module.css'

const documentsSchema = becaApplicationScreenSchema.shape.documentos

/** The first reason the contract refuses this list of documents (a kind, a size, the total), if any. */
function documentsProblem(documents: readonly File[]): string | undefined {
  const result = documentsSchema.safeParse(documents)
  return result.success ? undefined : result.error.issues[0]?.message
}

/**
 * Issue 39: the application's supporting documents, chosen one at a time (a phone's camera gives
 * one photo per choice) and listed with «Quitar». The picker is the native one
 * (app/components/form/file-input.tsx); it empties after each choice, and the list under it is
 * what will be sent. A document the contract refuses (its kind, its size, the total) is not kept:
 * its message shows under the field at once and is read out, until the next choice. The refusal is
 * this field's own state, not a form error: the form's validation of the list, which lost nothing,
 * would clear it.
 */
export function DocumentsField({ form, text }: { form: SchemaForm<BecaApplicationScreenInput, BecaApplicationSubmission>; text: BecaFormText['documents'] }) {
  const { field } = useController({
    name: BECA_DOCUMENTS_FIELD,
    control: form.control,
  })
  const documents: readonly File[] = field.value
  const full = documents.length >= BECA_DOCUMENTS_MAX_FILES
  const noteId = form.fieldId(`${BECA_DOCUMENTS_FIELD}-estado`)
  const { errors } = useFormState({
    control: form.control,
    name: BECA_DOCUMENTS_FIELD,
  })
  const [refusal, setRefusal] = useState<string | null>(null)
  const inputRef = useRef<HTMLInputElement | null>(null)
  const { id, label, hint } = form.describe(BECA_DOCUMENTS_FIELD)

  function keep(next: readonly File[]) {
    setRefusal(null)
    form.setValue(BECA_DOCUMENTS_FIELD, [...next], {
      shouldDirty: true,
      shouldTouch: true,
      shouldValidate: true,
    })
  }

  function choose(file: File | null, input: HTMLInputElement) {
    if (file === null) return
    // The list holds the choice: the picker is ready for the next document.
    input.value = ''
    const next = [...documents, file]
    const problem = documentsProblem(next)
    if (problem === undefined) keep(next)
    else setRefusal(problem)
  }

  function remove(index: number) {
    keep(documents.filter((_, at) => at !== index))
    // The pressed button is gone: focus goes back to the picker.
    inputRef.current?.focus()
  }

  return (
    <Field id={id} label={label} hint={hint} error={refusal ?? errors.documentos?.message}>
      {(control) => (
        <>
          <FileInput
            {...control}
            aria-describedby={[control['aria-describedby'], noteId].filter(Boolean).join(' ')}
            name={field.name}
            accept={BECA_DOCUMENT_EXTENSIONS}
            onFileChange={choose}
            onBlur={field.onBlur}
            ref={(input) => {
              inputRef.current = input
              field.ref(input)
            }}
          />
          <p id={noteId} className={styles.documentsNote} aria-live="polite">
            {full ? text.full(BECA_DOCUMENTS_MAX_FILES) : text.count(documents.length, BECA_DOCUMENTS_MAX_FILES)}
            {refusal ? <span className="sr-only"> {refusal}</span> : null}
          </p>
          {documents.length > 0 ? (
            <ul className={styles.documents} aria-label={text.chosenHeading}>
              {documents.map((document, index) => (
                <li key={`${index}-${document.name}`}>
                  <span className={styles.documentName}>{document.name}</span>
                  <button type="button" className={styles.remove} aria-label={text.remove(document.name)} onClick={() => remove(index)}>
                    {text.removeLabel}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </Field>
  )
}
