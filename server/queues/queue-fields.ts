import { ADMISSION_FIELD_TEXT, admissionFormSchema } from '#contracts/admission.ts'
import { BECA_APPLICATION_FIELD_TEXT, becaApplicationSchema } from '#contracts/beca-application.ts'
import { QUEUE_FIELD_TEXT } from '#contracts/queues.ts'
import { CAMPUS_LABELS, CARRERA_LABELS, NIVEL_ESTUDIO_LABELS, optionLabel } from '#contracts/admission-options.ts'
import { CONTACT_MESSAGE_FIELD_TEXT, contactMessageSchema } from '#contracts/contact-message.ts'
import { documentLevelLabel } from '#contracts/document-options.ts'
import { DOCUMENT_REQUEST_FIELD_TEXT, documentRequestSchema } from '#contracts/document-request.ts'
import { formFields, type FieldText } from '#contracts/form-fields.ts'
import type { StaffQueue } from '#contracts/staff.ts'
import { formatPriceMxn } from '#server/mail/templates/document-request.ts'

/*
 * The stored fields of each queue's items: the form's, in its order (the table's columns carry
 * the wire names), a document request's price, and a beca application's granted percentage. An item's page and the export show these.
 * Screen-only fields (the ficha's CURP and date) are not stored, so they are not here.
 */

export interface QueueField {
  /** The wire name, which is also the column's. */
  readonly name: string
  readonly label: string
  /** How people read a stored value (an option's label); absent when the value is shown as typed. */
  readonly valueLabel?: (value: string) => string
}

function fieldsOf<Field extends string>(
  fields: readonly Field[],
  text: Readonly<Record<Field, FieldText>>,
  valueLabels?: Readonly<Partial<Record<Field, (value: string) => string>>>,
): readonly QueueField[] {
  return fields.map((name) => ({ name, label: text[name].label, valueLabel: valueLabels?.[name] }))
}

export const QUEUE_FIELDS: Readonly<Record<StaffQueue, readonly QueueField[]>> = {
  contacto: fieldsOf(formFields(contactMessageSchema), CONTACT_MESSAGE_FIELD_TEXT),
  fichas: fieldsOf(formFields(admissionFormSchema), ADMISSION_FIELD_TEXT, {
    nivel_estudio: (value) => optionLabel(NIVEL_ESTUDIO_LABELS, value),
    campus: (value) => optionLabel(CAMPUS_LABELS, value),
    carrera: (value) => optionLabel(CARRERA_LABELS, value),
  }),
  documentos: [
    ...fieldsOf(formFields(documentRequestSchema), DOCUMENT_REQUEST_FIELD_TEXT, { nivel_estudios: documentLevelLabel }),
    // spec §9: the price when it was requested, in whole pesos.
    { name: 'precio_mxn', label: 'Precio', valueLabel: (pesos) => formatPriceMxn(Number(pesos)) },
  ],
  becas: [
    // The beca type is shown by the name it was published with when the application arrived.
    ...fieldsOf(formFields(becaApplicationSchema), BECA_APPLICATION_FIELD_TEXT, {
      carrera: (value) => optionLabel(CARRERA_LABELS, value),
      campus: (value) => optionLabel(CAMPUS_LABELS, value),
    }).map((field) => (field.name === 'tipo_beca' ? { name: 'tipo_beca_nombre', label: field.label } : field)),
    { name: 'porcentaje_aprobado', label: QUEUE_FIELD_TEXT.porcentaje.label, valueLabel: (percentage) => `${percentage} %` },
  ],
}

/** A stored column's text, or null when empty (an optional field left blank). */
export function columnText(row: object, column: string): string | null {
  const value: unknown = (row as Readonly<Record<string, unknown>>)[column]
  if (value === null || value === undefined || value === '') return null
  return String(value)
}
