import { useEffect, useState } from 'react'
import { Field } from '#app/components/form/field.tsx'

/** spec §3 "Ficha": a date as dd/mm/yyyy. */
export function formatDayMonthYear(date: Date): string {
  const day = String(date.getDate()).padStart(2, '0')
  const month = String(date.getMonth() + 1).padStart(2, '0')
  return `${day}/${month}/${date.getFullYear()}`
}

/**
 * The ficha's read-only date field: today, in the visitor's own time zone. The prerendered page
 * has no date (it was built on another day), and hydrating keeps the prerendered value, so the
 * date comes in a render of its own once the field is live.
 */
export function TodayField({ id, label }: { id: string; label: string }) {
  const [today, setToday] = useState('')
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the one render that puts the date in, after hydration
  useEffect(() => setToday(formatDayMonthYear(new Date())), [])
  return <Field id={id} label={label}>{(props) => <input {...props} type="text" readOnly value={today} />}</Field>
}
