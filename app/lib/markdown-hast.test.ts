import { describe, expect, it } from 'vitest'
import { markdownHast } from '#app/lib/markdown-hast.ts'

const tagsOf = (text: string) => markdownHast(text).children.flatMap((node) => (node.type === 'element' ? [node.tagName] : []))

describe('a published body as its page draws it', () => {
  it('puts the highest heading right under the page title, whether staff start with # or ##', () => {
    expect(tagsOf('# Uno\n\n### Dos\n\ntexto')).toEqual(['h2', 'h4', 'p'])
    expect(tagsOf('## Uno\n\n### Dos')).toEqual(['h2', 'h3'])
    expect(tagsOf('solo un párrafo')).toEqual(['p'])
  })

  it('gives links to other sites rel="noopener" and leaves the site\'s own links alone', () => {
    const [paragraph] = markdownHast('[SEP](https://www.gob.mx/sep) y [costos](/inicio/genera)').children
    expect(paragraph?.type === 'element' && paragraph.children.flatMap((child) => (child.type === 'element' ? [child.properties] : []))).toEqual([
      { href: 'https://www.gob.mx/sep', rel: ['noopener'] },
      { href: '/inicio/genera' },
    ])
  })

  it('carries no source positions and no raw HTML', () => {
    const tree = markdownHast('Hola <b onclick="x()">mundo</b>')
    expect(JSON.stringify(tree)).not.toContain('position')
    expect(JSON.stringify(tree)).not.toContain('onclick')
  })
})
