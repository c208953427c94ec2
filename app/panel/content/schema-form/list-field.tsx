import { useState } from 'react'
import { arrayMove } from '@dnd-kit/sortable'
import { fieldIdOf } from './field-id.ts'
import { messageAt, pathKey } from './field-path.ts'
import type { FieldPropsOf, NestedFieldProps } from './field-props.ts'
import { itemTitle } from './field-labels.ts'
import { FieldGroup } from './field-group.tsx'
import { newValueOf } from './new-value.ts'
import { PropertyFields } from './object-field.tsx'
import { schemaFormText as text } from './schema-form-text.ts'
import { ListItemActions } from './list-item-actions.tsx'
import { SortableItem, SortableList, type DragHandle } from './sortable-list.tsx'
import { useFocusAfterChange } from './use-focus-after-change.ts'
import { useItemKeys } from './use-item-keys.ts'
import styles from './schema-form.module.css'

/**
 * A list of items (cost rows, phones, promotions, widths): each item with its drag handle,
 * «Subir», «Bajar» and «Quitar», then «Agregar» at the end. «Quitar» is off at the list's
 * minimum (an optional list may be emptied: it then leaves the record). After a button moves,
 * adds or removes an item, the focus goes where the next step is and a status line says what
 * happened.
 */
export function ListField({ node, path, label, optional, value, onChange, errors, Child }: FieldPropsOf<'list'> & NestedFieldProps) {
  const items: readonly unknown[] = Array.isArray(value) ? value : []
  const { keys, added, removed, moved } = useItemKeys(items.length)
  const [status, setStatus] = useState('')
  const { listRef, fallbackRef, focusLater } = useFocusAfterChange()

  const id = fieldIdOf(pathKey(path))
  const minItems = optional ? 0 : node.minItems
  const atMinimum = items.length <= minItems
  const minimumHintId = `${id}-minimo`
  const titles = items.map((item, index) => itemTitle(item, index))

  const reorder = (from: number, to: number) => {
    onChange(arrayMove([...items], from, to))
    moved(from, to)
  }
  const move = (from: number, to: number, control: 'up' | 'down') => {
    reorder(from, to)
    focusLater(keys[from], [control, control === 'up' ? 'down' : 'up'])
    setStatus(text.moved(titles[from] ?? '', to + 1, items.length))
  }
  const add = () => {
    const item = newValueOf(node.item)
    onChange([...items, item])
    focusLater(added(), ['first-field'])
    setStatus(text.added(itemTitle(item, items.length)))
  }
  const remove = (index: number) => {
    onChange(items.filter((_, at) => at !== index))
    removed(index)
    focusLater(keys[index + 1] ?? keys[index - 1], ['remove'])
    setStatus(text.removed(titles[index] ?? ''))
  }

  const itemActions = (index: number, key: string, handle: DragHandle) => (
    <ListItemActions
      itemKey={key}
      title={titles[index] ?? ''}
      setActivator={handle.setActivator}
      dragAttributes={handle.attributes}
      dragListeners={handle.listeners}
      isFirst={index === 0}
      isLast={index === items.length - 1}
      minimumHintId={atMinimum ? minimumHintId : undefined}
      onMove={(control) => move(index, control === 'up' ? index - 1 : index + 1, control)}
      onRemove={() => remove(index)}
    />
  )

  return (
    <FieldGroup id={id} legend={label} optional={optional} errorId={`${id}-error`} error={messageAt(errors, path)}>
      <div ref={listRef} className={styles.listBody}>
        <SortableList ids={keys} names={titles} onMove={reorder}>
          {items.map((item, index) => {
            const key = keys[index] ?? String(index)
            const itemPath = [...path, index]
            const setItem = (next: unknown) => onChange(items.map((old, at) => (at === index ? next : old)))
            return (
              <SortableItem key={key} id={key}>
                {(handle) =>
                  node.item.type === 'object' ? (
                    <FieldGroup
                      id={fieldIdOf(pathKey(itemPath))}
                      legend={titles[index] ?? ''}
                      errorId={`${fieldIdOf(pathKey(itemPath))}-error`}
                      error={messageAt(errors, itemPath)}
                      actions={itemActions(index, key, handle)}
                    >
                      <PropertyFields properties={node.item.properties} path={itemPath} value={item} onChange={setItem} errors={errors} Child={Child} />
                    </FieldGroup>
                  ) : (
                    <div className={styles.scalarItem}>
                      <Child node={node.item} path={itemPath} label={titles[index] ?? ''} optional={false} value={item} onChange={setItem} errors={errors} />
                      {itemActions(index, key, handle)}
                    </div>
                  )
                }
              </SortableItem>
            )
          })}
        </SortableList>
        {atMinimum && minItems > 0 ? (
          <p id={minimumHintId} className={styles.hint}>
            {text.minItems(minItems)}
          </p>
        ) : null}
        <button type="button" ref={fallbackRef} className={`${styles.action} ${styles.add}`} onClick={add}>
          {text.add}
          {' '}
          <span className="sr-only">{text.addTo(label)}</span>
        </button>
        <p role="status" className="sr-only">
          {status}
        </p>
      </div>
    </FieldGroup>
  )
}
