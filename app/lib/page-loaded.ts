import { useEffect, useState, useSyncExternalStore } from 'react'
import { inNextTask } from './next-task.ts'

function subscribeToLoad(onChange: () => void) {
  window.addEventListener('load', onChange)
  return () => window.removeEventListener('load', onChange)
}

/**
 * True once the document's `load` event has fired: the page's own resources have arrived, so
 * anything fetched or computed now no longer competes with them. False while prerendering and
 * hydrating.
 */
export function usePageLoaded(): boolean {
  return useSyncExternalStore(
    subscribeToLoad,
    () => document.readyState === 'complete',
    () => false,
  )
}

/**
 * A callback ref whose element reaches `setNode` only once the page has loaded, in a task of its
 * own. For libraries that start measuring the page as soon as they get their element (Embla's
 * viewport ref): their start-up stays out of the hydration task and out of the first screen's way.
 */
export function useRefAfterLoad<T extends Element>(setNode: (node: T | null) => void): (node: T | null) => void {
  const [node, setLocalNode] = useState<T | null>(null)
  const pageLoaded = usePageLoaded()
  useEffect(() => {
    if (!node || !pageLoaded) return
    return inNextTask(() => setNode(node))
  }, [node, pageLoaded, setNode])
  return setLocalNode
}
