import { useEffect, useRef } from 'react'

/**
 * A ref whose element takes the focus when it appears (and `take` holds): a step that replaced
 * the button or form the person was on, so keyboard and screen-reader users go on from there
 * (give a heading or message `tabIndex={-1}`).
 */
export function useFocusOnMount<T extends HTMLElement>(take = true) {
  const ref = useRef<T>(null)
  useEffect(() => {
    if (take) ref.current?.focus()
  }, [take])
  return ref
}
