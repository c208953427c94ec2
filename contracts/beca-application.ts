import { z } from '#contracts/zod.ts'
import {
  emailAddress,
  fileExtension,
  honeypotSchema,
  isFile,
  PHONE_PATTERN,
  requiredFormatted,
  requiredName,
  requiredOption,
  requiredText,
  type FieldTexts,
} from '#contracts/form-fields.ts'
import { CAMPUSES, isCarrera, type AdmissionChoices } from '#contracts/admission-options.ts'
import {
  BECA_DOCUMENT_EXTENSIONS,
  BECA_DOCUMENTS_MAX_FILES,
  BECA_DOCUMENTS_MAX_TOTAL_BYTES,
  BECA_DOCUMENTS_MAX_TOTAL_MB,
  BECA_STATEMENT_MAX_CHARS,
  BECA_STATEMENT_MIN_CHARS,
  FULL_NAME_MAX_CHARS,
  FULL_NAME_MIN_CHARS,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_MB,
} from '#contracts/limits.ts'
import { levelOfCarrera } from '#contracts/study-plans.ts'
import type { Becas } from '#contracts/content/becas.ts'
import { isBecaClosed, isBecaForLevel } from '#contracts/content/becas-rules.ts'
import type { UploadContentProblem } from '#contracts/upload-content.ts'

/*
 * Issue 39: a family applies for a beca on /inicio/becas. The text fields are checked by this
 * schema in the browser and again on the server; the beca type, the programme and the campus then
 * against what is published (the 'becas' record, the ficha's options); the supporting documents
 * (`documentos`, one to BECA_DOCUMENTS_MAX_FILES file parts) by extension and size in the browser
 * and by their content on the server, through the receipts' upload pipeline.
 */

const DOCUMENT_KINDS = 'PDF o imagen (JPG o PNG)'
const notAllowed = (name: string) => `«${name}» no es PDF, JPG ni PNG: sube el documento en uno de esos formatos.`

/** One message per mistake, each under its field. */
export const BECA_APPLICATION_MESSAGES = {
  nombre_completo: {
    required: 'Escribe tu nombre completo',
    tooShort: `El nombre debe tener al menos ${FULL_NAME_MIN_CHARS} caracteres`,
    tooLong: `El nombre debe tener como máximo ${FULL_NAME_MAX_CHARS} caracteres`,
  },
  correo: {
    required: 'Escribe tu correo electrónico',
    tooLong: 'El correo electrónico es demasiado largo',
    format: 'Escribe un correo electrónico con el formato nombre@ejemplo.com',
  },
  telefono: {
    required: 'Escribe tu número de teléfono',
    format: 'Escribe solo dígitos; puedes empezar con + y la clave del país',
  },
  carrera: {
    required: 'Elige la carrera que quieres estudiar',
    notOffered: 'Esa carrera no se ofrece en el campus elegido: elige otra carrera u otro campus',
  },
  campus: { required: 'Elige el campus donde quieres estudiar' },
  tipo_beca: {
    required: 'Elige el tipo de beca que solicitas',
    notOffered: 'Ese tipo de beca ya no está en la lista: recarga la página y elige uno de la lista',
    closed: 'El plazo para solicitar esta beca ya terminó: elige otra beca de la lista',
    notForLevel: 'Esta beca no es para el nivel de la carrera elegida: elige otra beca u otra carrera',
  },
  motivo: {
    required: 'Cuéntanos por qué solicitas la beca',
    tooShort: `Escribe al menos ${BECA_STATEMENT_MIN_CHARS} caracteres sobre por qué solicitas la beca`,
    tooLong: `Escribe como máximo ${BECA_STATEMENT_MAX_CHARS} caracteres`,
  },
  documentos: {
    required: 'Sube al menos un documento que respalde tu solicitud',
    tooMany: `Sube como máximo ${BECA_DOCUMENTS_MAX_FILES} documentos`,
    tooLarge: (name: string) => `«${name}» pesa más de ${UPLOAD_MAX_MB} MB: sube un archivo más pequeño o guárdalo como PDF.`,
    totalTooLarge: `Entre todos, los documentos deben pesar como máximo ${BECA_DOCUMENTS_MAX_TOTAL_MB} MB: quita uno o sube archivos más pequeños.`,
    notAllowed,
    /** Why a document of an allowed kind is refused by its content (the server's check), and what to do. */
    content: {
      'not-allowed': notAllowed,
      pdf: (name) => `«${name}» no es un PDF válido. Vuelve a guardarlo como PDF e inténtalo de nuevo.`,
      image: (name) => `«${name}» es una imagen dañada que no se puede abrir. Vuelve a guardarla como JPG o PNG e inténtalo de nuevo.`,
      'image-trailing': (name) =>
        `«${name}» trae datos adicionales después del final de la imagen. Toma una captura de pantalla del documento o guárdalo como PDF e inténtalo de nuevo.`,
      'image-pixels': (name) => `«${name}» es una imagen demasiado grande para revisarla. Redúcela o guárdala como PDF e inténtalo de nuevo.`,
      // Never found: Word documents are refused as not allowed before their content is read.
      word: notAllowed,
      'word-too-large': notAllowed,
    } satisfies Readonly<Record<UploadContentProblem, (name: string) => string>>,
  },
} as const

