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

/** The properties that name a list's item, in the order they are looked for (a campus offer by its campus). */
const TITLE_PROPERTIES = ['label', 'name', 'title', 'campus'] as const

/** What a list item is called: its label, name, title or campus when it has one (a fixed value by its name), else «Elemento N». */
export function itemTitle(item: unknown, index: number): string {
  if (isRecord(item)) {
    for (const property of TITLE_PROPERTIES) {
      const title = item[property]
      if (typeof title === 'string' && title.trim() !== '') return valueLabel(title.trim())
    }
  }
  return schemaFormText.item(index + 1)
}
