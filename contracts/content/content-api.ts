import { encodeSegment } from '#contracts/api-paths.ts'
import { CONTENT_KINDS, type ContentKind } from '#contracts/content/content-kinds.ts'
import { PROGRAM_PAGE_LEVELS, campusPath, eventPath, isProgramSlug, newsPostPath, paths, programPath, type ProgramSlug } from '#contracts/site-paths.ts'
import type { StaffRole } from '#contracts/staff.ts'
import { z } from '#contracts/zod.ts'

/*
 * Issue 37: the panel's «Contenido» section and the server's content endpoints (for `contenido`
 * and admin). A record is edited as a draft the server keeps as one types, previewed on its
 * public page, published as the next version of the record, and restored from its history.
 */

/** What the endpoints answer in `{ mensaje }`. */
export const CONTENT_MESSAGES = {
  kindNotFound: 'No existe ese tipo de contenido.',
  recordNotFound: 'No existe ese contenido.',
  versionNotFound: 'Ese contenido no tiene la versión pedida.',
  conflict: 'Otra persona publicó este contenido mientras lo editabas. Revisa lo que cambió y vuelve a publicar.',
  invalid: 'El contenido tiene campos por corregir.',
  tooLarge: 'El contenido es demasiado grande para guardarlo.',
  version: 'Indica la versión publicada de la que partiste (un número entero desde 0).',
  previewSignIn: 'Para ver la vista previa inicia sesión en el panel del instituto.',
  previewWrongRole: 'Tu cuenta no tiene permiso para ver vistas previas del contenido.',
  previewInvalidDraft: 'El borrador tiene campos por corregir: corrígelos en el panel para ver la vista previa.',
  previewUnknown: 'La vista previa pide un contenido que no existe.',
} as const

/** The endpoints, relative to the API's base; with `kind` and `key` left out they give the route patterns. */
export const CONTENT_API_PATHS = {
  /** `GET`: every kind with its records. */
  list: '/panel/contenido',
  /** `GET`: the published version of a record and its draft, if any. */
  record: (kind = ':tipo', key = ':clave') => `/panel/contenido/${encodeSegment(kind)}/${encodeSegment(key)}`,
  /** `PUT`: keep the draft as typed (`{ datos, version }`); `DELETE`: throw it away. */
  draft: (kind?: string, key?: string) => `${CONTENT_API_PATHS.record(kind, key)}/borrador`,
  /** `POST`: publish `{ datos, version }` as the next version (409 if someone published since `version`). */
  publish: (kind?: string, key?: string) => `${CONTENT_API_PATHS.record(kind, key)}/publicar`,
  /** `GET`: every published version, newest first. */
  history: (kind?: string, key?: string) => `${CONTENT_API_PATHS.record(kind, key)}/historial`,
  /** `POST`: publish an old version again (`{ version, versionActual }`). */
  restore: (kind?: string, key?: string) => `${CONTENT_API_PATHS.record(kind, key)}/restaurar`,
  /** `POST` (multipart, contracts/content/content-images.ts): upload a photo for a slot; `201` with the image for the record. */
  images: '/panel/contenido/imagenes',
} as const

/** Who edits, previews and publishes the site's content (and admin). */
export const CONTENT_ROLES = ['contenido'] as const satisfies readonly StaffRole[]

/** The query of a public page that shows a record's draft instead of its published version (staff only). */
export const CONTENT_PREVIEW_QUERY = 'vista-previa'

const [FIRST_PROGRAM] = Object.keys(PROGRAM_PAGE_LEVELS) as [ProgramSlug, ...ProgramSlug[]]

/** The public page that shows a record: where «Vista previa» opens it. */
export function contentPagePath(kind: ContentKind, key: string): string {
  switch (kind) {
    // The RVOE too: the cost tables there show every programme's (each programme page shows its own).
    case 'tabla-de-costos':
    case 'opciones-ficha':
    case 'rvoe':
      return paths.genera
    case 'opciones-documentos':
      return paths.documentos
    case 'campus':
      return campusPath(key)
    case 'programa':
      return isProgramSlug(key) ? programPath(PROGRAM_PAGE_LEVELS[key], key) : paths.home
    case 'modalidades':
      // Every programme page shows the cards: the first one's.
      return contentPagePath('programa', FIRST_PROGRAM)
    case 'identidad':
    case 'carrusel-principal':
    case 'promociones':
      return paths.home
    case 'noticias':
      return paths.noticias
    case 'eventos':
      return paths.eventos
    case 'aviso-de-privacidad':
      return paths.avisoPrivacidad
    case 'preguntas-frecuentes':
      return paths.preguntasFrecuentes
    case 'becas':
      return paths.becas
    // Issue 38: no public page shows them; the site's home stands in for «Vista previa».
    case 'plantillas-whatsapp':
      return paths.home
  }
}

