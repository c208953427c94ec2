import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react'
import { useWatch } from 'react-hook-form'
import { Link } from 'react-router'
import { FormCard } from '#app/components/form/form-card.tsx'
import { SelectField, TextAreaField, TextField } from '#app/components/form/schema-field.tsx'
import { useSchemaForm } from '#app/components/form/use-schema-form.ts'
import { ProgressDialog } from '#app/components/ui/dialog.tsx'
import { becaPercentRange, type BecaFormText } from '#content/becas-page.ts'
import type { AdmissionChoices } from '#contracts/admission-options.ts'
import type { FieldErrors } from '#contracts/api-responses.ts'
import {
  BECA_APPLICATION_DIALOGS,
  BECA_APPLICATION_FIELD_TEXT,
  BECA_DOCUMENTS_FIELD,
  becaApplicationScreenSchemaFor,
  type BecaApplicationSubmission,
} from '#contracts/beca-application.ts'
import type { Becas } from '#contracts/content/becas.ts'
import { paths } from '#contracts/site-paths.ts'
import { becasFor, campusesOffering, programmesOffered } from './beca-choices.ts'
import { DocumentsField } from './documents-field.tsx'
import { ErrorSummary } from './error-summary.tsx'
import { submitBecaApplication } from './submit-beca-application.ts'
import card from '#app/components/form/form-card.module.css'
import styles from './beca-application.module.css'

/** The statement's text area: a few sentences fit without scrolling. */
const STATEMENT_ROWS = 6

/** What the page shows once the application is stored: its folio, focused so it is read out at once. */
function Sent({ folio, text, onAnother }: { folio: string; text: BecaFormText['success']; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <div className={styles.sent} role="status">
      <h2 ref={heading} tabIndex={-1}>
        {BECA_APPLICATION_DIALOGS.success.title}
      </h2>
      <p>
        {text.folio}: <strong>{folio}</strong>
      </p>
      <p>{BECA_APPLICATION_DIALOGS.success.message}</p>
      <p>
        {text.tracking.before}
        <Link to={paths.seguimiento}>{text.tracking.link}</Link>
        {text.tracking.after}
      </p>
      <button type="button" className={card.secondary} onClick={onAnother}>
        {text.another}
      </button>
    </div>
  )
}

/**
 * Issue 39: the beca application, on the document request's building blocks (schema-driven
 * fields, the native file picker, the upload's progress dialog). The programme, then the campuses
 * that offer it, then the open becas for its level, all from what is published; messages under the
 * fields once touched, and after a failed send a summary of them above the fields with the first
 * field to fix focused (STYLE §4). A failure keeps everything, the documents too; success replaces
 * the form with the folio and the way to follow the application.
 */
export function BecaApplicationForm({
  text,
  becas,
  choices,
  today,
}: {
  text: BecaFormText
  becas: Becas
  choices: AdmissionChoices
  /** The institute's day the page was rendered for: becas past their deadline are not offered. */
  today: string
}) {
  const offer = useMemo(() => ({ becas, today, choices }), [becas, choices, today])
  const schema = useMemo(() => becaApplicationScreenSchemaFor(offer), [offer])
  const form = useSchemaForm(schema, {
    text: BECA_APPLICATION_FIELD_TEXT,
    initial: { [BECA_DOCUMENTS_FIELD]: [] },
    // Before hydration the campus select offers no campus yet.
    notTypedBeforeHydration: ['campus'],
  })
  const { isSubmitting, errors, submitCount } = form.formState
  // Only while the request is out: a modal open during validation would keep focus from the first field to fix.
  const [sending, setSending] = useState(false)
  const [percent, setPercent] = useState(0)
  const [serverErrors, setServerErrors] = useState<FieldErrors | null>(null)
  const [folio, setFolio] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  // The lists are pure functions of the chosen programme (STYLE §9: no effect).
  const programme = useWatch({ control: form.control, name: 'carrera' })
  const programmes = useMemo(() => programmesOffered(offer), [offer])
  const campuses = campusesOffering(offer, programme)
  const becaOptions = becasFor(becas, today, programme).map((beca) => ({
    value: beca.key,
    label: `${beca.titulo} (${becaPercentRange(beca.porcentajeMinimo, beca.porcentajeMaximo)})`,
  }))

  function chooseProgramme() {
    form.resetField('campus')
    // A beca chosen before that is not for the new programme's level is no choice any more.
    const chosen = form.getValues('tipo_beca')
    if (chosen !== '' && !becasFor(becas, today, form.getValues('carrera')).some((beca) => beca.key === chosen)) form.resetField('tipo_beca')
  }

  // The server's field messages once the progress dialog has closed and handed focus back: then the first field to fix takes it.
  const showServerErrors = useEffectEvent((fieldErrors: FieldErrors) => form.showServerErrors(fieldErrors))
  useEffect(() => {
    if (!sending && serverErrors !== null) showServerErrors(serverErrors)
  }, [sending, serverErrors])

  async function send(submission: BecaApplicationSubmission) {
    setFailure(null)
    setServerErrors(null)
    setPercent(0)
    setSending(true)
    const result = await submitBecaApplication(submission, setPercent)
    setSending(false)
    if (result.ok) {
      form.clear()
      setFolio(result.data.folio)
      return
    }
    if (result.fieldErrors) setServerErrors(result.fieldErrors)
    else setFailure(result.serverMessage ?? result.message)
  }

  if (folio !== null) return <Sent folio={folio} text={text.success} onAnother={() => setFolio(null)} />

  return (
    <>
      <FormCard
        form={form}
        onSubmit={form.handleSubmit(send)}
        heading={text.heading}
        intro={text.intro}
        privacy={text.privacy}
        actions={
          <>
            {failure ? (
              <p className={styles.failure} role="alert">
                {failure}
              </p>
            ) : null}
            <div className={card.actions}>
              <button type="submit" className={card.submit} disabled={isSubmitting}>
                {isSubmitting ? text.sending : text.submit}
              </button>
            </div>
          </>
        }
      >
        {submitCount > 0 ? <ErrorSummary form={form} errors={errors} heading={text.errorSummary} /> : null}
        <TextField form={form} name="nombre_completo" />
        <TextField form={form} name="correo" type="email" />
        <TextField form={form} name="telefono" type="tel" />
        <SelectField form={form} name="carrera" placeholder={text.placeholders.carrera} options={programmes} onChange={chooseProgramme} />
        <SelectField
          form={form}
          name="campus"
          placeholder={campuses.length === 0 ? text.placeholders.campusBeforeCarrera : text.placeholders.campus}
          options={campuses}
        />
        <SelectField form={form} name="tipo_beca" placeholder={text.placeholders.tipo_beca} options={becaOptions} />
        <TextAreaField form={form} name="motivo" rows={STATEMENT_ROWS} />
        <DocumentsField form={form} text={text.documents} />
      </FormCard>
      <ProgressDialog
        open={sending}
        title={BECA_APPLICATION_DIALOGS.sending.title}
        description={BECA_APPLICATION_DIALOGS.sending.message}
        percent={percent}
        progressLabel={text.progressLabel}
      />
    </>
  )
}
