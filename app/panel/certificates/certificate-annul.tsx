import { useEffect, useRef, useState } from 'react'
import { TextAreaField } from '#app/components/form/schema-field.tsx'
import { useSchemaForm } from '#app/components/form/use-schema-form.ts'
import { CERTIFICATE_API_PATHS } from '#contracts/api-paths.ts'
import { certificateAnnulAnswerSchema, certificateAnnulSchema, type CertificateAnnul as AnnulValues } from '#contracts/certificates-panel.ts'
import { ConflictReload, PanelForm, usePanelSubmit } from '../shared/panel-form.tsx'
import { useStaffSession } from '../shared/staff-session.tsx'
import { certificateText as text } from './certificate-text.ts'
import card from '#app/components/form/form-card.module.css'
import panel from '../shared/panel.module.css'

/**
 * Annulling a certificate: the reason is required, then a second step asks to confirm (it cannot
 * be undone) before anything is sent. A refusal keeps the reason typed.
 */
export function CertificateAnnul({ folio, onDone, onReload }: { folio: string; onDone: () => void; onReload: () => void }) {
  const { request } = useStaffSession()
  const form = useSchemaForm(certificateAnnulSchema, { text: { motivo: text.annulReason } })
  const [confirming, setConfirming] = useState(false)
  const question = useRef<HTMLParagraphElement>(null)
  const send = (values: AnnulValues) => request(CERTIFICATE_API_PATHS.annul(folio), { method: 'POST', json: values, schema: certificateAnnulAnswerSchema })
  const { onSubmit, failure, failedStatus, busy } = usePanelSubmit(form, send, onDone)

  useEffect(() => {
    if (confirming) question.current?.focus()
  }, [confirming])

  return (
    <PanelForm
      label={text.annulTitle}
      heading
      intro={text.annulIntro}
      onSubmit={confirming ? onSubmit : (event) => void form.handleSubmit(() => setConfirming(true))(event)}
      failure={failure}
      // Someone else annulled it first: read the certificate again.
      failureAction={<ConflictReload failedStatus={failedStatus} onReload={onReload} />}
      busy={busy}
      submitLabel={confirming ? text.annulConfirmButton : text.annulButton}
      extra={
        confirming ? (
          <button type="button" className={card.secondary} onClick={() => setConfirming(false)}>
            {text.annulCancel}
          </button>
        ) : null
      }
    >
      <TextAreaField form={form} name="motivo" rows={3} />
      {confirming ? (
        <p ref={question} tabIndex={-1} className={panel.alert}>
          {text.annulConfirm(folio)}
        </p>
      ) : null}
    </PanelForm>
  )
}
