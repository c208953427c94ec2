import type { FieldNode, PropertyField, Variant } from './json-schema-walk.ts'

/**
 * A new value of a field, as «Agregar» puts it in a list: empty texts, the first choice, the
 * first case of a union, fixed values filled in, lists at their minimum; optional fields left out.
 */
export function newValueOf(node: FieldNode): unknown {
  switch (node.type) {
    case 'object':
      return newObjectOf(node.properties)
    case 'text':
    case 'integer':
      return ''
    case 'choice':
      return node.options[0] ?? ''
    case 'fixed':
      return node.value
    case 'variants':
      return node.variants[0] === undefined ? {} : newVariantOf(node.discriminator, node.variants[0])
    case 'choices':
      return []
    case 'list':
      return Array.from({ length: node.minItems }, () => newValueOf(node.item))
    case 'unsupported':
      return undefined
  }
}

function newObjectOf(properties: readonly PropertyField[]): Record<string, unknown> {
  const object: Record<string, unknown> = {}
  for (const { name, optional, node } of properties) {
    const value = optional ? undefined : newValueOf(node)
    if (value !== undefined) object[name] = value
  }
  return object
}

/** A new value of one case of a union: its fixed property, then its other fields new. */
export function newVariantOf(discriminator: string, variant: Variant): Record<string, unknown> {
  return { [discriminator]: variant.value, ...newObjectOf(variant.properties) }
}
