import { describe, expect, it } from 'vitest'
import { CONTACT_MESSAGE_MESSAGES, contactMessageSchema } from '#contracts/contact-message.ts'
import { isHoneypotFilled } from '#contracts/form-fields.ts'
import { MESSAGE_MAX_CHARS, NAME_MAX_CHARS } from '#contracts/limits.ts'

const valid = { nombre: 'Ana', correo: 'ana@example.com', contenido: 'Quiero informes.' }

function errorsOf(input: unknown) {
  const result = contactMessageSchema.safeParse(input)
  const errors: Record<string, string[]> = {}
  for (const issue of result.error?.issues ?? []) (errors[String(issue.path[0])] ??= []).push(issue.message)
  return errors
}

describe('contactMessageSchema (spec §5)', () => {
  it('accepts nombre, correo and contenido, with telefono optional or empty', () => {
    expect(errorsOf(valid)).toEqual({})
    expect(errorsOf({ ...valid, telefono: '' })).toEqual({})
    expect(errorsOf({ ...valid, telefono: '+52 (871) 123-4567' })).toEqual({})
  })

  it('trims and lower-cases', () => {
    expect(contactMessageSchema.parse({ ...valid, nombre: ' Ana ', correo: ' ANA@Example.com ' })).toMatchObject({
      nombre: 'Ana',
      correo: 'ana@example.com',
    })
  })

  it('requires nombre, correo and contenido, blank counting as missing', () => {
    expect(errorsOf({ nombre: '   ', correo: '', contenido: '\n' })).toEqual({
      nombre: [CONTACT_MESSAGE_MESSAGES.nombre.required],
      correo: [CONTACT_MESSAGE_MESSAGES.correo.required],
      contenido: [CONTACT_MESSAGE_MESSAGES.contenido.required],
    })
  })

  it('checks the e-mail format, the phone and the lengths', () => {
    expect(errorsOf({ ...valid, correo: 'ana@' })).toEqual({ correo: [CONTACT_MESSAGE_MESSAGES.correo.format] })
    expect(errorsOf({ ...valid, telefono: '12ab' })).toEqual({ telefono: [CONTACT_MESSAGE_MESSAGES.telefono.format] })
    expect(errorsOf({ ...valid, telefono: '123' })).toEqual({ telefono: [CONTACT_MESSAGE_MESSAGES.telefono.format] })
    expect(errorsOf({ ...valid, nombre: 'a'.repeat(NAME_MAX_CHARS + 1) })).toEqual({
      nombre: [CONTACT_MESSAGE_MESSAGES.nombre.tooLong],
    })
    expect(errorsOf({ ...valid, contenido: 'a'.repeat(MESSAGE_MAX_CHARS + 1) })).toEqual({
      contenido: [CONTACT_MESSAGE_MESSAGES.contenido.tooLong],
    })
  })
})

describe('honeypot', () => {
  it('is filled only by a non-empty value', () => {
    expect(isHoneypotFilled({ website: 'http://spam.example' })).toBe(true)
    expect(isHoneypotFilled({ website: 1 })).toBe(true)
    expect(isHoneypotFilled({ website: '  ' })).toBe(false)
    expect(isHoneypotFilled({ website: '' })).toBe(false)
    expect(isHoneypotFilled({})).toBe(false)
    expect(isHoneypotFilled(null)).toBe(false)
    expect(isHoneypotFilled('website')).toBe(false)
  })
})
