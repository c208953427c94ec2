import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { JsonLd, serializeJsonLd } from '#app/components/ui/json-ld.tsx'

describe('JsonLd', () => {
  it('escapes the characters that could end the script element, and stays the same JSON', () => {
    const data = { '@type': 'Thing', name: '</script><script>alert(1)</script> & <!-- x -->\u2028' }
    const text = serializeJsonLd(data)

    expect(text).not.toMatch(/[<>&\u2028]/)
    expect(text).toContain('\\u003c/script\\u003e')
    expect(JSON.parse(text)).toEqual(data)
  })

  it('renders one application/ld+json script with the data, as the prerendered HTML carries it', () => {
    const html = renderToStaticMarkup(
      <JsonLd data={{ '@context': 'https://schema.org', '@type': 'Thing', name: 'Año <1>' }} />,
    )
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)]

    expect(blocks).toHaveLength(1)
    expect(JSON.parse(blocks[0]?.[1] ?? '')).toEqual({ '@context': 'https://schema.org', '@type': 'Thing', name: 'Año <1>' })
  })
})
