import { describe, expect, it } from 'vitest'
import { admissionFormSchema, admissionScreenSchemaFor } from '#contracts/admission.ts'
import { ADMISSION_OPTIONS } from '#contracts/admission-options.ts'
import { contactMessageSchema } from '#contracts/contact-message.ts'
import { documentRequestScreenSchema } from '#contracts/document-request.ts'
import { formFields, isOptionalField, maxCharsOf } from '#contracts/form-fields.ts'
import { CONTACT_PHONE_MAX_CHARS, EMAIL_MAX_CHARS, NAME_MAX_CHARS } from '#contracts/limits.ts'

describe('the fields of a form, from its schema', () => {
  it('are the keys in the spec order, without the honeypot (spec §3, §5, §7)', () => {
    expect(formFields(contactMessageSchema)).toEqual(['nombre', 'correo', 'telefono', 'contenido'])
    expect(formFields(admissionFormSchema)).toEqual([
      'apellido_paterno',
      'apellido_materno',
      'nombres',
      'correo_electronico',
      'telefono',
      'nivel_estudio',
      'campus',
      'carrera',
    ])
    // spec §5: the screen shows the CURP after the phone.
    expect(formFields(admissionScreenSchemaFor(ADMISSION_OPTIONS))).toEqual([
      'apellido_paterno',
      'apellido_materno',
      'nombres',
      'correo_electronico',
      'telefono',
      'curp',
      'nivel_estudio',
      'campus',
      'carrera',
    ])
    // The receipt is the multipart's file part, last.
    expect(formFields(documentRequestScreenSchema).at(-1)).toBe('comprobante_pago')
  })

  it("read a field's length cap and whether it may be left out", () => {
    const { nombre, correo, telefono, contenido } = contactMessageSchema.shape
    expect([nombre, correo, telefono].map(maxCharsOf)).toEqual([NAME_MAX_CHARS, EMAIL_MAX_CHARS, CONTACT_PHONE_MAX_CHARS])
    expect(maxCharsOf(admissionScreenSchemaFor(ADMISSION_OPTIONS).shape.curp)).toBeUndefined()
    expect([nombre, telefono, contenido].map(isOptionalField)).toEqual([false, true, false])
  })
})
