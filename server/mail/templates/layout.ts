import type { FieldText } from '#contracts/form-fields.ts'

/** What a template produces: the subject and the two alternative bodies. */
export interface MailContent {
  readonly subject: string
  readonly text: string
  readonly html: string
}

/** A labelled value in a message: `Folio: FICHA-2026-000123`. */
export interface MailField {
  readonly label: string
  readonly value: string
}

/**
 * A submission's values under the labels its form gives them; an empty value (an optional
 * field left blank) shows `ifEmpty`.
 */
export function labelledFields<Field extends string>(
  text: Readonly<Record<Field, FieldText>>,
  values: Readonly<Partial<Record<Field, string>>>,
  fields: readonly Field[],
  ifEmpty = '',
): MailField[] {
  return fields.map((field) => ({ label: text[field].label, value: values[field] || ifEmpty }))
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Everything a person typed goes through here before it reaches the HTML body. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character)
}

/** Keeps the person's line breaks in HTML. */
function escapeMultiline(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, '<br>')
}

/** One block of a message: paragraphs, a list of fields, a bulleted list or a quoted text. */
export type MailBlock =
  | { readonly type: 'paragraph'; readonly text: string }
  | { readonly type: 'fields'; readonly fields: readonly MailField[] }
  | { readonly type: 'list'; readonly heading: string; readonly items: readonly string[] }
  | { readonly type: 'quote'; readonly heading: string; readonly text: string }
  | { readonly type: 'link'; readonly text: string; readonly url: string }

function blockText(block: MailBlock): string {
  switch (block.type) {
    case 'paragraph':
      return block.text
    case 'fields':
      return block.fields.map((field) => `${field.label}: ${field.value}`).join('\n')
    case 'list':
      return [block.heading, ...block.items.map((item) => `- ${item}`)].join('\n')
    case 'quote':
      return `${block.heading}\n${block.text}`
    case 'link':
      return `${block.text}:\n${block.url}`
  }
}

const STYLE = {
  body: 'margin:0;padding:24px;background:#f4f6fa;font-family:Arial,Helvetica,sans-serif;color:#1b2430;',
  card: 'max-width:600px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px;',
  heading: 'margin:0 0 16px;font-size:20px;color:#0b2a5b;',
  paragraph: 'margin:0 0 16px;line-height:1.5;',
  label: 'padding:4px 12px 4px 0;font-weight:bold;vertical-align:top;white-space:nowrap;',
  value: 'padding:4px 0;vertical-align:top;',
  quote: 'margin:0 0 16px;padding:12px 16px;border-left:4px solid #0b2a5b;background:#f3f6fb;line-height:1.5;',
  link: 'display:inline-block;padding:12px 20px;background:#0b2a5b;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold;',
} as const

function blockHtml(block: MailBlock): string {
  switch (block.type) {
    case 'paragraph':
      return `<p style="${STYLE.paragraph}">${escapeMultiline(block.text)}</p>`
    case 'fields':
      return (
        `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse;">` +
        block.fields
          .map(
            (field) =>
              `<tr><td style="${STYLE.label}">${escapeHtml(field.label)}</td>` +
              `<td style="${STYLE.value}">${escapeMultiline(field.value)}</td></tr>`,
          )
          .join('') +
        '</table>'
      )
    case 'list':
      return (
        `<p style="${STYLE.paragraph}"><strong>${escapeHtml(block.heading)}</strong></p>` +
        `<ul style="margin:0 0 16px;padding-left:24px;line-height:1.5;">` +
        block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('') +
        '</ul>'
      )
    case 'quote':
      return (
        `<p style="${STYLE.paragraph}"><strong>${escapeHtml(block.heading)}</strong></p>` +
        `<blockquote style="${STYLE.quote}">${escapeMultiline(block.text)}</blockquote>`
      )
    case 'link':
      return `<p style="${STYLE.paragraph}"><a href="${escapeHtml(block.url)}" style="${STYLE.link}">${escapeHtml(block.text)}</a></p>`
  }
}

/** A message in plain text and in simple, escaped HTML, from the same blocks. */
export function renderMail(subject: string, heading: string, blocks: readonly MailBlock[]): MailContent {
  const text = [heading, ...blocks.map(blockText)].join('\n\n') + '\n'
  const html =
    '<!DOCTYPE html><html lang="es"><head><meta charset="utf-8">' +
    `<title>${escapeHtml(subject)}</title></head>` +
    `<body style="${STYLE.body}"><div style="${STYLE.card}">` +
    `<h1 style="${STYLE.heading}">${escapeHtml(heading)}</h1>` +
    blocks.map(blockHtml).join('') +
    '</div></body></html>'
  return { subject, text, html }
}
