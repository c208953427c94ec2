import { describe, expect, it } from 'vitest'
import { foldText, searchTerms, stemWord } from '#contracts/search.ts'

describe('searchTerms', () => {
  it('reads accents and capitals as the plain lower-case letters', () => {
    expect(foldText('ADMINISTRACIÓN Enseñanza')).toBe('administracion ensenanza')
    expect(searchTerms('ADMINISTRACIÓN')).toEqual(searchTerms('administracion'))
  })

  it('gives a word and its plural the same stem', () => {
    expect(stemWord('licenciaturas')).toBe(stemWord('licenciatura'))
    expect(stemWord('profesores')).toBe(stemWord('profesor'))
    expect(stemWord('universidades')).toBe(stemWord('universidad'))
    expect(stemWord('materias')).toBe('materia')
  })

  it('stems «inglés» to a prefix of «inglesa»', () => {
    const [ingles] = searchTerms('inglés')
    const [inglesa] = searchTerms('Inglesa')
    expect(inglesa?.startsWith(ingles ?? '-')).toBe(true)
  })

  it('leaves short words and stop words alone, and splits on anything but letters and digits', () => {
    expect(stemWord('mas')).toBe('mas')
    expect(searchTerms('Licenciatura en Derecho, 2027')).toEqual(['licenciatura', 'derecho', '2027'])
    expect(searchTerms(' ¿? ')).toEqual([])
  })
})
