import { describe, expect, it } from 'vitest'
import { MARKDOWN_MESSAGES, markdownProblem, markdownText } from '#contracts/content/markdown.ts'

describe('the Markdown subset of news and events', () => {
  it('takes paragraphs, headings, lists, links, emphasis and strong emphasis', () => {
    const body = [
      '## Inscripciones abiertas',
      '',
      'Las fichas del *ciclo 2027* ya están **disponibles**.',
      '',
      '- Trae tu [acta](https://www.gob.mx/actas)',
      '1. Escríbenos a [admisiones](mailto:admisiones@instituto.example) o llama al [871 000 0000](tel:+528710000000)',
      '',
      'Consulta los [costos](/inicio/genera).',
    ].join('\n')
    expect(markdownProblem(body)).toBeUndefined()
    expect(markdownText.safeParse(body).success).toBe(true)
  })

  it('refuses raw HTML, inline or as a block, with a message that says what to write', () => {
    expect(markdownProblem('Hola <script>alert(1)</script>')).toBe(MARKDOWN_MESSAGES.html)
    expect(markdownProblem('<div onclick="x()">hola</div>')).toBe(MARKDOWN_MESSAGES.html)
    const parsed = markdownText.safeParse('Texto con <img src=x onerror=alert(1)>')
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([MARKDOWN_MESSAGES.html])
  })

  it('refuses what the subset leaves out, naming it', () => {
    expect(markdownProblem('![foto](/media/x.webp)')).toBe(MARKDOWN_MESSAGES.unsupported('la imagen: ponla en el campo Imagen'))
    expect(markdownProblem('> una cita')).toBe(MARKDOWN_MESSAGES.unsupported('la cita (>)'))
    expect(markdownProblem('```\ncódigo\n```')).toBe(MARKDOWN_MESSAGES.unsupported('el bloque de código'))
  })

  it('refuses links that are not https, mail, phone or a page of the site', () => {
    for (const url of ['javascript:alert(1)', 'http://inseguro.example', '//otro.example/ruta', 'data:text/html,hola']) {
      expect(markdownProblem(`[enlace](${url})`), url).toBe(MARKDOWN_MESSAGES.link)
    }
  })

  it('refuses an empty body', () => {
    expect(markdownText.safeParse('   ').error?.issues[0]?.message).toBe(MARKDOWN_MESSAGES.length)
  })
})
