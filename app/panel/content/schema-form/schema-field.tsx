import type { SchemaFieldProps } from './field-props.ts'
import { ImageField } from './image-field.tsx'
import { ListField } from './list-field.tsx'
import { ObjectField } from './object-field.tsx'
import { CheckboxGroupField, VariantField } from './option-groups.tsx'
import { ChoiceField, IntegerField, TextField } from './text-fields.tsx'
import { schemaFormText } from './schema-form-text.ts'
import styles from './schema-form.module.css'

/** Any field of a content form, drawn for its shape in the kind's schema. */
export function SchemaField(props: SchemaFieldProps) {
  const { node } = props
  switch (node.type) {
    case 'object':
      return node.imageSlot === undefined ? (
        <ObjectField {...props} node={node} Child={SchemaField} />
      ) : (
        <ImageField {...props} node={node} slot={node.imageSlot} Child={SchemaField} />
      )
    case 'list':
      return <ListField {...props} node={node} Child={SchemaField} />
    case 'variants':
      return <VariantField {...props} node={node} Child={SchemaField} />
    case 'choices':
      return <CheckboxGroupField {...props} node={node} />
    case 'choice':
      return <ChoiceField {...props} node={node} />
    case 'text':
      return <TextField {...props} node={node} />
    case 'integer':
      return <IntegerField {...props} node={node} />
    case 'fixed':
      return null
    case 'unsupported':
      return <UnsupportedField label={props.label} />
  }
}

/** A field whose shape the form does not know: named, left as it is (the record keeps its value). */
function UnsupportedField({ label }: { label: string }) {
  return (
    <div className={styles.unsupported}>
      <p className={styles.legend}>{label}</p>
      <p className={styles.hint}>{schemaFormText.unsupported}</p>
    </div>
  )
}
