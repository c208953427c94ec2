import { createElement } from 'react'
import type * as ToastContainerModule from '#app/components/ui/toast-container.tsx'

export type NotificationType = 'success' | 'error' | 'info' | 'warning'

export interface Notification {
  type: NotificationType
  title?: string
  message: string
}

/** react-toastify's `toast` and the message the toasts show, loaded with the container. */
type ToastKit = Pick<typeof ToastContainerModule, 'toast' | 'ToastMessage'>

/** Set once the page's toast region has its container on the page. */
let regionKit: ToastKit | undefined
const waitingForRegion: ((kit: ToastKit) => void)[] = []
const regionRequests = new Set<() => void>()

/**
 * The toast region (toast-region.tsx) reports its container mounted, and calls what this returns
 * when the container leaves the page: until another one mounts, notifications wait for it instead
 * of going to a store no container listens to.
 */
export function toastRegionMounted(kit: ToastKit): () => void {
  regionKit = kit
  for (const show of waitingForRegion.splice(0)) show(kit)
  return () => {
    regionKit = undefined
  }
}

/** The toast region hears when a notification needs it before the person has touched the page. */
export function onToastRegionRequest(listener: () => void): () => void {
  regionRequests.add(listener)
  return () => regionRequests.delete(listener)
}

function withRegion(show: (kit: ToastKit) => void): void {
  if (regionKit) return show(regionKit)
  waitingForRegion.push(show)
  for (const request of regionRequests) request()
}

/** The id of the toast currently shown for each distinct notification. */
const shownIds = new Map<string, string>()
let sequence = 0

function notificationKey({ type, title, message }: Notification) {
  return JSON.stringify([type, title ?? '', message])
}

/**
 * Shows a toast in the app's toast region (spec §3, §9). An identical notification (same type,
 * title and message) is not stacked while one is still showing. Errors and warnings are announced
 * at once (`role="alert"`), the others politely (`role="status"`).
 */
export function notify(notification: Notification): void {
  withRegion(({ toast, ToastMessage }) => {
    const key = notificationKey(notification)
    const shown = shownIds.get(key)
    if (shown !== undefined && toast.isActive(shown)) return

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
  })
}
