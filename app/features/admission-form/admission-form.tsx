import { useMemo, useState } from 'react'
import { useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { FormCard } from '#app/components/form/form-card.tsx'
import { SelectField, TextField } from '#app/components/form/schema-field.tsx'
import { useSchemaForm } from '#app/components/form/use-schema-form.ts'
import { Dialog } from '#app/components/ui/dialog.tsx'
import { notify } from '#app/lib/toast.ts'
import type { admissionFormText } from '#content/admission.ts'
import { ADMISSION_FIELD_TEXT, admissionScreenSchemaFor, toAdmissionPayload, type AdmissionScreenValues } from '#contracts/admission.ts'
import {
  CAMPUS_LABELS,
  CARRERA_LABELS,
  NIVELES_ESTUDIO,
  NIVEL_ESTUDIO_LABELS,
  campusesForLevel,
  careersFor,
  type AdmissionChoices,
} from '#contracts/admission-options.ts'
import { CURP_LENGTH } from '#contracts/limits.ts'
import type { RvoeTable } from '#contracts/rvoe.ts'
import { paths } from '#contracts/site-paths.ts'
import { CareerRvoe } from './career-rvoe.tsx'
import { submitAdmissionForm } from './submit-admission-form.ts'
import { TodayField } from './today-field.tsx'
import card from '#app/components/form/form-card.module.css'

export type AdmissionFormText = typeof admissionFormText

/** The levels some campus offers now, in the spec's order. */
const levelOptionsOf = (choices: AdmissionChoices) =>
  NIVELES_ESTUDIO.filter((value) => choices[value].length > 0).map((value) => ({ value, label: NIVEL_ESTUDIO_LABELS[value] }))

/** spec §5: 'Celular' keeps only digits as it is typed. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '')
}

/** spec §5: the CURP is forced to upper case as it is typed. */
export function upperCase(value: string): string {
  return value.toUpperCase()
}

/**
 * spec §2.12, §4, §5, §8: the ficha. Cascading selects from the published options (a new level resets
 * the campus and the carrera, a new campus resets the carrera); 'Registrando...' while sending;
 * server field errors under the fields with the validation toast; the success dialog whose
 * 'Entendido' goes home. What was typed is kept on any failure. Under the carrera, the chosen
 * plan's published RVOE.
 */
export function AdmissionForm({ text, choices, rvoe }: { text: AdmissionFormText; choices: AdmissionChoices; rvoe: RvoeTable }) {
  const navigate = useNavigate()
  const [succeeded, setSucceeded] = useState(false)
  const schema = useMemo(() => admissionScreenSchemaFor(choices), [choices])
  const form = useSchemaForm(schema, {
    text: ADMISSION_FIELD_TEXT,
    rewrites: { telefono: digitsOnly, curp: upperCase },
    // Before hydration their selects offer no options yet.
    notTypedBeforeHydration: ['campus', 'carrera'],
  })
  const { fieldId } = form

  // The lists are pure functions of the chosen level and campus (STYLE §9: no effect).
  const [level, campus, carrera] = useWatch({ control: form.control, name: ['nivel_estudio', 'campus', 'carrera'] })
  const campuses = campusesForLevel(choices, level)
  const careers = careersFor(choices, level, campus)

  async function send(values: AdmissionScreenValues) {
    // spec §4: the server's field errors of the last attempt go away at each submit.
    form.clearErrors()
    const result = await submitAdmissionForm(toAdmissionPayload(values))
    if (result.ok) {
      form.clear()
      setSucceeded(true)
      return
    }
    if (result.fieldErrors) {
      form.showServerErrors(result.fieldErrors)
      notify({ type: 'error', title: text.validationToast.title, message: text.validationToast.message })
      return
    }
    notify(
      result.serverMessage === undefined
        ? { type: 'error', message: result.message }
        : { type: 'error', title: text.errorTitle, message: result.serverMessage },
    )
  }

  return (
    <>
      <FormCard
        form={form}
        onSubmit={form.handleSubmit(send)}
        heading={text.formHeading}
        intro={text.intro}
        grid
        privacy={text.privacy}
        actions={
          <button type="submit" className={card.submit} disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? text.sending : text.submit}
          </button>
        }
      >
        <TextField form={form} name="apellido_paterno" />
        <TextField form={form} name="apellido_materno" />
        <TextField form={form} name="nombres" />
        <TextField form={form} name="correo_electronico" type="email" />
        <TextField form={form} name="telefono" type="tel" inputMode="numeric" />
        <TextField form={form} name="curp" autoCapitalize="characters" spellCheck={false} maxLength={CURP_LENGTH} />
        <SelectField
          form={form}
          name="nivel_estudio"
          placeholder={text.placeholders.nivel_estudio}
          options={levelOptionsOf(choices)}
          onChange={() => {
            form.resetField('campus')
            form.resetField('carrera')
          }}
        />
        <SelectField
          form={form}
          name="campus"
          placeholder={campuses.length === 0 ? text.placeholders.campusBeforeLevel : text.placeholders.campus}
          options={campuses.map((value) => ({ value, label: CAMPUS_LABELS[value] }))}
          onChange={() => form.resetField('carrera')}
        />
        <SelectField
          form={form}
          name="carrera"
          placeholder={careers.length === 0 ? text.placeholders.carreraBeforeCampus : text.placeholders.carrera}
          options={careers.map((value) => ({ value, label: CARRERA_LABELS[value] }))}
        >
          <CareerRvoe choice={{ nivel_estudio: level, campus, carrera }} table={rvoe} />
        </SelectField>
        <TodayField id={fieldId('fecha')} label={ADMISSION_FIELD_TEXT.fecha.label} />
      </FormCard>
      <Dialog
        open={succeeded}
        title={text.success.title}
        description={text.success.body}
        onClose={() => setSucceeded(false)}
        actions={
          <button type="button" className={card.submit} onClick={() => navigate(paths.home)}>
            {text.success.confirm}
          </button>
        }
      />
    </>
  )
}
