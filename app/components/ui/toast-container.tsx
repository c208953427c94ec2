import type { CSSProperties } from 'react'
// The unstyled entry does not inject a <style> tag at run time; the same CSS is imported once
// here so that Vite bundles it with this module, which toast-region.tsx loads when needed.
import {
  ToastContainer as ToastifyContainer,
  cssTransition,
  type CloseButtonProps,
} from 'react-toastify/unstyled'
import 'react-toastify/ReactToastify.css'
import { TOAST_DURATION_MS, TOAST_FADE_MS, TOAST_POSITION } from '#app/config/ui-timing.ts'
import { uiText } from '#content/ui-text.ts'
import styles from './toast-container.module.css'

// What app/lib/toast.ts receives from the region once this container is mounted: the `toast` of
// the same entry as the container (the library's entries keep separate stores), and the message.
export { toast } from 'react-toastify/unstyled'
export { ToastMessage } from './toast-message.tsx'

// spec §4: a toast fades in and out. After fading out it collapses over the same time,
// so the toasts below slide up instead of jumping.
const Fade = cssTransition({
  enter: styles.fadeIn ?? '',
  exit: styles.fadeOut ?? '',
  collapseDuration: TOAST_FADE_MS,
})

/** The fade length reaches the CSS module's keyframes through this custom property. */
const containerStyle = { '--toast-fade-duration': `${TOAST_FADE_MS}ms` } as CSSProperties

function CloseButton({ closeToast, theme, label }: CloseButtonProps & { label: string }) {
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme} ${styles.closeButton}`}
      aria-label={label}
      onClick={(event) => {
        // Keep the click from reaching the toast itself.
        event.stopPropagation()
        closeToast(true)
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16" width="14" height="16" focusable="false">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  )
}

export interface ToastContainerProps {
  /** Accessible name of the notification region. */
  regionLabel?: string
  /** Accessible name of each toast's close button. */
  closeLabel?: string
}

/**
 * The app's one toast region (spec §9): top-right, closes after TOAST_DURATION_MS with a
 * progress bar, a close button, the newest on top, paused while hovered. Mounted by the
 * toast region (toast-region.tsx); show toasts through `notify` in app/lib/toast.ts.
 */
export function ToastContainer({
  regionLabel = uiText.toastRegionLabel,
  closeLabel = uiText.toastCloseLabel,
}: ToastContainerProps) {
  return (
    <ToastifyContainer
      position={TOAST_POSITION}
      autoClose={TOAST_DURATION_MS}
      hideProgressBar={false}
      closeButton={(props) => <CloseButton {...props} label={closeLabel} />}
      newestOnTop
      pauseOnHover
      pauseOnFocusLoss
      closeOnClick={false}
      draggable="touch"
      transition={Fade}
      theme="light"
      className={styles.container}
      style={containerStyle}
      aria-label={regionLabel}
    />
  )
}
