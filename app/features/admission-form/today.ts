import { useSyncExternalStore } from 'react'

/** spec §3 "Ficha": today's date as dd/mm/yyyy, in the visitor's own time zone. */
export function formatDayMonthYear(date: Date): string {
  const day = String(date.getDate()).padStart(2, '0')
  const month = String(date.getMonth() + 1).padStart(2, '0')
  return `${day}/${month}/${date.getFullYear()}`
}

const subscribe = () => () => {}

/**
 * Today's date for the read-only date field. The prerendered page has no date (it was built on
 * another day): the server snapshot is empty and the browser fills the date in after hydration,
 * without a hydration mismatch.
 */
export function useToday(): string {
  return useSyncExternalStore(
    subscribe,
    () => formatDayMonthYear(new Date()),
    () => '',
  )
}
