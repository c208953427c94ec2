import { describe, expect, it } from 'vitest'
import type { ApiFailure } from '#app/lib/api-client.ts'
import { DOCUMENT_REQUEST_DIALOGS, type DocumentRequestSubmission } from '#contracts/document-request.ts'
import { failureMessage, toDocumentRequestFormData } from './submit-document-request.ts'

const receipt = new File(['%PDF-1.4'], 'comprobante.pdf', { type: 'application/pdf' })
const submission: DocumentRequestSubmission = {
  nombre_completo: 'María López',
  correo: 'maria@example.com',
  telefono: '+528711234567',
  nivel_estudios: 'lic-derecho',
  especificaciones: 'Kardex académico',
  comprobante_pago: receipt,
  website: '',
}

describe('toDocumentRequestFormData (spec §7)', () => {
  it('sends the wire fields in form order, the file last with its name, and no empty honeypot', () => {
    const formData = toDocumentRequestFormData(submission)
    expect([...formData.keys()]).toEqual([
      'nombre_completo',
      'correo',
      'telefono',
      'nivel_estudios',
      'especificaciones',
      'comprobante_pago',
    ])
    expect(formData.get('especificaciones')).toBe('Kardex académico')
    const file = formData.get('comprobante_pago')
    expect(file).toBeInstanceOf(File)
    expect((file as File).name).toBe('comprobante.pdf')
  })

  it('passes a filled honeypot on, before the file, so the server can answer the bot', () => {
    const keys = [...toDocumentRequestFormData({ ...submission, website: 'http://spam.example' }).keys()]
    expect(keys.slice(-2)).toEqual(['website', 'comprobante_pago'])
  })
})

describe('failureMessage (spec §8)', () => {
  const failure = (extra: Partial<ApiFailure>): ApiFailure => ({ ok: false, kind: 'server', message: 'x', ...extra })

  it('joins every validation message with line breaks', () => {
    const message = failureMessage(
      failure({ status: 422, fieldErrors: { correo: ['Uno', 'Dos'], comprobante_pago: ['Tres'] } }),
    )
    expect(message).toBe('Uno\nDos\nTres')
  })

  it("shows the server's mensaje of a refusal the person can act on (413, 429)", () => {
    expect(failureMessage(failure({ status: 413, serverMessage: 'El archivo supera 10 MB.' }))).toBe('El archivo supera 10 MB.')
  })

  it("says 'Ocurrió un error inesperado.' for a server fault, a network failure or an empty 422", () => {
    const unexpected = DOCUMENT_REQUEST_DIALOGS.failure.message
    expect(failureMessage(failure({ status: 500, serverMessage: 'Error interno del servidor. Intenta mas tarde.' }))).toBe(unexpected)
    expect(failureMessage(failure({ kind: 'network' }))).toBe(unexpected)
    expect(failureMessage(failure({ status: 422, fieldErrors: {} }))).toBe(unexpected)
  })
})
