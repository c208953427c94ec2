import { describe, expect, it } from 'vitest'
import { itemTitle } from './field-labels.ts'

describe('what a list item is called', () => {
  it('is its title, its campus, or its carrera and modality, by their labels', () => {
    expect(itemTitle({ title: 'Becas 2027', campus: 'Saltillo' }, 0)).toBe('Becas 2027')
    expect(itemTitle({ campus: 'Torreon' }, 0)).toBe('Torreón')
    expect(itemTitle({ carrera: 'Derecho', modality: 'en-linea' }, 0)).toBe('Derecho · En línea')
  })

  it('is «Elemento N» while nothing names it yet', () => {
    expect(itemTitle({ title: '  ', carrera: 'Derecho' }, 2)).toBe('Elemento 3')
    expect(itemTitle('texto', 0)).toBe('Elemento 1')
  })
})
