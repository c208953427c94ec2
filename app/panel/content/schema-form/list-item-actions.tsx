import { schemaFormText as text } from './schema-form-text.ts'
import type { DragHandle } from './sortable-list.tsx'
import styles from './schema-form.module.css'

/** The buttons of a list item that can take the focus back after a change (`data-control`). */
export type ItemControl = 'up' | 'down' | 'remove'

export interface ListItemActionsProps {
  /** The item's key: its buttons carry it (`data-item`), so the focus finds them after a change. */
  itemKey: string
  /** The item's name, said after each button's word to screen readers: «Bajar Inscríbete Gratis». */
  title: string
  /** The drag handle's parts (dnd-kit's), spread on its button. */
  setActivator: DragHandle['setActivator']
  dragAttributes: DragHandle['attributes']
  dragListeners: DragHandle['listeners']
  isFirst: boolean
  isLast: boolean
  /** The list is at its minimum: «Quitar» is off, described by the hint that says why. */
  minimumHintId: string | undefined
  onMove: (control: 'up' | 'down') => void
  onRemove: () => void
}

/** An item's drag handle, «Subir», «Bajar» and «Quitar»; the ones that cannot act here are off. */
export function ListItemActions({ itemKey, title, setActivator, dragAttributes, dragListeners, isFirst, isLast, minimumHintId, onMove, onRemove }: ListItemActionsProps) {
  const named = (
    <>
      {' '}
      <span className="sr-only">{title}</span>
    </>
  )
  return (
    <div className={styles.actions}>
      <button type="button" ref={setActivator} className={`${styles.action} ${styles.handle}`} {...dragAttributes} {...dragListeners}>
        <span aria-hidden="true" className={styles.grip} />
        {text.drag}
        {named}
      </button>
      <button type="button" className={styles.action} data-control="up" data-item={itemKey} disabled={isFirst} onClick={() => onMove('up')}>
        {text.moveUp}
        {named}
      </button>
      <button type="button" className={styles.action} data-control="down" data-item={itemKey} disabled={isLast} onClick={() => onMove('down')}>
        {text.moveDown}
        {named}
      </button>
      <button
        type="button"
        className={styles.action}
        data-control="remove"
        data-item={itemKey}
        disabled={minimumHintId !== undefined}
        aria-describedby={minimumHintId}
        onClick={onRemove}
      >
        {text.remove}
        {named}
      </button>
    </div>
  )
}
