import { useId, useState } from 'react'
import { arrayMove } from '@dnd-kit/sortable'

interface ItemKeys {
  keys: readonly string[]
  /** The number the next new key takes. */
  next: number
}

/** The keys fitted to the list's length: a list that grew from outside (data read again) gets new keys at its end. */
function fitted(state: ItemKeys, length: number, prefix: string): ItemKeys {
  if (state.keys.length >= length) return { keys: state.keys.slice(0, length), next: state.next }
  const extra = Array.from({ length: length - state.keys.length }, (_, index) => `${prefix}-${state.next + index}`)
  return { keys: [...state.keys, ...extra], next: state.next + extra.length }
}

/**
 * A stable key for each item of a list of plain values: what React and dnd-kit tell the items
 * apart by, kept with its item as the list is reordered, added to and cut.
 */
export function useItemKeys(length: number) {
  const prefix = useId()
  const [state, setState] = useState<ItemKeys>(() => fitted({ keys: [], next: 0 }, length, prefix))
  const current = fitted(state, length, prefix)
  return {
    keys: current.keys,
    /** Call with the list's change: the key of the new last item. */
    added: (): string => {
      const key = `${prefix}-${current.next}`
      setState({ keys: [...current.keys, key], next: current.next + 1 })
      return key
    },
    removed: (index: number) => setState({ ...current, keys: current.keys.filter((_, at) => at !== index) }),
    moved: (from: number, to: number) => setState({ ...current, keys: arrayMove([...current.keys], from, to) }),
  }
}
