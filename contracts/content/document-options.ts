import { z } from '#contracts/zod.ts'
import { shortText, uniqueBy } from '#contracts/content/content-fields.ts'
import { wholePesosSchema } from '#contracts/content/cost-table.ts'
import { SPECIFICATIONS_MIN_CHARS } from '#contracts/document-request.ts'
import { CONTENT_LABEL_MAX_CHARS } from '#contracts/limits.ts'

/*
 * Issue 37: what the document request offers (spec §3.2's levels, the documents with spec §9's
 * prices) as a content record staff publish. Its seed is contracts/document-options.ts
 * DOCUMENT_OPTIONS; the documents page's price table and selects, and the server's check of
 * `POST /servicios-documentos`, follow what is published. Requests already stored keep what they
 * were sent with (their level, their document and the price they paid).
 */

/** Ours: a level's value is short, like the spec's (`maestria-competencias`). */
export const DOCUMENT_LEVEL_VALUE_MAX_CHARS = 40

export const DOCUMENT_OPTIONS_MESSAGES = {
  levels: 'Deja al menos un nivel de estudios',
  documents: 'Deja al menos un documento',
  levelValue: `Escribe la clave con minúsculas sin acentos, números y guiones, por ejemplo lic-derecho, de hasta ${DOCUMENT_LEVEL_VALUE_MAX_CHARS} caracteres`,
  repeatedLevelValue: 'Esta clave ya es de otro nivel: cada nivel necesita la suya',
  repeatedLevelLabel: 'Este nombre ya es de otro nivel: cada nivel necesita el suyo',
  documentLabel: `Escribe el nombre completo del documento, de ${SPECIFICATIONS_MIN_CHARS} a ${CONTENT_LABEL_MAX_CHARS} caracteres, por ejemplo Kardex académico`,
  repeatedDocument: 'Este documento ya está en la lista: deja uno solo',
} as const

const messages = DOCUMENT_OPTIONS_MESSAGES

/** Lower-case words of letters and digits joined by hyphens, as the spec's level values. */
const LEVEL_VALUE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

const levelSchema = z.object({
  /** Sent and stored as `nivel_estudios`: a stored request keeps it if it is changed later. */
  value: z.string({ error: messages.levelValue }).check(
    z.regex(LEVEL_VALUE_PATTERN, { error: messages.levelValue }),
    z.maxLength(DOCUMENT_LEVEL_VALUE_MAX_CHARS, { error: messages.levelValue }),
  ),
  label: shortText,
})

const documentSchema = z.object({
  /** Shown, sent and stored as `especificaciones`: long enough for spec §5's 10-character rule (docs/decisions/010). */
  label: z.string({ error: messages.documentLabel }).check(
    z.trim(),
    z.minLength(SPECIFICATIONS_MIN_CHARS, { error: messages.documentLabel }),
    z.maxLength(CONTENT_LABEL_MAX_CHARS, { error: messages.documentLabel }),
  ),
  priceLabel: shortText,
  priceMxn: wholePesosSchema,
})

type Level = z.output<typeof levelSchema>
type DocumentOffered = z.output<typeof documentSchema>

/** The levels and the documents of the request, each list in the order the form offers it: at least one of each, none twice. */
export const documentOptionsSchema = z.object({
  levels: z.readonly(
    z
      .array(levelSchema, { error: messages.levels })
      .check(
        z.minLength(1, { error: messages.levels }),
        uniqueBy<Level>('value', messages.repeatedLevelValue),
        uniqueBy<Level>('label', messages.repeatedLevelLabel),
      ),
  ),
  documents: z.readonly(
    z
      .array(documentSchema, { error: messages.documents })
      .check(z.minLength(1, { error: messages.documents }), uniqueBy<DocumentOffered>('label', messages.repeatedDocument)),
  ),
})
