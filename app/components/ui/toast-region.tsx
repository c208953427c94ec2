import { useEffect, useState } from 'react'
import { onToastRegionRequest, toastRegionMounted } from '#app/lib/toast.ts'
import type * as ToastContainerModule from './toast-container.tsx'

/** What a person does before any notification can follow: the region loads at the first of them. */
const FIRST_INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const

/**
 * The app's toast region, mounted once in root. The notification library and its stylesheet are
 * not part of any page's first load (docs/start-up.md#response): they load at the person's first touch,
 * key or focus, which comes before any form is sent, or when a notification asks for them first.
 * Until then the region renders nothing.
 */
export function ToastRegion() {
  const [loaded, setLoaded] = useState<typeof ToastContainerModule>()

  useEffect(() => {
    let loading = false
    const stopListening = () => {
      for (const type of FIRST_INTERACTIONS) document.removeEventListener(type, load, { capture: true })
      stopRequests()
    }
    function load() {
      if (loading) return
      loading = true
      import('./toast-container.tsx').then(
        (module) => {
          stopListening()
          setLoaded(module)
        },
        // Offline for a moment: the next interaction or notification tries again.
        () => {
          loading = false
        },
      )
    }
    for (const type of FIRST_INTERACTIONS) document.addEventListener(type, load, { capture: true, passive: true })
    const stopRequests = onToastRegionRequest(load)
    return stopListening
  }, [])

  // After the container's own effects: it is subscribed to the library's store by now.
  useEffect(() => (loaded ? toastRegionMounted(loaded) : undefined), [loaded])

  return loaded ? <loaded.ToastContainer /> : null
}
