import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { EmailInput } from '#app/components/form/email-input.tsx'
import { Field } from '#app/components/form/field.tsx'
import { HoneypotField } from '#app/components/form/honeypot-field.tsx'
import { rewriteInputValue } from '#app/components/form/rewrite-input.ts'
import { applyServerErrors } from '#app/components/form/server-errors.ts'
import { useTypedBeforeHydration } from '#app/components/form/typed-before-hydration.ts'
import { Dialog } from '#app/components/ui/dialog.tsx'
import { notify } from '#app/lib/toast.ts'
import type { admissionFormText } from '#content/admission.ts'
import {
  ADMISSION_SCREEN_FIELDS,
  CAMPUS_LABELS,
  CARRERA_LABELS,
  NIVELES_ESTUDIO,
  NIVEL_ESTUDIO_LABELS,
  admissionScreenSchema,
  campusesForLevel,
  careersFor,
  toAdmissionPayload,
  type AdmissionScreenInput,
  type AdmissionScreenValues,
} from '#contracts/admission.ts'
import { HONEYPOT_FIELD } from '#contracts/form-fields.ts'
import { CURP_LENGTH, NAME_MAX_CHARS } from '#contracts/limits.ts'
import { paths } from '#contracts/site-paths.ts'
import { CareerRvoe } from './career-rvoe.tsx'
import { submitAdmissionForm } from './submit-admission-form.ts'
import { useToday } from './today.ts'
import card from '#app/components/form/form-card.module.css'

export type AdmissionFormText = typeof admissionFormText

const EMPTY: AdmissionScreenInput = {
  apellido_paterno: '',
  apellido_materno: '',
  nombres: '',
  correo_electronico: '',
  telefono: '',
  curp: '',
  nivel_estudio: '',
  campus: '',
  carrera: '',
  [HONEYPOT_FIELD]: '',
}

/** spec §5: 'Celular' keeps only digits as it is typed. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '')
}

/** spec §5: the CURP is forced to upper case as it is typed. */
export function upperCase(value: string): string {
  return value.toUpperCase()
}

/**
 * spec §2.12, §4, §5, §8: the ficha. Cascading selects from the §3.1 table (a new level resets
 * the campus and the carrera, a new campus resets the carrera); 'Registrando...' while sending;
 * server field errors under the fields with the validation toast; the success dialog whose
 * 'Entendido' goes home. What was typed is kept on any failure.
 */