/** The file part's name of the supporting documents (one part per document). */
export const BECA_DOCUMENTS_FIELD = 'documentos'

const messages = BECA_APPLICATION_MESSAGES

function isCampus(value: string): boolean {
  return (CAMPUSES as readonly string[]).includes(value)
}

/**
 * The body of `POST /api/v1/solicitar-beca` (multipart): the text parts. `carrera` and `campus` take
 * the ficha's values (spec §3.1, contracts/admission-options.ts: `Derecho`, `Saltillo`), so the
 * published ficha options decide where a programme is offered and the queue shares the fichas'
 * labels and filters (a programme's slug would need the catalogue, which the server does not read);
 * `tipo_beca` is the key of a published beca type. Whether they go together is checked against the
 * published content: by the server ({@link becaOfferIssues}) and by the form as one chooses
 * ({@link becaApplicationScreenSchemaFor}).
 */
export const becaApplicationSchema = z.object({
  nombre_completo: requiredName(FULL_NAME_MAX_CHARS, messages.nombre_completo).check(
    z.refine((value) => value === '' || value.length >= FULL_NAME_MIN_CHARS, { error: messages.nombre_completo.tooShort }),
  ),
  correo: emailAddress(messages.correo),
  telefono: requiredFormatted((value) => PHONE_PATTERN.test(value), messages.telefono),
  carrera: requiredOption(messages.carrera.required).check(z.refine((value) => value === '' || isCarrera(value), { error: messages.carrera.required })),
  campus: requiredOption(messages.campus.required).check(z.refine((value) => value === '' || isCampus(value), { error: messages.campus.required })),
  tipo_beca: requiredOption(messages.tipo_beca.required),
  motivo: requiredText(BECA_STATEMENT_MAX_CHARS, { required: messages.motivo.required, tooLong: messages.motivo.tooLong }, 'multiLine').check(
    z.refine((value) => value === '' || value.length >= BECA_STATEMENT_MIN_CHARS, { error: messages.motivo.tooShort }),
  ),
  website: honeypotSchema,
})

/** What the server stores (trimmed, e-mail in lower case). */
export type BecaApplication = z.output<typeof becaApplicationSchema>

/** What the published content offers when the application arrives. */
export interface BecaOffer {
  /** The published 'becas' record. */
  readonly becas: Becas
  /** The institute's day `aaaa-mm-dd` the application is made (a beca past its deadline is refused). */
  readonly today: string
  /** The ficha's published options (level → campus → carreras). */
  readonly choices: AdmissionChoices
}

/** True when the carrera is offered at the campus, in any of the ficha's published levels. */
export function isOfferedAtCampus(offer: Pick<BecaOffer, 'choices'>, carrera: string, campus: string): boolean {
  return Object.values(offer.choices).some((campuses) =>
    campuses.some((offered) => offered.campus === campus && (offered.carreras as readonly string[]).includes(carrera)),
  )
}

type OfferedFields = Pick<BecaApplication, 'carrera' | 'campus' | 'tipo_beca'>

/** Why the published becas do not take this beca type for this programme now; none when they do. */
function becaTypeIssue(offer: BecaOffer, value: OfferedFields): string | undefined {
  const beca = offer.becas.tipos.find((type) => type.key === value.tipo_beca)
  if (beca === undefined) return messages.tipo_beca.notOffered
  if (isBecaClosed(beca, offer.today)) return messages.tipo_beca.closed
  const level = isCarrera(value.carrera) ? levelOfCarrera(value.carrera) : undefined
  if (level !== undefined && !isBecaForLevel(beca, level)) return messages.tipo_beca.notForLevel
  return undefined
}

/** The beca type and the carrera, each with the message under its field when the published content does not offer it; none when it does. */
export function becaOfferIssues(offer: BecaOffer, value: OfferedFields): Partial<Record<'carrera' | 'tipo_beca', string>> {
  const becaIssue = becaTypeIssue(offer, value)
  return {
    ...(becaIssue === undefined ? {} : { tipo_beca: becaIssue }),
    ...(isOfferedAtCampus(offer, value.carrera, value.campus) ? {} : { carrera: messages.carrera.notOffered }),
  }
}

