import { useCallback, useRef, useState } from 'react'

/**
 * A reducer whose new state is known at once: `apply` runs one rule now and returns the new state,
 * so an event handler can run several rules in a row (or act on the result) before React renders;
 * `current` reads the latest state from such handlers. The carousels keep their rules this way.
 */
export function useImmediateReducer<State, Action>(
  reducer: (state: State, action: Action) => State,
  initialState: () => State,
): [state: State, apply: (action: Action) => State, current: () => State] {
  const [state, setState] = useState(initialState)
  const stateRef = useRef(state)
  const apply = useCallback(
    (action: Action): State => {
      const next = reducer(stateRef.current, action)
      if (next !== stateRef.current) {
        stateRef.current = next
        setState(next)
      }
      return next
    },
    [reducer],
  )
  const current = useCallback(() => stateRef.current, [])
  return [state, apply, current]
}
