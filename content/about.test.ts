import { describe, expect, it } from 'vitest'
import { aboutContent } from './about.ts'

describe('Conócenos (spec §2.9)', () => {
  const text = (paragraphs: readonly string[]) => paragraphs.join(' ')

  it('tells that classes began in 2016 with 140 students in two programmes', () => {
    expect(text(aboutContent.history.paragraphs)).toMatch(/2016.*140 estudiantes.*dos programas/)
  })

  it('tells that the movement was founded in 1974 and is present in all 32 states', () => {
    expect(text(aboutContent.movement.paragraphs)).toMatch(/1974.*32 estados/s)
  })

  it('offers three logo files, SVG and PNG, each with its own download name', () => {
    const { files } = aboutContent.logos
    expect(files).toHaveLength(3)
    expect(new Set(files.map((file) => file.format))).toEqual(new Set(['SVG', 'PNG']))
    for (const file of files) expect(file.fileName.endsWith(`.${file.format.toLowerCase()}`)).toBe(true)
    expect(new Set(files.map((file) => file.fileName)).size).toBe(3)
  })
})
