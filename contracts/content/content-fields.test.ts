import { describe, expect, it } from 'vitest'
import type { z } from '#contracts/zod.ts'
import { CONTENT_FIELD_MESSAGES, httpsUrl, nonEmptyList, shortText } from '#contracts/content/content-fields.ts'

const messagesOf = (schema: z.ZodMiniType, data: unknown) => {
  const result = schema.safeParse(data)
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message])
}

describe('content fields (issue 37)', () => {
  it('trims a short text and refuses one that is only spaces', () => {
    expect(shortText.parse('  Saltillo ')).toBe('Saltillo')
    expect(messagesOf(shortText, '   ')).toEqual([['', CONTENT_FIELD_MESSAGES.text]])
  })

  it('takes an https link to a named host and refuses http, a bare host and a relative path', () => {
    expect(httpsUrl.parse('https://wa.me/528710000000')).toBe('https://wa.me/528710000000')
    for (const url of ['http://wa.me/528710000000', 'https://localhost/chat', '/contacto']) {
      expect(messagesOf(httpsUrl, url), url).toEqual([['', CONTENT_FIELD_MESSAGES.url]])
    }
  })

  it('refuses an empty list on the list itself, and checks each item', () => {
    const names = nonEmptyList(shortText, 'Escribe al menos un nombre')
    expect(names.parse(['Ana', 'Luis'])).toEqual(['Ana', 'Luis'])
    expect(messagesOf(names, [])).toEqual([['', 'Escribe al menos un nombre']])
    expect(messagesOf(names, ['Ana', ''])).toEqual([['1', CONTENT_FIELD_MESSAGES.text]])
  })
})
