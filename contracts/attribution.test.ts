import { describe, expect, it } from 'vitest'
import { admissionFormSchema } from '#contracts/admission.ts'
import { ORIGIN_MESSAGE, originSchema } from '#contracts/attribution.ts'
import { contactMessageSchema } from '#contracts/contact-message.ts'
import { formFields } from '#contracts/form-fields.ts'
import { ORIGIN_HOST_MAX_CHARS, ORIGIN_PATH_MAX_CHARS, ORIGIN_VALUE_MAX_CHARS } from '#contracts/limits.ts'
import { TEXT_MESSAGES } from '#contracts/text-rules.ts'
import { EXAMPLE_FICHA } from '#tests/fixtures/example-submissions.ts'

const direct = { aterrizaje: '/', anuncio: false }
const campaign = {
  utm_source: 'facebook',
  utm_medium: 'cpc',
  utm_campaign: 'Primavera 2026',
  utm_content: 'video',
  utm_term: 'licenciatura en derecho',
  referente: 'l.facebook.com',
  aterrizaje: '/inicio/genera',
  anuncio: true,
}
const contact = { nombre: 'Ana', correo: 'ana@example.com', contenido: 'Quiero informes.' }

function errorsOf(input: unknown) {
  const result = contactMessageSchema.safeParse(input)
  const errors: Record<string, string[]> = {}
  for (const issue of result.error?.issues ?? []) (errors[String(issue.path[0])] ??= []).push(issue.message)
  return errors
}

describe('the visit origin of a submission (issue 38)', () => {
  it('accepts a direct visit and a campaign visit, the values trimmed', () => {
    expect(originSchema.safeParse({ primera: direct, ultima: campaign }).success).toBe(true)
    expect(originSchema.parse({ primera: direct, ultima: { ...direct, utm_source: ' google ' } }).ultima.utm_source).toBe('google')
  })

  it('keeps a contact message or a ficha without an origin valid, and the origin no field of the form', () => {
    expect(errorsOf(contact)).toEqual({})
    expect(errorsOf({ ...contact, origen: { primera: direct, ultima: campaign } })).toEqual({})
    expect(admissionFormSchema.safeParse(EXAMPLE_FICHA).success).toBe(true)
    expect(admissionFormSchema.safeParse({ ...EXAMPLE_FICHA, origen: { primera: campaign, ultima: campaign } }).success).toBe(true)
    expect(formFields(contactMessageSchema)).toEqual(['nombre', 'correo', 'telefono', 'contenido'])
    expect(formFields(admissionFormSchema)).not.toContain('origen')
  })

  it.each([
    ['not an object', 'google'],
    ['a touch missing', { primera: direct }],
    ['no landing page', { primera: direct, ultima: { anuncio: false } }],
    ['a landing page with its query', { primera: direct, ultima: { ...direct, aterrizaje: '/?utm_source=x' } }],
    ['a landing page that is a whole address', { primera: direct, ultima: { ...direct, aterrizaje: 'https://example.com/' } }],
    ['a referrer that is an address, not a host', { primera: direct, ultima: { ...direct, referente: 'https://google.com/search' } }],
    ['an ad flag that is text', { primera: direct, ultima: { ...direct, anuncio: 'sí' } }],
    ['a UTM value that is a number', { primera: direct, ultima: { ...direct, utm_source: 5 } }],
    ['a UTM value too long', { primera: direct, ultima: { ...direct, utm_campaign: 'x'.repeat(ORIGIN_VALUE_MAX_CHARS + 1) } }],
    ['a host too long', { primera: direct, ultima: { ...direct, referente: 'a'.repeat(ORIGIN_HOST_MAX_CHARS + 1) } }],
    ['a landing page too long', { primera: direct, ultima: { ...direct, aterrizaje: `/${'a'.repeat(ORIGIN_PATH_MAX_CHARS)}` } }],
  ])('refuses %s under origen, with its Spanish message', (_case, origen) => {
    expect(errorsOf({ ...contact, origen })).toEqual({ origen: [ORIGIN_MESSAGE] })
  })

  it('refuses control and bidi characters, as every text field does', () => {
    expect(errorsOf({ ...contact, origen: { primera: direct, ultima: { ...direct, utm_source: 'goo\u0000gle' } } })).toEqual({
      origen: [TEXT_MESSAGES.controlChars],
    })
    expect(errorsOf({ ...contact, origen: { primera: { ...direct, utm_term: 'pdf\u202Eexe' }, ultima: direct } })).toEqual({
      origen: [TEXT_MESSAGES.bidiChars],
    })
  })
})
