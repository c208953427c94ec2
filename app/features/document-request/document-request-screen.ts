import { z } from '#contracts/zod.ts'
import { DOCUMENT_REQUEST_MESSAGES, documentRequestSchema, type DocumentRequestInput } from '#contracts/document-request.ts'
import { HONEYPOT_FIELD } from '#contracts/form-fields.ts'

function isFile(value: unknown): value is File {
  return typeof File !== 'undefined' && value instanceof File
}

/** The receipt as the form holds it (the chosen file, or none yet); a file once checked. */
const receiptSchema = z
  .custom<File | null>(isFile, { error: DOCUMENT_REQUEST_MESSAGES.comprobante_pago.required })
  // The check above lets only a file through.
  .transform((value) => value as File)

/**
 * The screen's schema: the shared text fields of the contract plus the receipt file, whose
 * extension and size are checked when it is chosen (receipt-file.ts) so a refused file never
 * reaches the form.
 */
export const documentRequestScreenSchema = documentRequestSchema.extend({ comprobante_pago: receiptSchema })

export type DocumentRequestScreenInput = DocumentRequestInput & { comprobante_pago: File | null }

export const EMPTY_DOCUMENT_REQUEST: DocumentRequestScreenInput = {
  nombre_completo: '',
  correo: '',
  telefono: '',
  nivel_estudios: '',
  especificaciones: '',
  comprobante_pago: null,
  [HONEYPOT_FIELD]: '',
}
