import { useRef, type CSSProperties, type ReactNode } from 'react'
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DraggableAttributes,
  type DraggableSyntheticListeners,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core'
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { schemaFormText } from './schema-form-text.ts'
import styles from './schema-form.module.css'

const text = schemaFormText.dragAndDrop

export interface SortableListProps {
  /** The items' keys, in the list's order. */
  ids: readonly string[]
  /** The items' names, in the same order: what the announcements say. */
  names: readonly string[]
  onMove: (from: number, to: number) => void
  children: ReactNode
}

/**
 * An ordered list whose items are reordered by dragging their handle, with a pointer or with the
 * keyboard (space or Enter to take it, arrows to move, space or Enter to drop, Escape to cancel),
 * each step told to screen readers in Spanish.
 */
export function SortableList({ ids, names, onMove, children }: SortableListProps) {
  const sensors = useSensors(
    // A few pixels before a drag starts: a tap on the handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const indexOf = (id: UniqueIdentifier) => ids.indexOf(String(id))
  const nameOf = (id: UniqueIdentifier) => names[indexOf(id)] ?? ''
  const total = ids.length
  // A drag starts over its own item: told at once, that would replace what the start says.
  const justPicked = useRef(false)
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      justPicked.current = true
      return text.picked(nameOf(active.id), indexOf(active.id) + 1, total)
    },
    onDragOver: ({ active, over }) => {
      const first = justPicked.current
      justPicked.current = false
      if (first && over?.id === active.id) return undefined
      return over ? text.over(nameOf(active.id), indexOf(over.id) + 1, total) : text.outside(nameOf(active.id))
    },
    onDragEnd: ({ active, over }) =>
      over ? text.dropped(nameOf(active.id), indexOf(over.id) + 1, total) : text.cancelled(nameOf(active.id), indexOf(active.id) + 1),
    onDragCancel: ({ active }) => text.cancelled(nameOf(active.id), indexOf(active.id) + 1),
  }
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const from = indexOf(active.id)
    const to = over ? indexOf(over.id) : -1
    if (from >= 0 && to >= 0 && from !== to) onMove(from, to)
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: text.instructions } }}
    >
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy}>
        <ol className={styles.list}>{children}</ol>
      </SortableContext>
    </DndContext>
  )
}

/** What an item's drag handle spreads on its button. */
export interface DragHandle {
  /** The handle's element: what the keyboard sensor starts from, and where the focus returns after a drop. */
  setActivator: (element: HTMLElement | null) => void
  attributes: DraggableAttributes
  listeners: DraggableSyntheticListeners
}

/** One item of a {@link SortableList}: it follows the pointer or the arrows while dragged by its handle. */
export function SortableItem({ id, children }: { id: string; children: (handle: DragHandle) => ReactNode }) {
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({
    id,
    attributes: { roleDescription: text.roleDescription },
  })
  // Translate only: items differ in height, and a scale would stretch them into each other's size.
  const style: CSSProperties = { transform: CSS.Translate.toString(transform), transition }
  return (
    <li ref={setNodeRef} style={style} className={isDragging ? `${styles.item} ${styles.dragging}` : styles.item} data-item-key={id}>
      {children({ setActivator: setActivatorNodeRef, attributes, listeners })}
    </li>
  )
}
