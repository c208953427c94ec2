import { describe, expect, it } from 'vitest'
import { CONTENT_FIELD_MESSAGES } from '#contracts/content/content-fields.ts'
import { COST_TABLE_MESSAGES } from '#contracts/content/cost-table.ts'
import { DOCUMENT_OPTIONS_MESSAGES as MESSAGES, documentOptionsSchema } from '#contracts/content/document-options.ts'
import { DOCUMENT_OPTIONS, type DocumentOptions } from '#contracts/document-options.ts'
import {
  DOCUMENT_REQUEST_MESSAGES,
  documentOptionIssues,
  documentRequestScreenSchemaFor,
} from '#contracts/document-request.ts'

/** The messages of the data's issues, by path. */
function issuesOf(data: unknown): Record<string, string> {
  const result = documentOptionsSchema.safeParse(data)
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

const [constancia, ...otherDocuments] = DOCUMENT_OPTIONS.documents
const [bachillerato, ...otherLevels] = DOCUMENT_OPTIONS.levels

describe('the document request options (issue 37)', () => {
  it("takes the seed as it is: spec §3.2's levels and documents with spec §9's prices", () => {
    expect(documentOptionsSchema.parse(DOCUMENT_OPTIONS)).toEqual(DOCUMENT_OPTIONS)
    expect(DOCUMENT_OPTIONS.levels.map((level) => level.value)).toEqual([
      'bachillerato',
      'lic-educacion',
      'lic-derecho',
      'lic-comunicacion',
      'lic-administracion',
      'lic-contador',
      'maestria-pedagogia',
      'maestria-competencias',
      'doctorado',
    ])
    expect(DOCUMENT_OPTIONS.documents.map(({ label, priceLabel, priceMxn }) => [label, priceLabel, priceMxn])).toEqual([
      ['Constancia de estudios', 'Constancia de estudios', 150],
      ['Constancia con calificaciones', 'Constancia con calificaciones', 200],
      ['Kardex académico', 'Kardex', 300],
      ['Kardex + Constancia', 'Kardex + Constancia', 400],
      ['Credencial institucional', 'Credencial', 70],
    ])
  })

  it('takes a list changed by staff: a document taken out, a new one, another price', () => {
    const changed: DocumentOptions = {
      levels: otherLevels,
      documents: [...otherDocuments, { label: 'Certificado parcial de estudios', priceLabel: 'Certificado parcial', priceMxn: 0 }],
    }
    expect(issuesOf(changed)).toEqual({})
  })

  it('refuses an empty list, on the list', () => {
    expect(issuesOf({ levels: [], documents: [] })).toEqual({ levels: MESSAGES.levels, documents: MESSAGES.documents })
  })

  it('refuses a level or a document twice, under the later one', () => {
    const data = {
      levels: [bachillerato, ...otherLevels, { ...bachillerato, label: 'Otra preparatoria' }, { value: 'otro-nivel', label: bachillerato?.label }],
      documents: [constancia, ...otherDocuments, { ...constancia, priceMxn: 10 }],
    }
    const last = DOCUMENT_OPTIONS.levels.length
    expect(issuesOf(data)).toEqual({
      [`levels.${last}.value`]: MESSAGES.repeatedLevelValue,
      [`levels.${last + 1}.label`]: MESSAGES.repeatedLevelLabel,
      [`documents.${DOCUMENT_OPTIONS.documents.length}.label`]: MESSAGES.repeatedDocument,
    })
  })

  it('refuses a price that is not whole pesos from 0, as the cost table does', () => {
    for (const priceMxn of [-1, 150.5, 10_000_001, '150']) {
      expect(issuesOf({ ...DOCUMENT_OPTIONS, documents: [{ ...constancia, priceMxn }] }), String(priceMxn)).toEqual({
        'documents.0.priceMxn': COST_TABLE_MESSAGES.mxn,
      })
    }
  })

  it('refuses a document name shorter than the request accepts (spec §5: 10 characters) and an empty price list name', () => {
    expect(issuesOf({ ...DOCUMENT_OPTIONS, documents: [{ label: ' Kardex   ', priceLabel: ' ', priceMxn: 300 }] })).toEqual({
      'documents.0.label': MESSAGES.documentLabel,
      'documents.0.priceLabel': CONTENT_FIELD_MESSAGES.text,
    })
  })

  it('refuses a level value that is not lower-case words joined by hyphens', () => {
    for (const value of ['Lic-Derecho', 'licenciatura en derecho', 'maestría', '', 'x'.repeat(41)]) {
      expect(issuesOf({ ...DOCUMENT_OPTIONS, levels: [{ value, label: 'Licenciatura' }] }), value).toEqual({ 'levels.0.value': MESSAGES.levelValue })
    }
  })
})

describe('a request against the published options', () => {
  const withoutKardex: DocumentOptions = {
    levels: otherLevels,
    documents: DOCUMENT_OPTIONS.documents.filter((document) => document.label !== 'Kardex académico'),
  }
  const request = { nivel_estudios: 'lic-derecho', especificaciones: 'Kardex académico' }

  it('names the field whose choice is no longer offered', () => {
    expect(documentOptionIssues(DOCUMENT_OPTIONS, request)).toEqual({})
    expect(documentOptionIssues(withoutKardex, request)).toEqual({ especificaciones: DOCUMENT_REQUEST_MESSAGES.especificaciones.notOffered })
    expect(documentOptionIssues(withoutKardex, { ...request, nivel_estudios: 'bachillerato' })).toEqual({
      nivel_estudios: DOCUMENT_REQUEST_MESSAGES.nivel_estudios.notOffered,
      especificaciones: DOCUMENT_REQUEST_MESSAGES.especificaciones.notOffered,
    })
  })

  it("the form's schema: a choice taken out under its field, while other fields are wrong too; a value too short keeps its own message only", () => {
    const schema = documentRequestScreenSchemaFor(withoutKardex)
    const receipt = new File(['%PDF-1.4'], 'recibo.pdf')
    const messagesOf = (values: object) => {
      const result = schema.safeParse({ nombre_completo: '', correo: 'maria@example.com', telefono: '8711234567', comprobante_pago: receipt, ...values })
      return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
    }
    expect(messagesOf(request)).toEqual({
      nombre_completo: DOCUMENT_REQUEST_MESSAGES.nombre_completo.required,
      especificaciones: DOCUMENT_REQUEST_MESSAGES.especificaciones.notOffered,
    })
    expect(messagesOf({ nivel_estudios: '', especificaciones: 'Kardex' })).toEqual({
      nombre_completo: DOCUMENT_REQUEST_MESSAGES.nombre_completo.required,
      nivel_estudios: DOCUMENT_REQUEST_MESSAGES.nivel_estudios.required,
      especificaciones: DOCUMENT_REQUEST_MESSAGES.especificaciones.tooShort,
    })
    expect(messagesOf({ ...request, nombre_completo: 'María López', especificaciones: '  Constancia de estudios ' })).toEqual({})
  })
})
