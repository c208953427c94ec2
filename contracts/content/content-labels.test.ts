import { describe, expect, it } from 'vitest'
import { CONTENT_KINDS } from '#contracts/content/content-kinds.ts'
import { CONTENT_FIELD_LABELS, CONTENT_VALUE_LABELS } from '#contracts/content/content-labels.ts'
import { z } from '#contracts/zod.ts'

/** Every property name and every fixed value a JSON Schema names, however deep. */
function namesIn(schema: unknown, found = { properties: new Set<string>(), values: new Set<string>() }) {
  if (Array.isArray(schema)) for (const item of schema) namesIn(item, found)
  else if (typeof schema === 'object' && schema !== null) {
    const node = schema as Record<string, unknown>
    if (typeof node.properties === 'object' && node.properties !== null) for (const name of Object.keys(node.properties)) found.properties.add(name)
    if (typeof node.const === 'string') found.values.add(node.const)
    if (Array.isArray(node.enum)) for (const value of node.enum) found.values.add(String(value))
    for (const value of Object.values(node)) namesIn(value, found)
  }
  return found
}

describe('las etiquetas del contenido', () => {
  for (const [kind, { schema }] of Object.entries(CONTENT_KINDS)) {
    it(`nombran cada campo y cada valor fijo de «${kind}»`, () => {
      const { properties, values } = namesIn(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }))
      expect([...properties].filter((name) => !Object.hasOwn(CONTENT_FIELD_LABELS, name))).toEqual([])
      expect([...values].filter((value) => !Object.hasOwn(CONTENT_VALUE_LABELS, value))).toEqual([])
      expect(properties.size).toBeGreaterThan(0)
    })
  }
})
