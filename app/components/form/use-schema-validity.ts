import { useEffect, useState } from 'react'
import type { FieldValues } from 'react-hook-form'
import { inNextTask } from '#app/lib/next-task.ts'
import type { SchemaForm } from './use-schema-form.ts'

/**
 * Whether a form's values pass its schema and no message shows under a field (the server's
 * included): for a send button shown disabled until then.
 *
 * Not React Hook Form's `isValid`: once a render reads it, the form validates every field as it
 * mounts and again as each field registers, and on a phone that was half of a form's hydration
 * (docs/start-up.md#forms). This starts as the prerender showed the form (not ready to send), checks
 * the values in a task of its own once mounted (what was typed before hydration included), and
 * again after each change.
 */
export function useSchemaValidity<Input extends FieldValues, Output>(form: SchemaForm<Input, Output>): boolean {
  const [passes, setPasses] = useState(false)
  const { subscribe, getValues, passesSchema } = form
  useEffect(() => {
    let latestCheck = 0
    let stopped = false
    const check = (values: Input) => {
      const thisCheck = ++latestCheck
      void passesSchema(values).then((result) => {
        if (!stopped && thisCheck === latestCheck) setPasses(result)
      })
    }
    const cancelFirstCheck = inNextTask(() => check(getValues()))
    const unsubscribe = subscribe({ formState: { values: true }, callback: ({ values }) => check(values) })
    return () => {
      stopped = true
      cancelFirstCheck()
      unsubscribe()
    }
  }, [subscribe, getValues, passesSchema])
  // Read on every render, not only once the values pass: React Hook Form re-renders a form only
  // for the parts of its state a render has read.
  const shownErrors = Object.keys(form.formState.errors).length
  return passes && shownErrors === 0
}
