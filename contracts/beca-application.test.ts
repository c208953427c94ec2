import { describe, expect, it } from 'vitest'
import { ADMISSION_OPTIONS } from '#contracts/admission-options.ts'
import {
  BECA_APPLICATION_MESSAGES,
  becaApplicationScreenSchemaFor,
  becaDocumentProblem,
  becaOfferIssues,
  type BecaOffer,
} from '#contracts/beca-application.ts'
import type { Becas } from '#contracts/content/becas.ts'
import { BECA_DOCUMENTS_MAX_TOTAL_BYTES, UPLOAD_MAX_BYTES } from '#contracts/limits.ts'

const messages = BECA_APPLICATION_MESSAGES

const beca = (key: string, extra: Partial<Becas['tipos'][number]> = {}): Becas['tipos'][number] => ({
  key,
  titulo: `Beca ${key}`,
  descripcion: 'Descripción',
  porcentajeMinimo: 10,
  porcentajeMaximo: 50,
  requisitos: ['Promedio de 8.5'],
  ...extra,
})

const offer: BecaOffer = {
  becas: {
    introduccion: 'Becas',
    tipos: [beca('academica', { fechaLimite: '2027-01-15' }), beca('deportiva', { niveles: ['licenciatura'] })],
  },
  today: '2026-11-30',
  choices: ADMISSION_OPTIONS,
}

const valid = {
  nombre_completo: 'Ana Sofía Treviño Garza',
  correo: 'ana@example.com',
  telefono: '8441234567',
  carrera: 'Derecho',
  campus: 'Saltillo',
  tipo_beca: 'academica',
  motivo: 'Mi familia tiene un solo ingreso y quiero estudiar Derecho sin dejar de trabajar por las tardes.',
  documentos: [new File(['%PDF-1.7'], 'boleta.pdf', { type: 'application/pdf' })],
}

function errorsOf(value: object) {
  const result = becaApplicationScreenSchemaFor(offer).safeParse(value)
  if (result.success) return {}
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]))
}

describe('beca application contract (issue 39)', () => {
  it('accepts a complete application offered at its campus', () => {
    expect(errorsOf(valid)).toEqual({})
  })

  it('checks the beca type and the programme against what is published, one message each', () => {
    expect(becaOfferIssues(offer, { ...valid, tipo_beca: 'inventada' })).toEqual({ tipo_beca: messages.tipo_beca.notOffered })
    expect(becaOfferIssues({ ...offer, today: '2027-01-16' }, valid)).toEqual({ tipo_beca: messages.tipo_beca.closed })
    expect(becaOfferIssues(offer, { ...valid, tipo_beca: 'deportiva', carrera: 'Pedagogia', campus: 'Torreon' })).toEqual({
      tipo_beca: messages.tipo_beca.notForLevel,
    })
    expect(becaOfferIssues(offer, { ...valid, carrera: 'Comunicacion Social' })).toEqual({ carrera: messages.carrera.notOffered })
    expect(becaOfferIssues(offer, { ...valid, carrera: 'Comunicacion Social', campus: 'Torreon' })).toEqual({})
  })

  it('shows the offer messages on screen only once the field itself is right', () => {
    expect(errorsOf({ ...valid, carrera: 'Comunicacion Social' })).toEqual({ carrera: messages.carrera.notOffered })
    expect(errorsOf({ ...valid, campus: '' })).toEqual({ campus: messages.campus.required })
  })

  it('takes one to three PDF or image documents, each and together within their limits', () => {
    expect(errorsOf({ ...valid, documentos: [] })).toEqual({ documentos: messages.documentos.required })
    expect(errorsOf({ ...valid, documentos: Array.from({ length: 4 }, () => valid.documentos[0]) })).toEqual({ documentos: messages.documentos.tooMany })
    expect(becaDocumentProblem({ name: 'carta.docx', size: 10 })).toBe(messages.documentos.notAllowed('carta.docx'))
    expect(becaDocumentProblem({ name: 'FOTO.JPG', size: UPLOAD_MAX_BYTES })).toBeUndefined()
    expect(becaDocumentProblem({ name: 'foto.png', size: UPLOAD_MAX_BYTES + 1 })).toBe(messages.documentos.tooLarge('foto.png'))
    const heavy = (name: string) => {
      const file = new File(['x'], name)
      Object.defineProperty(file, 'size', { value: BECA_DOCUMENTS_MAX_TOTAL_BYTES / 2 + 1 })
      return file
    }
    expect(errorsOf({ ...valid, documentos: [heavy('a.pdf'), heavy('b.pdf')] })).toEqual({ documentos: messages.documentos.totalTooLarge })
  })

  it('asks for a statement of a few sentences', () => {
    expect(errorsOf({ ...valid, motivo: 'Necesito la beca.' })).toEqual({ motivo: messages.motivo.tooShort })
    expect(errorsOf({ ...valid, motivo: '   ' })).toEqual({ motivo: messages.motivo.required })
  })
})
