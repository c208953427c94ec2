import { useState } from 'react'
import { Field } from '#app/components/form/field.tsx'
import { CONTENT_TEXT_MAX_CHARS } from '#contracts/limits.ts'
import { fieldIdOf } from './field-id.ts'
import { messageAt, pathKey } from './field-path.ts'
import type { FieldPropsOf } from './field-props.ts'
import { valueLabel } from './field-labels.ts'
import { integerFromText, textOfInteger } from './integer-text.ts'
import { schemaFormText } from './schema-form-text.ts'

/*
 * The one-value fields: a text (one line or a text area), an integer, a choice of fixed values.
 * Their controls are Field's (label, message under the control, aria-invalid, aria-describedby).
 */

/** Content is the institute's, not the person's: the browser offers none of theirs. */
const NO_AUTOFILL = { autoComplete: 'off' } as const

/** A body (a news post, an event) gets room to write; a sentence or two, a few lines. */
const rowsFor = (maxLength: number | undefined) => ((maxLength ?? 0) > CONTENT_TEXT_MAX_CHARS ? 14 : 4)

const textOf = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '')

export function TextField({ node, path, label, optional, value, onChange, errors }: FieldPropsOf<'text'>) {
  return (
    <Field id={fieldIdOf(pathKey(path))} label={label} optional={optional} hint={node.hint} error={messageAt(errors, path)}>
      {(control) =>
        node.multiline ? (
          <textarea {...control} {...NO_AUTOFILL} rows={rowsFor(node.maxLength)} maxLength={node.maxLength} value={textOf(value)} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <input
            {...control}
            {...NO_AUTOFILL}
            type={node.input}
            spellCheck={node.input === 'text' ? undefined : false}
            maxLength={node.maxLength}
            value={textOf(value)}
            onChange={(event) => onChange(event.target.value)}
          />
        )
      }
    </Field>
  )
}

/**
 * A whole number typed as text (inputMode numeric: the phone's digit keyboard, no spinner). A number
 * is stored as one; anything else as typed. The text shown is the one typed while the value is the
 * one it gave, so «007» stays «007» on screen.
 */
export function IntegerField({ path, label, optional, value, onChange, errors }: FieldPropsOf<'integer'>) {
  const [typed, setTyped] = useState<{ text: string; value: unknown } | null>(null)
  const text = typed !== null && Object.is(typed.value, value) ? typed.text : textOfInteger(value)
  return (
    <Field id={fieldIdOf(pathKey(path))} label={label} optional={optional} error={messageAt(errors, path)}>
      {(control) => (
        <input
          {...control}
          {...NO_AUTOFILL}
          type="text"
          inputMode="numeric"
          value={text}
          onChange={(event) => {
            const next = integerFromText(event.target.value)
            setTyped({ text: event.target.value, value: next })
            onChange(next)
          }}
        />
      )}
    </Field>
  )
}

/** One of fixed values, as a native select; an empty choice while the value is none of them (or may be left out). */
export function ChoiceField({ node, path, label, optional, value, onChange, errors }: FieldPropsOf<'choice'>) {
  const chosen = typeof value === 'string' && node.options.includes(value) ? value : ''
  return (
    <Field id={fieldIdOf(pathKey(path))} label={label} optional={optional} error={messageAt(errors, path)}>
      {(control) => (
        <select {...control} value={chosen} onChange={(event) => onChange(event.target.value)}>
          {chosen === '' || optional ? <option value="">{schemaFormText.chooseOne}</option> : null}
          {node.options.map((option) => (
            <option key={option} value={option}>
              {valueLabel(option)}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}
