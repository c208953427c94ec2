/*
 * spec §3.2, §9: the option lists of the document request, with the prices, and nothing else: no
 * schema, so the pages that only show prices (programme pages, the price table) do not load the
 * validation library. The request's schema and messages are in document-request.ts.
 */

/** spec §3.2 "Level options": value (sent as `nivel_estudios`) and label, in the spec's order. */
export const DOCUMENT_LEVELS = [
  { value: 'bachillerato', label: 'Bachillerato General No Escolarizada' },
  { value: 'lic-educacion', label: 'Licenciatura en Ciencias de la Educación' },
  { value: 'lic-derecho', label: 'Licenciatura en Derecho' },
  { value: 'lic-comunicacion', label: 'Comunicación Social' },
  { value: 'lic-administracion', label: 'Administración de Empresas' },
  { value: 'lic-contador', label: 'Contador Auditor' },
  { value: 'maestria-pedagogia', label: 'Maestría en Pedagogía' },
  { value: 'maestria-competencias', label: 'Maestría en Educación en Competencias' },
  { value: 'doctorado', label: 'Doctorado en Gestión Educativa' },
] as const
export type DocumentLevel = (typeof DOCUMENT_LEVELS)[number]['value']

/**
 * spec §3.2 "Document types", with the price of spec §9 each one costs. The value sent as
 * `especificaciones` is the full Spanish label, so every option meets the 10-character rule of
 * spec §5 (docs/decisions/010). `priceLabel` is how the price list of spec §9 names it.
 */
export const DOCUMENT_TYPES = [
  { value: 'Constancia de estudios', priceLabel: 'Constancia de estudios', priceMxn: 150 },
  { value: 'Constancia con calificaciones', priceLabel: 'Constancia con calificaciones', priceMxn: 200 },
  { value: 'Kardex académico', priceLabel: 'Kardex', priceMxn: 300 },
  { value: 'Kardex + Constancia', priceLabel: 'Kardex + Constancia', priceMxn: 400 },
  { value: 'Credencial institucional', priceLabel: 'Credencial', priceMxn: 70 },
] as const
export type DocumentType = (typeof DOCUMENT_TYPES)[number]['value']

/** spec §9: a correct request is answered with the document within this many business days, by e-mail. */
export const DOCUMENT_DELIVERY_BUSINESS_DAYS = 2

/** The level's label, or the value itself when it is not a level. */
export function documentLevelLabel(value: string): string {
  return DOCUMENT_LEVELS.find((level) => level.value === value)?.label ?? value
}

/** The price in MXN of a document type; undefined when it is not one. */
export function documentTypePrice(value: string): number | undefined {
  return DOCUMENT_TYPES.find((type) => type.value === value)?.priceMxn
}
