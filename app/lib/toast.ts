import { createElement } from 'react'
// Same entry as app/components/ui/toast-container.tsx: the entries do not share a store.
import { toast, type Id } from 'react-toastify/unstyled'
import { ToastMessage } from '#app/components/ui/toast-message.tsx'

export type NotificationType = 'success' | 'error' | 'info' | 'warning'

export interface Notification {
  type: NotificationType
  title?: string
  message: string
}

/** The id of the toast currently shown for each distinct notification. */
const shownIds = new Map<string, Id>()
let sequence = 0

function notificationKey({ type, title, message }: Notification) {
  return JSON.stringify([type, title ?? '', message])
}

/**
 * Shows a toast in the app's toast region (spec §3, §9). An identical notification (same type,
 * title and message) is not stacked while one is still showing: the call returns that toast's id.
 * Errors and warnings are announced at once (`role="alert"`), the others politely (`role="status"`).
 */
export function notify(notification: Notification): Id {
  const key = notificationKey(notification)
  const shown = shownIds.get(key)
  if (shown !== undefined && toast.isActive(shown)) return shown

  // A fresh id per showing: a toast still fading out keeps its id until it is removed, and the
  // library ignores a new toast with that id, so reusing it would drop the repeat silently.
  sequence += 1
  const toastId = `aviso-${sequence}`
  shownIds.set(key, toastId)

  const { type, title, message } = notification
  toast(createElement(ToastMessage, { title, message }), {
    toastId,
    type,
    role: type === 'error' || type === 'warning' ? 'alert' : 'status',
    onClose: () => {
      if (shownIds.get(key) === toastId) shownIds.delete(key)
    },
  })
  return toastId
}
