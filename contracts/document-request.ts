import { z } from '#contracts/zod.ts'
import {
  emailAddress,
  fileExtension,
  honeypotSchema,
  isFile,
  PHONE_PATTERN,
  requiredFormatted,
  requiredName,
  type FieldTexts,
} from '#contracts/form-fields.ts'
import { offeredDocument, offeredLevel, type DocumentOptions } from '#contracts/document-options.ts'
import {
  DOCX_MAX_PARTS,
  DOCX_MAX_UNPACKED_MB,
  FULL_NAME_MAX_CHARS,
  FULL_NAME_MIN_CHARS,
  UPLOAD_EXTENSIONS,
  UPLOAD_MAX_MB,
} from '#contracts/limits.ts'
import type { UploadContentProblem } from '#contracts/upload-content.ts'
import { groupThousands } from '#contracts/digits.ts'

/*
 * spec §2.14, §3 "Document request", §3.2, §5, §7: the official-document request. The text
 * fields are checked by this schema in the browser and again on the server, the level and the
 * document then against the published options (issue 37); the receipt file
 * (`comprobante_pago`) is checked by extension and size in the browser and by its content and
 * size on the server.
 */

/** spec §5: the minimum length of `especificaciones`. */
export const SPECIFICATIONS_MIN_CHARS = 10

/** spec §5: the answer when a receipt is none of the allowed kinds (a dialog in the browser, a field error from the server). */
const FILE_NOT_ALLOWED = 'Solo se permiten PDF, imágenes y documentos Word.'

/** spec §5 "Document request form": every message verbatim; `tooLong` ones are ours. */
export const DOCUMENT_REQUEST_MESSAGES = {
  nombre_completo: {
    required: 'El nombre completo es obligatorio',
    tooShort: 'El nombre debe tener al menos 3 caracteres',
    tooLong: `El nombre debe tener como máximo ${FULL_NAME_MAX_CHARS} caracteres`,
  },
  correo: {
    required: 'El correo electrónico es obligatorio',
    tooLong: 'El correo electrónico es demasiado largo',
    format: 'Ingrese un correo electrónico válido',
  },
  telefono: {
    required: 'El teléfono es obligatorio',
    format: 'Ingrese un número de teléfono válido',
  },
  nivel_estudios: {
    required: 'Debe seleccionar un nivel de estudios',
    /** Ours: a level the published options no longer offer (the page was loaded before it was taken out). */
    notOffered: 'Ese nivel de estudios ya no está en la lista: recarga la página y elige uno de la lista',
  },
  especificaciones: {
    required: 'Debe seleccionar una opción',
    tooShort: 'La opción debe tener al menos 10 caracteres',
    /** Ours: a document the published options no longer offer. */
    notOffered: 'Ese documento ya no se ofrece: recarga la página y elige uno de la lista',
  },
  comprobante_pago: {
    required: 'Debe subir un comprobante de pago',
    /** The server's answer when the content is none of the allowed kinds, whatever its name says. */
    notAllowed: FILE_NOT_ALLOWED,
    /** Ours (the spec is silent): why an allowed kind's content is refused, and what to do. */
    content: {
      'not-allowed': FILE_NOT_ALLOWED,
      pdf: 'El archivo no es un PDF válido. Vuelve a guardarlo como PDF e inténtalo de nuevo.',
      image: 'La imagen está dañada y no se puede abrir. Vuelve a guardarla como JPG o PNG e inténtalo de nuevo.',
      'image-trailing':
        'La imagen trae datos adicionales después de su final. Toma una captura de pantalla del comprobante o guárdalo como PDF e inténtalo de nuevo.',
      'image-pixels': 'La imagen es demasiado grande para revisarla. Redúcela o guárdala como PDF e inténtalo de nuevo.',
      word: 'El archivo no es un documento de Word válido. Vuelve a guardarlo desde Word, de preferencia como PDF, e inténtalo de nuevo.',
      'word-too-large': `El documento de Word es demasiado grande al abrirlo (más de ${DOCX_MAX_UNPACKED_MB} MB o más de ${groupThousands(DOCX_MAX_PARTS)} partes). Guárdalo como PDF e inténtalo de nuevo.`,
    } satisfies Readonly<Record<UploadContentProblem, string>>,
  },
} as const

/** spec §5, §8: the warning dialogs of the form, verbatim. */
export const DOCUMENT_REQUEST_DIALOGS = {
  fileTooLarge: { title: 'Archivo muy grande', message: `El tamaño máximo es ${UPLOAD_MAX_MB} MB.` },
  fileNotAllowed: { title: 'Archivo no permitido', message: FILE_NOT_ALLOWED },
  incomplete: { title: 'Formulario incompleto', message: 'Completa todos los campos requeridos antes de enviar.' },
  sending: { title: 'Enviando solicitud...', message: 'Espere un momento por favor' },
  success: { title: '¡Solicitud enviada!', message: 'Te notificaremos al correo registrado cuando esté lista.' },
  failure: { title: 'Error al enviar', message: 'Ocurrió un error inesperado.', retry: 'Intentar de nuevo' },
} as const

