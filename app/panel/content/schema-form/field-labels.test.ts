import { describe, expect, it } from 'vitest'
import { itemTitle } from './field-labels.ts'

describe('what a list item is called', () => {
  it('is its title, its campus, or its carrera and modality, by their labels', () => {
    expect(itemTitle({ title: 'Becas 2027', campus: 'Saltillo' }, 0)).toBe('Becas 2027')
    expect(itemTitle({ campus: 'Torreon' }, 0)).toBe('Torreón')
    expect(itemTitle({ carrera: 'Derecho', modality: 'en-linea' }, 0)).toBe('Derecho · En línea')
  })

  it('names a beca by its título and a question by its question (issue 39)', () => {
    expect(itemTitle({ key: 'hermanos', titulo: 'Beca por hermanos' }, 0)).toBe('Beca por hermanos')
    expect(itemTitle({ tema: 'becas', pregunta: '¿Quién puede pedir una beca?', respuesta: 'Cualquier aspirante.' }, 1)).toBe('¿Quién puede pedir una beca?')
  })

  it('is «Elemento N» while nothing names it yet', () => {
    expect(itemTitle({ title: '  ', carrera: 'Derecho' }, 2)).toBe('Elemento 3')
    expect(itemTitle('texto', 0)).toBe('Elemento 1')
  })
})
