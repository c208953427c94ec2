import type { z } from '#contracts/zod.ts'
import { imageSlotOf, type ImageSlot } from '#contracts/content/image-slots.ts'
import { LOCAL_TIME_FORMAT } from '#contracts/content/content-fields.ts'

/*
 * Issue 37: a content kind's JSON Schema (zod's `z.toJSONSchema`) read into the tree of fields
 * its form draws and its differences name. Only the shapes the content schemas produce are known;
 * anything else becomes an `unsupported` field, which the form keeps as it is.
 */

type JsonSchema = z.core.JSONSchema.JSONSchema
type SchemaOrBoolean = z.core.JSONSchema._JSONSchema

/** How a one-line text is typed: the control's `type`, from the schema's `format`. */
export type TextInput = 'text' | 'email' | 'url' | 'tel' | 'date' | 'datetime-local'

export interface PropertyField {
  name: string
  /** Not in the object's `required`: may be left out. */
  optional: boolean
  node: FieldNode
}

/** One case of a union told apart by a fixed property (a fee: an amount or no cost). */
export interface Variant {
  /** The fixed value of the discriminating property. */
  value: string
  /** The case's other properties. */
  properties: readonly PropertyField[]
}

export type FieldNode =
  /** An object; a photo the pages show in a slot (its schema's metadata) also names the slot, and is drawn with an upload. */
  | { type: 'object'; properties: readonly PropertyField[]; imageSlot?: ImageSlot }
  | { type: 'text'; input: TextInput; multiline: boolean; maxLength: number | undefined; hint?: string }
  | { type: 'integer' }
  /** One of several fixed strings. */
  | { type: 'choice'; options: readonly string[] }
  /** A value the record always has as it is (a `const`): never shown, always written. */
  | { type: 'fixed'; value: string | number | boolean | null }
  | { type: 'variants'; discriminator: string; variants: readonly Variant[] }
  /** Any number of the fixed strings (an array of an enum). */
  | { type: 'choices'; options: readonly string[]; minItems: number }
  | { type: 'list'; item: FieldNode; minItems: number }
  | { type: 'unsupported' }

export type FieldNodeOf<Type extends FieldNode['type']> = Extract<FieldNode, { type: Type }>

const UNSUPPORTED: FieldNode = { type: 'unsupported' }

/** Longer texts than a one-line label get a text area. */
const ONE_LINE_MAX_CHARS = 120

const INPUT_BY_FORMAT: Readonly<Record<string, TextInput>> = { email: 'email', uri: 'url', e164: 'tel', date: 'date', [LOCAL_TIME_FORMAT]: 'datetime-local' }

/** The field tree of a JSON Schema. */
export function walkJsonSchema(schema: SchemaOrBoolean): FieldNode {
  if (typeof schema === 'boolean') return UNSUPPORTED
  if (schema.const !== undefined) return { type: 'fixed', value: schema.const }
  if (schema.oneOf) return variantsOf(schema.oneOf)
  if (schema.enum) return schema.enum.every((option) => typeof option === 'string') ? { type: 'choice', options: schema.enum } : UNSUPPORTED
  switch (schema.type) {
    case 'object':
      return schema.properties ? objectOf(schema) : UNSUPPORTED
    case 'array':
      return listOf(schema)
    case 'string':
      return textOf(schema)
    case 'integer':
      return { type: 'integer' }
    default:
      return UNSUPPORTED
  }
}

function objectOf(schema: JsonSchema): FieldNode {
  const imageSlot = imageSlotOf(schema)
  return { type: 'object', properties: propertiesOf(schema), ...(imageSlot === undefined ? {} : { imageSlot }) }
}

function propertiesOf(schema: JsonSchema): PropertyField[] {
  const required = new Set(schema.required)
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    optional: !required.has(name),
    node: walkJsonSchema(property),
  }))
}

function textOf(schema: JsonSchema): FieldNode {
  const input = (schema.format !== undefined && Object.hasOwn(INPUT_BY_FORMAT, schema.format) && INPUT_BY_FORMAT[schema.format]) || 'text'
  // A path or a pattern is one line however long it may be; free text past a label's length is not.
  const multiline = input === 'text' && schema.pattern === undefined && (schema.maxLength ?? 0) > ONE_LINE_MAX_CHARS
  // A schema's `description` (zod's metadata) is the hint under the field: how to write it.
  return { type: 'text', input, multiline, maxLength: schema.maxLength, ...(schema.description !== undefined && { hint: schema.description }) }
}

/** An array, or a non-empty one written as its first item (`prefixItems`) and the rest (`items`). */
function listOf(schema: JsonSchema): FieldNode {
  const prefix = schema.prefixItems ?? []
  const itemSchema = schema.items ?? prefix[0]
  if (itemSchema === undefined || Array.isArray(itemSchema)) return UNSUPPORTED
  const minItems = Math.max(schema.minItems ?? 0, prefix.length)
  const item = walkJsonSchema(itemSchema)
  return item.type === 'choice' ? { type: 'choices', options: item.options, minItems } : { type: 'list', item, minItems }
}

/** A union of objects that all fix one property to a string of their own (zod's discriminated union). */
function variantsOf(cases: readonly JsonSchema[]): FieldNode {
  const objects = cases.map((schema) => walkJsonSchema(schema))
  const first = objects[0]
  if (first?.type !== 'object') return UNSUPPORTED
  const discriminator = first.properties.find(({ name }) =>
    objects.every((node) => node.type === 'object' && fixedStringOf(node.properties, name) !== undefined),
  )?.name
  if (discriminator === undefined) return UNSUPPORTED
  const variants = objects.map((node) => {
    const properties = node.type === 'object' ? node.properties : []
    return {
      value: fixedStringOf(properties, discriminator) ?? '',
      properties: properties.filter(({ name }) => name !== discriminator),
    }
  })
  return new Set(variants.map(({ value }) => value)).size === variants.length ? { type: 'variants', discriminator, variants } : UNSUPPORTED
}

function fixedStringOf(properties: readonly PropertyField[], name: string): string | undefined {
  const property = properties.find((candidate) => candidate.name === name)
  return property && !property.optional && property.node.type === 'fixed' && typeof property.node.value === 'string'
    ? property.node.value
    : undefined
}