const messages = DOCUMENT_REQUEST_MESSAGES

/**
 * spec §7: the text fields of `POST /api/v1/servicios-documentos` (multipart). Each mistake
 * gets one message: empty reports `required` only, a filled value its format or length rule.
 * Whether the level and the document are offered is checked against the published options: by
 * the server ({@link documentOptionIssues}) and by the form as one chooses
 * ({@link documentRequestScreenSchemaFor}).
 */
export const documentRequestSchema = z.object({
  nombre_completo: requiredName(FULL_NAME_MAX_CHARS, messages.nombre_completo).check(
    z.refine((value) => value === '' || value.length >= FULL_NAME_MIN_CHARS, { error: messages.nombre_completo.tooShort }),
  ),
  correo: emailAddress(messages.correo),
  telefono: requiredFormatted((value) => PHONE_PATTERN.test(value), messages.telefono),
  nivel_estudios: z
    .string({ error: messages.nivel_estudios.required })
    .check(z.minLength(1, { error: messages.nivel_estudios.required })),
  especificaciones: z
    .string({ error: messages.especificaciones.required })
    .check(
      z.trim(),
      z.minLength(1, { error: messages.especificaciones.required }),
      z.refine((value) => value === '' || value.length >= SPECIFICATIONS_MIN_CHARS, {
        error: messages.especificaciones.tooShort,
      }),
    ),
  website: honeypotSchema,
})

/** What the server stores (trimmed, e-mail in lower case). */
export type DocumentRequest = z.output<typeof documentRequestSchema>

/** The two fields the published options decide. */
type OfferedFields = Pick<DocumentRequest, 'nivel_estudios' | 'especificaciones'>

/** The level and the document, each with the message under its field when the options do not offer it; none when both are offered. */
export function documentOptionIssues(options: DocumentOptions, request: OfferedFields): Partial<Record<keyof OfferedFields, string>> {
  return {
    ...(offeredLevel(options, request.nivel_estudios) ? {} : { nivel_estudios: messages.nivel_estudios.notOffered }),
    ...(offeredDocument(options, request.especificaciones) ? {} : { especificaciones: messages.especificaciones.notOffered }),
  }
}

/**
 * The request as the page holds it: the text fields plus the receipt (the chosen file, or none
 * yet), whose extension and size are checked when it is chosen, so a refused file never reaches
 * the form. The receipt is the multipart's file part, sent last.
 */
export const documentRequestScreenSchema = z.extend(documentRequestSchema, {
  comprobante_pago: z.pipe(
    z.custom<File | null>(isFile, { error: messages.comprobante_pago.required }),
    // The check above lets only a file through.
    z.transform((value) => value as File),
  ),
})

/**
 * The request's screen schema, its level and document checked against the published options:
 * each once its own rules pass, even while other fields are wrong, so every message shows at once.
 */
export function documentRequestScreenSchemaFor(options: DocumentOptions) {
  return documentRequestScreenSchema.check(
    z.superRefine<OfferedFields>(
      (value, ctx) => {
        for (const [field, message] of Object.entries(documentOptionIssues(options, value))) {
          const failed = ctx.issues.some((issue) => issue.path?.[0] === field)
          if (!failed) ctx.addIssue({ code: 'custom', path: [field], message, input: value[field as keyof OfferedFields] })
        }
      },
      { when: ({ value }) => typeof value === 'object' && value !== null },
    ),
  )
}

export type DocumentRequestScreenInput = z.input<typeof documentRequestScreenSchema>
/** What the form sends: the checked text fields and the receipt. */
export type DocumentRequestSubmission = z.output<typeof documentRequestScreenSchema>

/** The labels and hints of the request's fields, shared by the form and the e-mails. */
export const DOCUMENT_REQUEST_FIELD_TEXT = {
  nombre_completo: { label: 'Nombre completo', autoComplete: 'name' },
  correo: { label: 'Correo electrónico', hint: 'Te enviaremos aquí tu documento.', autoComplete: 'email' },
  telefono: { label: 'Teléfono', hint: 'Solo dígitos; puedes empezar con + y la clave del país.', autoComplete: 'tel' },
  nivel_estudios: { label: 'Nivel de estudios' },
  especificaciones: { label: 'Documento que solicitas' },
  comprobante_pago: {
    label: 'Comprobante de pago',
    hint: `PDF, imagen (JPG o PNG) o documento Word, de hasta ${UPLOAD_MAX_MB} MB.`,
  },
} satisfies FieldTexts<typeof documentRequestScreenSchema>

/** spec §5: true when the file name ends in one of the allowed extensions (the browser's check). */
export function hasAllowedExtension(fileName: string): boolean {
  return (UPLOAD_EXTENSIONS as readonly string[]).includes(fileExtension(fileName))
}
