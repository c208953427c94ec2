import type { Kysely } from 'kysely'
import { fromNodeHeaders } from 'better-auth/node'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { CONTENT_MESSAGES, CONTENT_PREVIEW_QUERY, CONTENT_ROLES, previewedRecord } from '#contracts/content/content-api.ts'
import { CONTENT_KINDS, SINGLE_RECORD_KEY, type ContentData, type ContentKind } from '#contracts/content/content-kinds.ts'
import type { ContentSource } from '#contracts/content/content-source.ts'
import { PANEL_PAGES, SIGN_IN_QUERY } from '#contracts/panel-pages.ts'
import { STATUS_MESSAGES } from '#contracts/api-responses.ts'
import { instituteDay } from '#contracts/time-zone.ts'
import type { StaffAuth } from '#server/auth/auth.ts'
import { readStaffAccess } from '#server/auth/staff-session.ts'
import { contentDraftOf } from '#server/db/content-drafts.ts'
import type { Database } from '#server/db/schema.ts'
import { CSP_HEADER } from '#server/site/content-security-policy.ts'
import type { RenderPage } from '#server/site/page-renderer.ts'

/*
 * Issue 37: «Vista previa» (docs/decisions/056). A public page asked with `?vista-previa=kind/key`
 * is rendered for a signed-in `contenido` person with that record's draft in place of its
 * published version: never kept, `private, no-store`, `noindex`.
 */

/** The query's value, when the request asks for a preview. */
export function previewQueryOf(request: FastifyRequest): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.[CONTENT_PREVIEW_QUERY]
  return typeof value === 'string' ? value : undefined
}

/** The published content with one record replaced by other data. */
export function contentWithRecord(published: ContentSource, kind: ContentKind, key: string, data: unknown): ContentSource {
  return {
    record: async <Kind extends ContentKind>(asked: Kind, askedKey = SINGLE_RECORD_KEY) =>
      asked === kind && askedKey === key ? (data as ContentData<Kind>) : published.record(asked, askedKey),
    // A draft has no publication date yet.
    publishedAt: async (asked, askedKey = SINGLE_RECORD_KEY) =>
      asked === kind && askedKey === key ? null : published.publishedAt(asked, askedKey),
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`)

/** A short page in Spanish saying why the preview is not shown, with the way on. */
function messagePage(reply: FastifyReply, status: number, message: string, link?: { href: string; label: string }) {
  const action = link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(`<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Vista previa</title></head><body><p>${escapeHtml(message)}</p>${action}</body></html>`)
}

export interface PreviewContext {
  readonly auth: StaffAuth
  readonly db: Kysely<Database>
  readonly content: ContentSource
  readonly render: RenderPage
  readonly now: () => Date
}

/** Answers a preview of `path`, or why it cannot be shown: no session (401), an ended one or another role (403), a draft that does not pass its schema (422). */
export async function sendPreview(request: FastifyRequest, reply: FastifyReply, path: string, query: string, context: PreviewContext): Promise<FastifyReply> {
  reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex')
  const state = await readStaffAccess(context.auth, context.db, fromNodeHeaders(request.headers), context.now(), CONTENT_ROLES)
  const signIn = { href: `${PANEL_PAGES.signIn}?${new URLSearchParams({ [SIGN_IN_QUERY.returnTo]: PANEL_PAGES.content }).toString()}`, label: 'Entrar al panel' }
  if (state.kind === 'none') return messagePage(reply, 401, CONTENT_MESSAGES.previewSignIn, signIn)
  if (state.kind === 'ended') return messagePage(reply, 403, STATUS_MESSAGES[403], signIn)
  if (state.setCookies.length > 0) reply.header('set-cookie', [...state.setCookies])
  if (state.kind === 'wrongRole') return messagePage(reply, 403, CONTENT_MESSAGES.previewWrongRole)
  const record = previewedRecord(query)
  if (record === undefined) return messagePage(reply, 404, CONTENT_MESSAGES.previewUnknown)
  const draft = await contentDraftOf(context.db, record.kind, record.key)
  let content = context.content
  if (draft !== undefined) {
    const checked = CONTENT_KINDS[record.kind].schema.safeParse(draft.data)
    if (!checked.success) return messagePage(reply, 422, CONTENT_MESSAGES.previewInvalidDraft, { href: PANEL_PAGES.contentRecord(record.kind, record.key), label: 'Volver al borrador' })
    content = contentWithRecord(context.content, record.kind, record.key, checked.data)
  }
  const page = await context.render(path, content, instituteDay(context.now()))
  if (page.contentSecurityPolicy !== null) reply.header(CSP_HEADER, page.contentSecurityPolicy)
  return reply.code(page.status).type(page.contentType).send(page.identity)
}