export function AdmissionForm({ text }: { text: AdmissionFormText }) {
  const id = useId()
  const fieldId = (name: string) => `${id}-${name}`
  const navigate = useNavigate()
  const today = useToday()
  const [succeeded, setSucceeded] = useState(false)
  const {
    register,
    handleSubmit,
    control,
    reset,
    resetField,
    setError,
    clearErrors,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<AdmissionScreenInput, unknown, AdmissionScreenValues>({
    resolver: zodResolver(admissionScreenSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  })
  // Not the campus and carrera: before hydration their selects offer no options yet.
  const formRef = useTypedBeforeHydration(
    setValue,
    ['apellido_paterno', 'apellido_materno', 'nombres', 'correo_electronico', 'telefono', 'curp', 'nivel_estudio', HONEYPOT_FIELD],
    { telefono: digitsOnly, curp: upperCase },
  )

  // The lists are pure functions of the chosen level and campus (STYLE §9: no effect).
  const level = useWatch({ control, name: 'nivel_estudio' })
  const campus = useWatch({ control, name: 'campus' })
  const carrera = useWatch({ control, name: 'carrera' })
  const campuses = campusesForLevel(level)
  const careers = careersFor(level, campus)

  // Registered in screen order: on a failed submit React Hook Form focuses the first invalid
  // field in registration order (STYLE §4).
  const field = {
    apellido_paterno: register('apellido_paterno'),
    apellido_materno: register('apellido_materno'),
    nombres: register('nombres'),
    correo_electronico: register('correo_electronico'),
    telefono: register('telefono'),
    curp: register('curp'),
    nivel_estudio: register('nivel_estudio', {
      onChange: () => {
        resetField('campus')
        resetField('carrera')
      },
    }),
    campus: register('campus', { onChange: () => resetField('carrera') }),
    carrera: register('carrera'),
  }

  async function send(values: AdmissionScreenValues) {
    // spec §4: the server's field errors of the last attempt go away at each submit.
    clearErrors()
    const result = await submitAdmissionForm(toAdmissionPayload(values))
    if (result.ok) {
      reset(EMPTY)
      setSucceeded(true)
      return
    }
    if (result.fieldErrors) {
      applyServerErrors(result.fieldErrors, ADMISSION_SCREEN_FIELDS, setError)
      notify({ type: 'error', title: text.validationToast.title, message: text.validationToast.message })
      return
    }
    notify(
      result.serverMessage === undefined
        ? { type: 'error', message: result.message }
        : { type: 'error', title: text.errorTitle, message: result.serverMessage },
    )
  }

  const labels = text.fields
  return (
    <>
      <form ref={formRef} className={card.form} noValidate onSubmit={handleSubmit(send)} aria-labelledby={fieldId('titulo')}>
        <h2 id={fieldId('titulo')} className={card.heading}>
          {text.formHeading}
        </h2>
        <p className={card.intro}>{text.intro}</p>
        <div className={card.grid}>
          <Field id={fieldId('apellido_paterno')} label={labels.apellido_paterno.label} error={errors.apellido_paterno?.message}>
            {(props) => (
              <input {...props} type="text" autoComplete="family-name" maxLength={NAME_MAX_CHARS} {...field.apellido_paterno} />
            )}
          </Field>
          <Field id={fieldId('apellido_materno')} label={labels.apellido_materno.label} error={errors.apellido_materno?.message}>
            {(props) => <input {...props} type="text" maxLength={NAME_MAX_CHARS} {...field.apellido_materno} />}
          </Field>
          <Field id={fieldId('nombres')} label={labels.nombres.label} error={errors.nombres?.message}>
            {(props) => (
              <input {...props} type="text" autoComplete="given-name" maxLength={NAME_MAX_CHARS} {...field.nombres} />
            )}
          </Field>
          <Field
            id={fieldId('correo_electronico')}
            label={labels.correo_electronico.label}
            hint={labels.correo_electronico.hint}
            error={errors.correo_electronico?.message}
          >
            {(props) => <EmailInput {...props} registration={field.correo_electronico} />}
          </Field>
          <Field id={fieldId('telefono')} label={labels.telefono.label} hint={labels.telefono.hint} error={errors.telefono?.message}>
            {(props) => (
              <input
                {...props}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                {...field.telefono}
                onChange={(event) => {
                  rewriteInputValue(event.target, digitsOnly)
                  return field.telefono.onChange(event)
                }}
              />
            )}
          </Field>
          <Field id={fieldId('curp')} label={labels.curp.label} hint={labels.curp.hint} error={errors.curp?.message}>
            {(props) => (
              <input
                {...props}
                type="text"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={CURP_LENGTH}
                {...field.curp}
                onChange={(event) => {
                  rewriteInputValue(event.target, upperCase)
                  return field.curp.onChange(event)
                }}
              />
            )}
          </Field>
          <Field id={fieldId('nivel_estudio')} label={labels.nivel_estudio.label} error={errors.nivel_estudio?.message}>
            {(props) => (
              <select {...props} {...field.nivel_estudio}>
                <option value="">{text.placeholders.nivel_estudio}</option>
                {NIVELES_ESTUDIO.map((value) => (
                  <option key={value} value={value}>
                    {NIVEL_ESTUDIO_LABELS[value]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id={fieldId('campus')} label={labels.campus.label} error={errors.campus?.message}>
            {(props) => (
              <select {...props} {...field.campus}>
                <option value="">{campuses.length === 0 ? text.placeholders.campusBeforeLevel : text.placeholders.campus}</option>
                {campuses.map((value) => (
                  <option key={value} value={value}>
                    {CAMPUS_LABELS[value]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id={fieldId('carrera')} label={labels.carrera.label} error={errors.carrera?.message}>
            {(props) => (
              <>
                <select {...props} {...field.carrera}>
                  <option value="">{careers.length === 0 ? text.placeholders.carreraBeforeCampus : text.placeholders.carrera}</option>
                  {careers.map((value) => (
                    <option key={value} value={value}>
                      {CARRERA_LABELS[value]}
                    </option>
                  ))}
                </select>
                <CareerRvoe choice={{ nivel_estudio: level, campus, carrera }} />
              </>
            )}
          </Field>
          <Field id={fieldId('fecha')} label={labels.fecha.label}>
            {(props) => <input {...props} type="text" readOnly value={today} />}
          </Field>
        </div>
        <HoneypotField id={fieldId(HONEYPOT_FIELD)} registration={register(HONEYPOT_FIELD)} />
        <p className={card.privacy}>
          {text.privacy.before}
          <Link to={paths.avisoPrivacidad}>{text.privacy.link}</Link>
          {text.privacy.after}
        </p>
        <button type="submit" className={card.submit} disabled={isSubmitting}>
          {isSubmitting ? text.sending : text.submit}
        </button>
      </form>
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
