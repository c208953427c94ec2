import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * A `<script>` element: its attributes, then its text. Attribute values may hold '>' inside quotes,
 * so they are matched as quoted strings.
 */
export const SCRIPT_ELEMENT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i

/** The text of every `<script>` without a `src` in an HTML document, in document order. */
export function extractInlineScripts(html: string): string[] {
  return [...html.matchAll(SCRIPT_ELEMENT)]
    .filter(([, attributes = '']) => !SRC_ATTRIBUTE.test(attributes))
    .map(([, , content = '']) => content)
}

/**
 * The CSP source expression (`'sha256-…'`) that allows one inline script. Browsers hash the
 * text after the HTML parser has turned CRLF and CR into LF, so the same is done here.
 */
export function scriptHashSource(content: string): string {
  const normalized = content.replace(/\r\n?/g, '\n')
  return `'sha256-${createHash('sha256').update(normalized, 'utf8').digest('base64')}'`
}

/** The de-duplicated hash sources of a document's inline scripts, in document order. */
export function inlineScriptHashes(html: string): string[] {
  return [...new Set(extractInlineScripts(html).map(scriptHashSource))]
}

/** Every `.html` file under a folder, as absolute paths. */
export async function listHtmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
}

/** The inline script hashes of each HTML file, keyed by its path. */
export async function hashInlineScriptsOf(htmlFiles: readonly string[]): Promise<Map<string, string[]>> {
  const hashes = new Map<string, string[]>()
  for (const file of htmlFiles) hashes.set(file, inlineScriptHashes(await readFile(file, 'utf8')))
  return hashes
}
