import { describe, expect, it } from 'vitest'
import { ADMISSION_MESSAGES, admissionFormSchema } from '#contracts/admission.ts'
import { contactMessageSchema } from '#contracts/contact-message.ts'
import { documentRequestSchema } from '#contracts/document-request.ts'
import { NAME_MESSAGES, nameProblemMessage } from '#contracts/text-rules.ts'

/*
 * Issue 16 (4): the name fields the e-mails repeat refuse a link, an e-mail address or markup, so
 * nobody can make the institute's mail server carry their text; every real name still passes.
 */

const MUST_PASS = [
  'Ana Pérez',
  'José Ñúñez Ibáñez',
  'Müller Gómez',
  "O'Connor",
  'D’Angelo',
  'Ana-María',
  'López-Portillo y Pacheco',
  'María de la Luz Hernández Gómez',
  'Ma. José',
  'Ma.José',
  'Ma. Concepción',
  'J. R.',
  'J.R. Tolkien',
  'Juan Pablo II',
  'Nguyễn Văn An',
  'Ngũgĩ wa Thiong’o',
  'Zoë Saint-Éxupéry',
  '王小明',
  'Олег Петров',
  'محمد عبد الله',
  'Γιώργος Παπαδόπουλος',
  'Søren Kierkegaard',
  'Æthelstan',
  'Ólafur Þórsson',
  'Dr. Luis Ramírez',
] as const

const MUST_REFUSE: readonly (readonly [string, string])[] = [
  ['https://premios.example/gana', NAME_MESSAGES.link],
  ['Gana en HTTP://EVIL.EXAMPLE', NAME_MESSAGES.link],
  ['ftp://archivos.example', NAME_MESSAGES.link],
  ['visita www.premios.mx', NAME_MESSAGES.link],
  ['WWW.Premios.Example', NAME_MESSAGES.link],
  ['Ana evil.com', NAME_MESSAGES.link],
  ['bit.ly/abc123', NAME_MESSAGES.link],
  ['premios.com.mx ya', NAME_MESSAGES.link],
  ['Gana.Co', NAME_MESSAGES.link],
  ['Entra a 203.0.113.9', NAME_MESSAGES.link],
  ['ana@example.com', NAME_MESSAGES.email],
  ['escribe a premios＠example.com', NAME_MESSAGES.email],
  ['Ana @anaperez', NAME_MESSAGES.email],
  ['<b>Gana</b>', NAME_MESSAGES.markup],
  ['Ana <script>alert(1)</script>', NAME_MESSAGES.markup],
  ['Ana >> gana', NAME_MESSAGES.markup],
  ['<img src=x onerror=alert(1)>', NAME_MESSAGES.markup],
]

const contact = { correo: 'ana@example.com', contenido: 'Quiero informes.' }
const document = {
  correo: 'ana@example.com',
  telefono: '8711234567',
  nivel_estudios: 'Licenciatura',
  especificaciones: 'Constancia de estudios',
}

/** Each name field of the three forms: the message its schema gives `name` there, or undefined. */
const NAME_FIELDS = {
  'contact nombre': (name: string) => messageFor(contactMessageSchema.safeParse({ ...contact, nombre: name }), 'nombre'),
  'ficha apellido_paterno': (name: string) => messageFor(admissionFormSchema.safeParse({ apellido_paterno: name }), 'apellido_paterno'),
  'ficha apellido_materno': (name: string) => messageFor(admissionFormSchema.safeParse({ apellido_materno: name }), 'apellido_materno'),
  'ficha nombres': (name: string) => messageFor(admissionFormSchema.safeParse({ nombres: name }), 'nombres'),
  'document nombre_completo': (name: string) => messageFor(documentRequestSchema.safeParse({ ...document, nombre_completo: name }), 'nombre_completo'),
} as const

function messageFor(result: { error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } }, field: string): string[] {
  return (result.error?.issues ?? []).filter((issue) => issue.path[0] === field).map((issue) => issue.message)
}

describe('names in the forms (issue 16)', () => {
  it.each(MUST_PASS)('takes the real name %j in every name field', (name) => {
    expect(nameProblemMessage(name)).toBeUndefined()
    for (const [field, messagesOf] of Object.entries(NAME_FIELDS)) expect(messagesOf(name), field).toEqual([])
  })

  it.each(MUST_REFUSE)('refuses %j in every name field with one clear message', (name, message) => {
    expect(nameProblemMessage(name)).toBe(message)
    for (const [field, messagesOf] of Object.entries(NAME_FIELDS)) expect(messagesOf(name), field).toEqual([message])
  })

  it('still reports an empty name as missing, not as a link', () => {
    expect(NAME_FIELDS['ficha nombres']('  ')).toEqual([ADMISSION_MESSAGES.nombres.required])
  })

  it('says what to do, in Spanish', () => {
    expect(Object.values(NAME_MESSAGES).every((message) => message.startsWith('Escribe'))).toBe(true)
  })
})
