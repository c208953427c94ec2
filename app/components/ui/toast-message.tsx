import styles from './toast-container.module.css'

export interface ToastMessageProps {
  title?: string
  message: string
}

/** The text of one toast: an optional bold title over the message. */
export function ToastMessage({ title, message }: ToastMessageProps) {
  return (
    <div className={styles.text}>
      {title ? <p className={styles.title}>{title}</p> : null}
      <p className={styles.message}>{message}</p>
    </div>
  )
}
