import { fieldIdOf } from './field-id.ts'
import { messageAt, pathKey, type FieldErrors, type FieldPath } from './field-path.ts'
import type { FieldPropsOf, NestedFieldProps } from './field-props.ts'
import { fieldLabel } from './field-labels.ts'
import { FieldGroup } from './field-group.tsx'
import type { PropertyField } from './json-schema-walk.ts'
import { isRecord } from './json-value.ts'
import { withProperty } from './object-value.ts'

export interface PropertyFieldsProps extends NestedFieldProps {
  properties: readonly PropertyField[]
  path: FieldPath
  value: unknown
  onChange: (next: Record<string, unknown>) => void
  errors: FieldErrors
}

/** An object's fields, each labelled by its property's label; fixed ones are not shown. */
export function PropertyFields({ properties, path, value, onChange, errors, Child }: PropertyFieldsProps) {
  const object = isRecord(value) ? value : {}
  return properties.map((property) =>
    property.node.type === 'fixed' ? null : (
      <Child
        key={property.name}
        node={property.node}
        path={[...path, property.name]}
        label={fieldLabel(property.name)}
        optional={property.optional}
        value={object[property.name]}
        onChange={(next) => onChange(withProperty(object, properties, property, next))}
        errors={errors}
      />
    ),
  )
}

/** An object as a fieldset titled by its label. */
export function ObjectField({ node, path, label, optional, value, onChange, errors, Child }: FieldPropsOf<'object'> & NestedFieldProps) {
  const id = fieldIdOf(pathKey(path))
  return (
    <FieldGroup id={id} legend={label} optional={optional} errorId={`${id}-error`} error={messageAt(errors, path)}>
      <PropertyFields properties={node.properties} path={path} value={value} onChange={onChange} errors={errors} Child={Child} />
    </FieldGroup>
  )
}
