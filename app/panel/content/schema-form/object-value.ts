import type { PropertyField } from './json-schema-walk.ts'

/** An emptied optional field leaves the record: no empty text, no empty list. */
function isEmpty(value: unknown): boolean {
  return value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
}

/**
 * The object with one property set to what its field now holds; an optional one emptied is left
 * out. Fixed properties the object lacks are written too: the record always has them.
 */
export function withProperty(
  object: Readonly<Record<string, unknown>>,
  properties: readonly PropertyField[],
  property: PropertyField,
  next: unknown,
): Record<string, unknown> {
  const written: Record<string, unknown> = { ...object }
  for (const { name, node } of properties) if (node.type === 'fixed' && written[name] === undefined) written[name] = node.value
  written[property.name] = next
  const leftOut = property.optional && isEmpty(next)
  return leftOut ? Object.fromEntries(Object.entries(written).filter(([name]) => name !== property.name)) : written
}
