import { useEffect, useRef } from 'react'

/**
 * A ref whose element takes the focus when it appears: a step that replaced the button or form
 * the person was on, so keyboard and screen-reader users go on from there (give a heading
 * `tabIndex={-1}`).
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  useEffect(() => ref.current?.focus(), [])
  return ref
}
