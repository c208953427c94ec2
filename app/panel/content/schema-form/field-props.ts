import type { ComponentType } from 'react'
import type { FieldErrors, FieldPath } from './field-path.ts'
import type { FieldNode, FieldNodeOf } from './json-schema-walk.ts'

/** What every field of a content form takes: its place in the record, its value, and where a change goes. */
export interface SchemaFieldProps {
  node: FieldNode
  path: FieldPath
  label: string
  optional: boolean
  value: unknown
  /** The field's new value (the record is rebuilt around it by the fields above). */
  onChange: (next: unknown) => void
  errors: FieldErrors
}

/** The props of the field drawn for one shape. */
export type FieldPropsOf<Type extends FieldNode['type']> = Omit<SchemaFieldProps, 'node'> & { node: FieldNodeOf<Type> }

/**
 * The component that draws any field, handed down to the fields that hold others (objects,
 * lists, unions) so that they need not import it (it imports them).
 */
export interface NestedFieldProps {
  Child: ComponentType<SchemaFieldProps>
}
