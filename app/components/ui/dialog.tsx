import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type MouseEvent,
  type PointerEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react'
import { uiText } from '#content/ui-text.ts'
import styles from './dialog.module.css'

interface DialogBaseProps {
  open: boolean
  title: string
  /** Read with the title when the dialog opens (aria-describedby). Line breaks in a string are kept. */
  description?: ReactNode
  children?: ReactNode
  /** Buttons at the foot of the dialog. */
  actions?: ReactNode
  /** Receives focus on opening; by default the dialog itself does, so its title and description are read first. */
  initialFocusRef?: RefObject<HTMLElement | null>
}

interface DismissibleDialogProps extends DialogBaseProps {
  dismissible?: true
  /** The person asked to close it: Escape, a click on the backdrop or the close button. */
  onClose: () => void
  /** Accessible name of the close button. */
  closeLabel?: string
}

interface BlockingDialogProps extends DialogBaseProps {
  /** Stays open until `open` turns false: no Escape, no backdrop click, no close button. */
  dismissible: false
  onClose?: undefined
  closeLabel?: undefined
}

export type DialogProps = DismissibleDialogProps | BlockingDialogProps

/**
 * A modal dialog on the native `<dialog>` element: the rest of the page is inert while it is
 * open, focus moves into it and returns to where it was when it closes.
 */
export function Dialog(props: DialogProps) {
  const { open, title, description, children, actions, initialFocusRef } = props
  const dismissible = props.dismissible !== false
  const dialogRef = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const descriptionId = useId()
  // Read by the native event handlers, which may fire after a render changed the props.
  const latest = useRef(props)
  useLayoutEffect(() => {
    latest.current = props
  })
  const pointerDownOnBackdrop = useRef(false)

  useEffect(() => {
    const dialog = dialogRef.current
    if (!open || !dialog) return
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!dialog.open) dialog.showModal()
    ;(initialFocusRef?.current ?? dialog).focus()
    return () => {
      if (dialog.open) dialog.close()
      if (previouslyFocused?.isConnected) previouslyFocused.focus()
    }
  }, [open, initialFocusRef])

  function requestClose() {
    const current = latest.current
    if (current.dismissible !== false) current.onClose()
  }

  function handleCancel(event: { preventDefault: () => void }) {
    // `open` is the only source of truth: the dialog closes when the parent says so.
    event.preventDefault()
    requestClose()
  }

  function handleNativeClose() {
    const dialog = dialogRef.current
    if (!dialog || !latest.current.open) return
    // Closed without us (a browser may refuse to cancel a second Escape): keep the states in step.
    if (latest.current.dismissible === false) dialog.showModal()
    else latest.current.onClose?.()
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    // Stops the browser's close request before it becomes a `cancel` event.
    if (event.key === 'Escape' && !dismissible) event.preventDefault()
  }

  // A click lands on the <dialog> element itself only on its backdrop: the content wrapper
  // fills the box. The press must start there too, so a text selection dragged out of the
  // dialog does not close it.
  function handlePointerDown(event: PointerEvent<HTMLDialogElement>) {
    pointerDownOnBackdrop.current = event.target === event.currentTarget
  }

  function handleClick(event: MouseEvent<HTMLDialogElement>) {
    const onBackdrop = event.target === event.currentTarget && pointerDownOnBackdrop.current
    pointerDownOnBackdrop.current = false
    if (onBackdrop) requestClose()
  }

  return (
    // Escape is handled natively through the cancel event; the click only detects the backdrop.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      tabIndex={-1}
      onCancel={handleCancel}
      onClose={handleNativeClose}
      onKeyDown={handleKeyDown}
      onPointerDown={handlePointerDown}
      onClick={handleClick}
    >
      <div className={styles.content}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {props.dismissible !== false ? (
            <button
              type="button"
              className={styles.closeButton}
              aria-label={props.closeLabel ?? uiText.dialogCloseLabel}
              onClick={props.onClose}
            >
              <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          ) : null}
        </div>
        {description ? (
          <div id={descriptionId} className={styles.description}>
            {description}
          </div>
        ) : null}
        {children}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </dialog>
  )
}

export interface ProgressDialogProps {
  open: boolean
  title: string
  description?: ReactNode
  /** Whole percentage sent so far; `null` while the size is unknown (the bar then shows activity only). */
  percent: number | null
  /** Accessible name of the progress bar; the title by default. */
  progressLabel?: string
}

/** Clamps to a whole percentage between 0 and 100. */
export function clampPercent(percent: number) {
  if (!Number.isFinite(percent)) return 0
  return Math.min(100, Math.max(0, Math.round(percent)))
}

/**
 * A blocking dialog with a progress bar, for a request in flight (spec §8, document request:
 * not dismissible by an outside click). It closes when `open` turns false.
 */
export function ProgressDialog({ open, title, description, percent, progressLabel }: ProgressDialogProps) {
  const value = percent === null ? null : clampPercent(percent)
  return (
    <Dialog open={open} title={title} description={description} dismissible={false}>
      <div className={styles.progress}>
        {value === null ? (
          <progress className={styles.progressBar} max={100} aria-label={progressLabel ?? title} />
        ) : (
          <>
            <progress
              className={styles.progressBar}
              max={100}
              value={value}
              aria-label={progressLabel ?? title}
              aria-valuenow={value}
              aria-valuemin={0}
              aria-valuemax={100}
            />
            {/* The bar already exposes its value to assistive technology. */}
            <span className={styles.progressValue} aria-hidden="true">
              {`${value}\u00a0%`}
            </span>
          </>
        )}
      </div>
    </Dialog>
  )
}
