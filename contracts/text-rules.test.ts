import { describe, expect, it } from 'vitest'
import { contactMessageSchema } from '#contracts/contact-message.ts'
import { noteSchema } from '#contracts/queues.ts'
import { TEXT_MESSAGES, disallowedCharsMessage } from '#contracts/text-rules.ts'

describe('the characters a text field may hold (issue 16)', () => {
  it('refuses every C0 control, DEL and C1 control in a single-line field, tab and line breaks included', () => {
    for (const char of ['\u0000', '\u0007', '\t', '\n', '\r', '\u001f', '\u007f', '\u0085']) {
      expect(disallowedCharsMessage(`Ana${char}Pérez`), JSON.stringify(char)).toBe(TEXT_MESSAGES.controlChars)
    }
  })

  it('lets tabs, line feeds and CRLF through in a multi-line field, and nothing else', () => {
    expect(disallowedCharsMessage('Hola:\r\n\tgracias.\nAna', 'multiLine')).toBeUndefined()
    for (const char of ['\u0000', '\u0007', '\u000b', '\u000c', '\r', '\u007f']) {
      expect(disallowedCharsMessage(`Hola${char}Ana`, 'multiLine'), JSON.stringify(char)).toBe(TEXT_MESSAGES.controlChars)
    }
  })

  it('refuses bidi marks, embeddings, overrides and isolates with their own message', () => {
    for (const char of ['\u200e', '\u200f', '\u202a', '\u202e', '\u2066', '\u2069']) {
      expect(disallowedCharsMessage(`recibo${char}fdp.exe`), JSON.stringify(char)).toBe(TEXT_MESSAGES.bidiChars)
      expect(disallowedCharsMessage(`recibo${char}fdp.exe`, 'multiLine')).toBe(TEXT_MESSAGES.bidiChars)
    }
  })

  it('takes Spanish text, accents, ñ, ¿¡ and emoji as they are', () => {
    expect(disallowedCharsMessage('¿Ñandú? ¡Sí! José Núñez 👍')).toBeUndefined()
  })

  it('applies in the schemas with one message per field: single-line names, multi-line messages and notes', () => {
    const contact = { nombre: 'Ana', correo: 'ana@example.com', contenido: 'Hola' }
    expect(contactMessageSchema.safeParse({ ...contact, contenido: 'Hola,\n\tgracias' }).success).toBe(true)
    expect(contactMessageSchema.safeParse({ ...contact, nombre: 'Ana\tPérez' }).error?.issues).toMatchObject([
      { path: ['nombre'], message: TEXT_MESSAGES.controlChars },
    ])
    // The phone's own format is not reported on top.
    expect(contactMessageSchema.safeParse({ ...contact, telefono: '871\u0000123 4567' }).error?.issues).toMatchObject([
      { path: ['telefono'], message: TEXT_MESSAGES.controlChars },
    ])
    expect(noteSchema.safeParse({ nota: 'Llamó.\r\nVuelve mañana.', version: 1 }).success).toBe(true)
    expect(noteSchema.safeParse({ nota: 'Llamó\u202e', version: 1 }).error?.issues).toMatchObject([{ path: ['nota'], message: TEXT_MESSAGES.bidiChars }])
  })
})
