import { beforeAll, describe, expect, it } from 'vitest'
import { buildSearchIndex, type SiteSearchIndex } from '#app/features/site-search/search-index.ts'
import { contentSourceOf } from '#app/lib/content-source.ts'
import { programPath } from '#contracts/site-paths.ts'
import { CONTENT_SEED } from '#content/content-seed.ts'
import { searchCorpus } from './search-corpus.ts'

// The site search over what a fresh site publishes (the seed): the documents server/search writes, indexed as the browser does.
describe('the site search over the seed', () => {
  let index: SiteSearchIndex
  beforeAll(async () => {
    index = buildSearchIndex(await searchCorpus(contentSourceOf({})))
  })
  const first = (query: string) => index.search(query)[0]?.document.path
  const paths = (query: string) => index.search(query).map((hit) => hit.document.path)

  it('finds the same first result with or without accents and capitals', () => {
    expect(first('administracion')).toBe(programPath('licenciatura', 'administracion'))
    expect(first('ADMINISTRACIÓN')).toBe(first('administracion'))
  })

  it('finds «Enseñanza en Lengua Inglesa» from «ingles» and from «inglés»', () => {
    expect(first('ingles')).toBe(programPath('licenciatura', 'lengua-inglesa'))
    expect(first('inglés')).toBe(programPath('licenciatura', 'lengua-inglesa'))
  })

  it('finds a programme by one of its subjects', () => {
    const subject = CONTENT_SEED.programa.derecho?.periods.at(-1)?.materias[0] ?? ''
    expect(subject).not.toBe('')
    expect(paths(subject)).toContain(programPath('licenciatura', 'derecho'))
  })

  it('finds singular words from their plural, and a word from its first letters', () => {
    const licenciaturas = paths('licenciaturas')
    expect(licenciaturas).toContain(programPath('licenciatura', 'derecho'))
    expect(licenciaturas).toEqual(paths('licenciatura'))
    expect(paths('derec')).toContain(programPath('licenciatura', 'derecho'))
  })

  it('finds campuses, questions and pages, and nothing for words the site does not hold', () => {
    expect(first('saltillo')).toBe('/inicio/campus/saltillo')
    expect(index.search('becas').some((hit) => hit.document.kind === 'pregunta')).toBe(true)
    expect(paths('aviso de privacidad')).toContain('/inicio/aviso-de-privacidad')
    expect(index.search('zzzxq')).toEqual([])
    expect(index.search('  ¿?  ')).toEqual([])
  })
})
