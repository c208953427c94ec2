import { useState } from 'react'
import { fieldIdOf, optionIdOf } from './field-id.ts'
import { messageAt, pathKey } from './field-path.ts'
import type { FieldPropsOf, NestedFieldProps } from './field-props.ts'
import { valueLabel } from './field-labels.ts'
import { FieldGroup } from './field-group.tsx'
import { isRecord } from './json-value.ts'
import { newVariantOf } from './new-value.ts'
import { PropertyFields } from './object-field.tsx'
import styles from './schema-form.module.css'

/*
 * The fields chosen among fixed values: several (checkboxes) or one case of a union (radios, then
 * the chosen case's fields). The first option takes the field's id, so a link to the field
 * lands on it; each option is described by the group's message.
 */

export function CheckboxGroupField({ node, path, label, optional, value, onChange, errors }: FieldPropsOf<'choices'>) {
  const id = fieldIdOf(pathKey(path))
  const errorId = `${id}-error`
  const error = messageAt(errors, path)
  const chosen = Array.isArray(value) ? value : []
  const toggle = (option: string, checked: boolean) => {
    // Checked options keep the schema's order; values that are none of the options stay as they are.
    const others = chosen.filter((item) => typeof item !== 'string' || !node.options.includes(item))
    const kept = node.options.filter((item) => (item === option ? checked : chosen.includes(item)))
    onChange([...kept, ...others])
  }
  return (
    <FieldGroup legend={label} optional={optional} errorId={errorId} error={error}>
      <div className={styles.options}>
        {node.options.map((option, index) => {
          const optionId = index === 0 ? id : optionIdOf(id, option)
          return (
            <div key={option} className={styles.option}>
              <input
                type="checkbox"
                id={optionId}
                checked={chosen.includes(option)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                onChange={(event) => toggle(option, event.target.checked)}
              />
              <label htmlFor={optionId}>{valueLabel(option)}</label>
            </div>
          )
        })}
      </div>
    </FieldGroup>
  )
}

/**
 * A union told apart by a fixed property (a fee: «Con precio» with its amount, or «Sin costo»).
 * Switching cases writes the new case's fields; the ones of the case left are kept aside while
 * the form is open, so switching back gives them back.
 */
export function VariantField({ node, path, label, optional, value, onChange, errors, Child }: FieldPropsOf<'variants'> & NestedFieldProps) {
  const [setAside, setSetAside] = useState<Readonly<Record<string, Readonly<Record<string, unknown>>>>>({})
  const id = fieldIdOf(pathKey(path))
  const errorId = `${id}-error`
  const error = messageAt(errors, path)
  const object = isRecord(value) ? value : {}
  const current = node.variants.find((variant) => variant.value === object[node.discriminator])
  const choose = (next: string) => {
    const variant = node.variants.find((candidate) => candidate.value === next)
    if (variant === undefined || variant === current) return
    if (current !== undefined) setSetAside({ ...setAside, [current.value]: object })
    onChange(setAside[variant.value] ?? newVariantOf(node.discriminator, variant))
  }
  return (
    <FieldGroup legend={label} optional={optional} errorId={errorId} error={error}>
      <div className={styles.options}>
        {node.variants.map((variant, index) => {
          const optionId = index === 0 ? id : optionIdOf(id, variant.value)
          return (
            <div key={variant.value} className={styles.option}>
              <input
                type="radio"
                id={optionId}
                name={id}
                value={variant.value}
                checked={variant === current}
                aria-describedby={error ? errorId : undefined}
                onChange={() => choose(variant.value)}
              />
              <label htmlFor={optionId}>{valueLabel(variant.value)}</label>
            </div>
          )
        })}
      </div>
      {current ? (
        <PropertyFields
          properties={current.properties}
          path={path}
          value={object}
          onChange={(next) => onChange({ ...next, [node.discriminator]: current.value })}
          errors={errors}
          Child={Child}
        />
      ) : null}
    </FieldGroup>
  )
}
