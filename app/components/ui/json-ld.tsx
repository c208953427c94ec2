/** A JSON-LD document: a JSON object, with `@context` and `@type` at the top. */
export type JsonLdDocument = { readonly [key: string]: unknown }

const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g

/**
 * The JSON text of a structured-data block, safe inside an HTML `<script>`: `<`, `>`, `&` and the
 * two Unicode line separators become `\uXXXX` escapes, so no value can close the element
 * (`</script>`), open a comment, or break an older parser. The result is still the same JSON.
 */
export function serializeJsonLd(data: JsonLdDocument): string {
  return JSON.stringify(data).replace(
    UNSAFE_IN_SCRIPT,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}

/**
 * Structured data for search engines, rendered by the page component so it is in the prerendered
 * HTML. A JSON-LD block is data, never executed, so the Content-Security-Policy does not apply to it.
 */
export function JsonLd({ data }: { data: JsonLdDocument }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
