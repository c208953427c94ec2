import type { FormEventHandler, ReactNode } from 'react'
import type { FieldValues, Path } from 'react-hook-form'
import { Link } from 'react-router'
import { HONEYPOT_FIELD } from '#contracts/form-fields.ts'
import { paths } from '#contracts/site-paths.ts'
import { HoneypotField } from './honeypot-field.tsx'
import type { SchemaForm } from './use-schema-form.ts'
import card from './form-card.module.css'

/** The line under a form that links the privacy notice: its text around the link. */
export interface PrivacyLine {
  before: string
  link: string
  after: string
}

export interface FormCardProps<Input extends FieldValues, Output> {
  form: SchemaForm<Input, Output>
  onSubmit: FormEventHandler<HTMLFormElement>
  /** The form's accessible name. */
  heading: string
  intro?: string
  /** Two columns of fields from 768px. */
  grid?: boolean
  privacy: PrivacyLine
  /** The fields, in screen order. */
  children: ReactNode
  /** The buttons (and what goes with them), last. */
  actions: ReactNode
}

/**
 * The card every form of the site sits in: heading, intro, fields, the honeypot, the privacy
 * line and the buttons. `noValidate`: the schema is the only source of rules (STYLE §4).
 */
export function FormCard<Input extends FieldValues, Output>({
  form,
  onSubmit,
  heading,
  intro,
  grid = false,
  privacy,
  children,
  actions,
}: FormCardProps<Input, Output>) {
  const headingId = form.fieldId('titulo')
  return (
    <form className={card.form} noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
      <h2 id={headingId} className={card.heading}>
        {heading}
      </h2>
      {intro ? <p className={card.intro}>{intro}</p> : null}
      {grid ? <div className={card.grid}>{children}</div> : children}
      {/* Every form schema carries the honeypot (contracts/form-fields.ts). */}
      <HoneypotField id={form.fieldId(HONEYPOT_FIELD)} registration={form.register(HONEYPOT_FIELD as Path<Input>)} />
      <p className={card.privacy}>
        {privacy.before}
        <Link to={paths.avisoPrivacidad}>{privacy.link}</Link>
        {privacy.after}
      </p>
      {actions}
    </form>
  )
}