/** True when a document's name ends in one of the allowed extensions (the browser's check; the server reads the content). */
function isBecaDocumentName(fileName: string): boolean {
  return (BECA_DOCUMENT_EXTENSIONS as readonly string[]).includes(fileExtension(fileName))
}

/** Why one chosen document is refused before sending (its name or its size); none when it may go. */
export function becaDocumentProblem(file: Pick<File, 'name' | 'size'>): string | undefined {
  if (!isBecaDocumentName(file.name)) return messages.documentos.notAllowed(file.name)
  if (file.size > UPLOAD_MAX_BYTES) return messages.documentos.tooLarge(file.name)
  return undefined
}

/** The documents as the page holds them: one to BECA_DOCUMENTS_MAX_FILES files, each allowed, together within the total. */
const documentsField = z.array(z.custom<File>(isFile, { error: messages.documentos.required }), { error: messages.documentos.required }).check(
  z.minLength(1, { error: messages.documentos.required }),
  z.maxLength(BECA_DOCUMENTS_MAX_FILES, { error: messages.documentos.tooMany }),
  z.superRefine((files, ctx) => {
    for (const file of files) {
      const problem = becaDocumentProblem(file)
      if (problem !== undefined) ctx.addIssue({ code: 'custom', message: problem, input: file })
    }
    const total = files.reduce((sum, file) => sum + file.size, 0)
    if (total > BECA_DOCUMENTS_MAX_TOTAL_BYTES) ctx.addIssue({ code: 'custom', message: messages.documentos.totalTooLarge, input: files })
  }),
)

/** The application as the page holds it: the text fields plus the chosen documents, sent as file parts after them. */
export const becaApplicationScreenSchema = z.extend(becaApplicationSchema, { documentos: documentsField })

/**
 * The screen schema with the beca type and the carrera checked against the published content:
 * each once its own rules pass, even while other fields are wrong, so every message shows at once.
 */
export function becaApplicationScreenSchemaFor(offer: BecaOffer) {
  return becaApplicationScreenSchema.check(
    z.superRefine<OfferedFields>(
      (value, ctx) => {
        for (const [field, message] of Object.entries(becaOfferIssues(offer, value))) {
          const failed = ctx.issues.some((issue) => issue.path?.[0] === field || (field === 'carrera' && issue.path?.[0] === 'campus'))
          if (!failed) ctx.addIssue({ code: 'custom', path: [field], message, input: value[field as keyof OfferedFields] })
        }
      },
      { when: ({ value }) => typeof value === 'object' && value !== null },
    ),
  )
}

export type BecaApplicationScreenInput = z.input<typeof becaApplicationScreenSchema>
/** What the form sends: the checked text fields and the documents. */
export type BecaApplicationSubmission = z.output<typeof becaApplicationScreenSchema>

/** The labels and hints of the application's fields, shared by the form, the e-mails and the panel. */
export const BECA_APPLICATION_FIELD_TEXT = {
  nombre_completo: { label: 'Nombre completo', autoComplete: 'name' },
  correo: { label: 'Correo electrónico', hint: 'Aquí recibirás tu folio y la respuesta a tu solicitud.', autoComplete: 'email' },
  telefono: { label: 'Teléfono', hint: 'Solo dígitos; puedes empezar con + y la clave del país.', autoComplete: 'tel' },
  carrera: { label: 'Carrera' },
  campus: { label: 'Campus' },
  tipo_beca: { label: 'Tipo de beca' },
  motivo: {
    label: 'Por qué solicitas la beca',
    hint: `De ${BECA_STATEMENT_MIN_CHARS} a ${BECA_STATEMENT_MAX_CHARS} caracteres: tu situación y lo que la beca cambiaría.`,
  },
  documentos: {
    label: 'Documentos que respaldan tu solicitud',
    hint: `De 1 a ${BECA_DOCUMENTS_MAX_FILES} archivos, ${DOCUMENT_KINDS}, de hasta ${UPLOAD_MAX_MB} MB cada uno y ${BECA_DOCUMENTS_MAX_TOTAL_MB} MB entre todos: por ejemplo tu boleta o constancia de calificaciones y un comprobante de ingresos.`,
  },
} satisfies FieldTexts<typeof becaApplicationScreenSchema>

/** The dialogs of the form, in the document request's words (spec §5, §8). */
export const BECA_APPLICATION_DIALOGS = {
  sending: { title: 'Enviando solicitud...', message: 'Espere un momento por favor' },
  success: { title: '¡Solicitud enviada!', message: 'Te enviamos tu folio por correo. Te avisaremos ahí cuando revisemos tu solicitud.' },
  failure: { title: 'Error al enviar', message: 'Ocurrió un error inesperado.', retry: 'Intentar de nuevo' },
} as const
