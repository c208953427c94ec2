import { describe, expect, it } from 'vitest'
import { z } from '#contracts/zod.ts'
import { honeypotSchema } from '#contracts/form-fields.ts'
import { toMultipartFormData } from './multipart-form-data.ts'

const schema = z.object({ nombre: z.string(), correo: z.string(), website: honeypotSchema })
const text = { nombre: 'María López', correo: 'maria@example.com', website: '' }
const pdf = new File(['%PDF-1.4'], 'boleta.pdf', { type: 'application/pdf' })
const png = new File(['png'], 'ingresos.png', { type: 'image/png' })

describe('toMultipartFormData', () => {
  it('sends the text fields in the schema order, then every file under its field with its name, and no empty honeypot', () => {
    const formData = toMultipartFormData(schema, { correo: text.correo, nombre: text.nombre, website: '' }, { documentos: [pdf, png] })
    expect([...formData.keys()]).toEqual(['nombre', 'correo', 'documentos', 'documentos'])
    expect(formData.get('nombre')).toBe('María López')
    expect(formData.getAll('documentos').map((file) => (file as File).name)).toEqual(['boleta.pdf', 'ingresos.png'])
  })

  it('passes a filled honeypot on, before the files, so the server can answer the bot', () => {
    const formData = toMultipartFormData(schema, { ...text, website: 'http://spam.example' }, { comprobante: [pdf] })
    expect([...formData.keys()]).toEqual(['nombre', 'correo', 'website', 'comprobante'])
    expect(formData.get('website')).toBe('http://spam.example')
  })
})
