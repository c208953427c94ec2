import type { Nodes, Root } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { z } from '#contracts/zod.ts'
import { groupThousands } from '#contracts/digits.ts'
import { CONTENT_BODY_MAX_CHARS } from '#contracts/limits.ts'

/*
 * Issue 37: the bodies of news posts and events are written in a small Markdown subset: paragraphs,
 * headings, lists, links, emphasis and strong emphasis. Parsed by mdast-util-from-markdown
 * (micromark, CommonMark); a body using anything else, raw HTML above all, is refused at publish
 * with a message that says what to write instead. Server and panel only: the public pages receive
 * the body already parsed (app/features/news/markdown-body.tsx).
 */

export const MARKDOWN_MESSAGES = {
  length: `Escribe un texto de 1 a ${groupThousands(CONTENT_BODY_MAX_CHARS)} caracteres`,
  html: 'Quita el HTML: el texto admite párrafos, títulos con #, listas con - o 1., enlaces [texto](https://…), *cursiva* y **negritas**',
  unsupported: (what: string) =>
    `Quita ${what}: el texto admite párrafos, títulos con #, listas con - o 1., enlaces [texto](https://…), *cursiva* y **negritas**`,
  hint: 'Separa los párrafos con una línea en blanco. Títulos: ## Título. Listas: - o 1. al inicio de la línea. Enlaces: [texto](https://…). *Cursiva* y **negritas**. Sin HTML.',
  link: 'Escribe cada enlace como [texto](https://…), [texto](mailto:…), [texto](tel:…) o una ruta del sitio que empiece por /',
} as const

/** What the subset leaves out, as the message names it. */
const UNSUPPORTED: Readonly<Partial<Record<Nodes['type'], string>>> = {
  blockquote: 'la cita (>)',
  code: 'el bloque de código',
  inlineCode: 'el código entre comillas invertidas',
  image: 'la imagen: ponla en el campo Imagen',
  imageReference: 'la imagen: ponla en el campo Imagen',
  linkReference: 'el enlace por referencia: escribe [texto](https://…)',
  definition: 'la definición de enlace',
  footnoteDefinition: 'la nota al pie',
  footnoteReference: 'la nota al pie',
  thematicBreak: 'la línea horizontal',
  table: 'la tabla',
  delete: 'el tachado',
}

/** Where a link may go: another site over https, an e-mail, a phone, or a page of this site. */
const ALLOWED_LINK = /^(?:https:\/\/[^\s]+|mailto:[^\s]+|tel:\+?[\d\s-]+|\/(?!\/)[^\s]*)$/

/** The parsed body. */
export function parseMarkdown(text: string): Root {
  return fromMarkdown(text)
}

function* descendants(node: Nodes): Generator<Nodes> {
  yield node
  if ('children' in node) for (const child of node.children) yield* descendants(child)
}

/** Why a body is not in the subset (the first problem), or undefined when it is. */
export function markdownProblem(text: string): string | undefined {
  for (const node of descendants(parseMarkdown(text))) {
    if (node.type === 'html') return MARKDOWN_MESSAGES.html
    const unsupported = UNSUPPORTED[node.type]
    if (unsupported !== undefined) return MARKDOWN_MESSAGES.unsupported(unsupported)
    if (node.type === 'link' && !ALLOWED_LINK.test(node.url)) return MARKDOWN_MESSAGES.link
  }
  return undefined
}

/** Whether a link leaves the site: the page opens it with `rel="noopener"`. */
export function isExternalLink(url: string): boolean {
  return url.startsWith('https://')
}

/** A news post's or an event's text, in the subset; the panel shows how to write it under the field. */
export const markdownText = z.string({ error: MARKDOWN_MESSAGES.length }).check(
  z.meta({ description: MARKDOWN_MESSAGES.hint }),
  z.trim(),
  z.minLength(1, { error: MARKDOWN_MESSAGES.length }),
  z.maxLength(CONTENT_BODY_MAX_CHARS, { error: MARKDOWN_MESSAGES.length }),
  z.superRefine((text, ctx) => {
    const problem = markdownProblem(text)
    if (problem !== undefined) ctx.addIssue({ code: 'custom', message: problem, input: text })
  }),
)
