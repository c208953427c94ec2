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

/**
 * The properties that name a list's item, in the order they are looked for (a campus offer by its
 * campus, a curriculum's period by its name, an RVOE by its carrera and modality): the first group
 * whose every property is filled.
 */
const TITLE_PROPERTIES = [['label'], ['name'], ['title'], ['titulo'], ['nombre'], ['pregunta'], ['campus'], ['carrera', 'modality']] as const

/** What a list item is called: its label, name, title, título, nombre, question, campus, or carrera and modality when it has them (fixed values by their names), else «Elemento N». */
export function itemTitle(item: unknown, index: number): string {
  if (isRecord(item)) {
    for (const properties of TITLE_PROPERTIES) {
      const parts = properties.map((property) => item[property]).filter((part) => typeof part === 'string' && part.trim() !== '')
      if (parts.length === properties.length) return parts.map((part) => valueLabel(String(part).trim())).join(' · ')
    }
  }
  return schemaFormText.item(index + 1)
}
