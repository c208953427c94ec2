import { CONTENT_FIELD_LABELS, CONTENT_VALUE_LABELS } from '#contracts/content/content-labels.ts'
import { isRecord } from './json-value.ts'
import { schemaFormText } from './schema-form-text.ts'

/** The Spanish label of a property (its name if the labels miss it: contracts' test catches that). */
export function fieldLabel(name: string): string {
  return Object.hasOwn(CONTENT_FIELD_LABELS, name) ? (CONTENT_FIELD_LABELS[name] ?? name) : name
}

/** The Spanish name of a fixed value (a choice, a kind of media), else the value as written. */
export function valueLabel(value: string): string {
  return Object.hasOwn(CONTENT_VALUE_LABELS, value) ? (CONTENT_VALUE_LABELS[value] ?? value) : value
}

/** The properties that name a list's item, in the order they are looked for. */
const TITLE_PROPERTIES = ['label', 'name', 'title'] as const

/** What a list item is called: its label, name or title when it has one, else «Elemento N». */
export function itemTitle(item: unknown, index: number): string {
  if (isRecord(item)) {
    for (const property of TITLE_PROPERTIES) {
      const title = item[property]
      if (typeof title === 'string' && title.trim() !== '') return title.trim()
    }
  }
  return schemaFormText.item(index + 1)
}