/** The kinds whose items have a page of their own, each at the path its slug gives (a news post, an event). */
export const CONTENT_ITEM_PAGES = { noticias: newsPostPath, eventos: eventPath } as const satisfies Partial<Record<ContentKind, (slug: string) => string>>
export type ItemPageKind = keyof typeof CONTENT_ITEM_PAGES
export const ITEM_PAGE_KINDS = Object.keys(CONTENT_ITEM_PAGES) as ItemPageKind[]

export function hasItemPages(kind: ContentKind): kind is ItemPageKind {
  return Object.hasOwn(CONTENT_ITEM_PAGES, kind)
}

/**
 * A page that shows the record with its draft: by default the record's own page
 * (`/inicio/genera?vista-previa=tabla-de-costos/principal`); `page` for one of its items' pages.
 */
export function contentPreviewUrl(kind: ContentKind, key: string, page = contentPagePath(kind, key)): string {
  return `${page}?${new URLSearchParams({ [CONTENT_PREVIEW_QUERY]: `${kind}/${key}` }).toString()}`
}

/** The kind and key a preview query names, if it names one. */
export function previewedRecord(value: string): { kind: ContentKind; key: string } | undefined {
  const slash = value.indexOf('/')
  const kind = value.slice(0, slash)
  const key = value.slice(slash + 1)
  if (slash < 1 || key === '' || !Object.hasOwn(CONTENT_KINDS, kind)) return undefined
  return { kind: kind as ContentKind, key }
}

const kindSchema = z.enum(Object.keys(CONTENT_KINDS) as [ContentKind, ...ContentKind[]])

/** Who published a version: a staff member's e-mail, or null for the site's first content (the seed). */
const publisherSchema = z.nullable(z.string())

/** `GET /panel/contenido`: every kind, with its records by name. */
export const contentListSchema = z.object({
  tipos: z.array(
    z.object({
      tipo: kindSchema,
      nombre: z.string(),
      registros: z.array(
        z.object({
          clave: z.string(),
          nombre: z.string(),
          version: z.number(),
          publicadoEn: z.string(),
          publicadoPor: publisherSchema,
          /** Someone has changes not yet published. */
          borrador: z.boolean(),
        }),
      ),
    }),
  ),
})
export type ContentList = z.output<typeof contentListSchema>

/** One published version of a record. */
export const contentVersionSchema = z.object({
  version: z.number(),
  datos: z.unknown(),
  publicadoEn: z.string(),
  publicadoPor: publisherSchema,
  /** The version «Restaurar» published again, when this one is a restore. */
  restauradaDe: z.nullable(z.number()),
})
export type ContentVersion = z.output<typeof contentVersionSchema>

/** `GET` a record: its published version and the draft being edited, if any. */
export const contentRecordSchema = z.object({
  tipo: kindSchema,
  clave: z.string(),
  nombre: z.string(),
  publicada: contentVersionSchema,
  borrador: z.nullable(
    z.object({
      datos: z.unknown(),
      /** The published version the draft started from. */
      version: z.number(),
      guardadoEn: z.string(),
      guardadoPor: z.string(),
    }),
  ),
})
export type ContentRecord = z.output<typeof contentRecordSchema>

const versionNumber = z.int({ error: CONTENT_MESSAGES.version }).check(z.minimum(0, { error: CONTENT_MESSAGES.version }))

/** `PUT` a draft and `POST` a publish: the record's data as typed, and the version it was edited from. */
export const contentEditSchema = z.strictObject({ datos: z.unknown(), version: versionNumber })
export type ContentEdit = z.output<typeof contentEditSchema>

/** What keeping a draft answers. */
export const contentDraftAnswerSchema = z.object({ guardadoEn: z.string() })

/** What a publish or a restore answers: the version it made. */
export const contentPublishedSchema = contentVersionSchema

/** A publish refused because someone published first (409): what is published now. */
export const contentConflictSchema = z.object({ mensaje: z.string(), actual: contentVersionSchema })
export type ContentConflict = z.output<typeof contentConflictSchema>

/** `GET` a record's history: every version, newest first. */
export const contentHistorySchema = z.object({ versiones: z.array(contentVersionSchema) })
export type ContentHistory = z.output<typeof contentHistorySchema>

/** `POST` a restore: the old version to publish again, and the version published now. */
export const contentRestoreSchema = z.strictObject({ version: versionNumber, versionActual: versionNumber })

/** The record's name in lists: a campus by its name, a programme by its page's title, a kind with one record by the kind's. */
export function contentRecordName(kind: ContentKind, key: string, data: unknown): string {
  if (kind === 'programa') {
    const page = typeof data === 'object' && data !== null && 'page' in data ? data.page : undefined
    const title = typeof page === 'object' && page !== null && 'title' in page ? page.title : undefined
    return typeof title === 'string' ? title : key
  }
  const name = typeof data === 'object' && data !== null && 'name' in data ? data.name : undefined
  if (kind === 'campus' && typeof name === 'string') return name
  return kind === 'campus' ? key : CONTENT_KINDS[kind].label
}
