/*
 * spec §3.2, §9: the option lists of the document request, with the prices, and nothing else: no
 * schema, so the documents page's price table does not load the validation library. What the
 * request offers is published by staff (issue 37, contracts/content/document-options.ts); the
 * lists here are the spec's, the first version a fresh database publishes ({@link DOCUMENT_OPTIONS}).
 * The request's schema and messages are in document-request.ts.
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

/** A level the request offers: its value (sent and stored as `nivel_estudios`) and the name people read. */
export interface DocumentLevelOption {
  readonly value: string
  readonly label: string
}

/**
 * A document the request offers: its full name (shown, sent and stored as `especificaciones`,
 * docs/decisions/010), the shorter name of the price list and its price in whole pesos.
 */
export interface DocumentTypeOption {
  readonly label: string
  readonly priceLabel: string
  readonly priceMxn: number
}

/** What the document request offers now, in the lists' order: published by staff as content (issue 37). */
export interface DocumentOptions {
  readonly levels: readonly DocumentLevelOption[]
  readonly documents: readonly DocumentTypeOption[]
}

/** spec §3.2 and §9's lists: what a fresh database publishes first. */
export const DOCUMENT_OPTIONS: DocumentOptions = {
  levels: DOCUMENT_LEVELS,
  documents: DOCUMENT_TYPES.map(({ value, priceLabel, priceMxn }) => ({ label: value, priceLabel, priceMxn })),
}

/** The level the options offer under this value, if they offer it. */
export function offeredLevel(options: DocumentOptions, value: string): DocumentLevelOption | undefined {
  return options.levels.find((level) => level.value === value)
}

/** The document the options offer under this name, if they offer it. */
export function offeredDocument(options: DocumentOptions, label: string): DocumentTypeOption | undefined {
  return options.documents.find((document) => document.label === label)
}

/**
 * A stored level's label in the spec's list, or the value itself (a level staff added later
 * reads as stored). What a request chose when it was sent is in its e-mails.
 */
export function documentLevelLabel(value: string): string {
  return DOCUMENT_LEVELS.find((level) => level.value === value)?.label ?? value
}

/**
 * The spec's price in MXN of a document type; undefined when it is not one of the spec's. What a
 * request paid is stored with it (`precio_mxn`), from the prices published when it was sent.
 */
export function documentTypePrice(value: string): number | undefined {
  return DOCUMENT_TYPES.find((type) => type.value === value)?.priceMxn
}
