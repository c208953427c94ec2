import { describe, expect, it } from 'vitest'
import { ANY_PROGRAMME, fillTemplate, whatsappNumber, whatsappUrl } from '#contracts/whatsapp.ts'
import { whatsappTemplatesSchema } from '#contracts/content/whatsapp-templates.ts'
import { whatsappTemplatesSeed } from '#content/whatsapp-templates.ts'

describe('«Escribir por WhatsApp» (issue 38)', () => {
  it('turns a Mexican number into 52 and its ten digits, and refuses anything else', () => {
    expect(whatsappNumber('8711234567')).toBe('528711234567')
    expect(whatsappNumber('(871) 123-45.67')).toBe('528711234567')
    expect(whatsappNumber('+52 871 123 4567')).toBe('528711234567')
    expect(whatsappNumber('+52 1 871 123 4567')).toBe('528711234567')
    expect(whatsappNumber('123 4567')).toBeNull()
    expect(whatsappNumber('+1 212 555 0100')).toBeNull()
    expect(whatsappNumber('871 123 4567 ext. 2')).toBeNull()
    expect(whatsappNumber(null)).toBeNull()
  })

  it('fills the name and the programme, or a general phrase when there is no programme', () => {
    const body = 'Hola, {nombre}. Sobre {programa}: {nombre}, escríbenos.'
    expect(fillTemplate(body, { nombre: ' Ana Sofía ', programa: 'Licenciatura en Derecho' })).toBe(
      'Hola, Ana Sofía. Sobre Licenciatura en Derecho: Ana Sofía, escríbenos.',
    )
    expect(fillTemplate(body, { nombre: 'Luis', programa: null })).toBe(`Hola, Luis. Sobre ${ANY_PROGRAMME}: Luis, escríbenos.`)
  })

  it('builds the wa.me link with the text encoded', () => {
    expect(whatsappUrl('528711234567', 'Hola, Ana & Luis: ¿100% listos?')).toBe(
      'https://wa.me/528711234567?text=Hola%2C%20Ana%20%26%20Luis%3A%20%C2%BF100%25%20listos%3F',
    )
  })

  it('publishes seed templates that pass their schema, and refuses an unknown placeholder', () => {
    expect(whatsappTemplatesSchema.safeParse(whatsappTemplatesSeed).success).toBe(true)
    const wrong = whatsappTemplatesSchema.safeParse([{ id: 1, title: 'Cita', body: 'Hola {nombre}, tu cita es el {dia}.' }])
    expect(wrong.success).toBe(false)
    expect(wrong.error?.issues.map((issue) => issue.path)).toEqual([[0, 'body']])
  })
})
