import { useEffect, useRef } from 'react'
import type { ItemControl } from './list-item-actions.tsx'

/** Where the focus may go in an item: one of its buttons, or its first field. */
export type FocusTarget = ItemControl | 'first-field'

/**
 * The focus after a button changed a list: a moved item is re-inserted in the page (the focus
 * would fall to the page's start), a removed one is gone, a new one is where work goes on. Once
 * the change renders, the first enabled of the targets in the item gets the focus, else `fallback`.
 */
export function useFocusAfterChange() {
  const listRef = useRef<HTMLDivElement>(null)
  const fallbackRef = useRef<HTMLButtonElement>(null)
  const pending = useRef<{ key: string | undefined; targets: readonly FocusTarget[] } | null>(null)
  useEffect(() => {
    const request = pending.current
    const root = listRef.current
    pending.current = null
    if (request === null || root === null) return
    const find = (target: FocusTarget): HTMLElement | undefined => {
      if (target === 'first-field') {
        const item = [...root.querySelectorAll<HTMLElement>('[data-item-key]')].find((element) => element.dataset['itemKey'] === request.key)
        return item?.querySelector<HTMLElement>('input, select, textarea') ?? undefined
      }
      // By the item's key, not inside the item: a list within it has buttons of the same kind.
      return [...root.querySelectorAll<HTMLButtonElement>(`[data-control="${target}"]`)].find(
        (button) => button.dataset['item'] === request.key && !button.disabled,
      )
    }
    const element = request.targets.map(find).find((found) => found !== undefined)
    ;(element ?? fallbackRef.current)?.focus()
  })
  return {
    listRef,
    fallbackRef,
    focusLater: (key: string | undefined, targets: readonly FocusTarget[]) => {
      pending.current = { key, targets }
    },
  }
}
