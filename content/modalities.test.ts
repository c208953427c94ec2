import { describe, expect, it } from 'vitest'
import { modalities } from './modalities.ts'

describe('modalities', () => {
  it('are the four of spec §3, in its order', () => {
    expect(modalities.map((modality) => modality.titulo)).toEqual(['Escolarizada', 'Sabatina', 'En línea', 'Nocturna'])
    for (const modality of modalities) expect(modality.descripcion.trim()).not.toBe('')
    expect(new Set(modalities.map((modality) => modality.icono)).size).toBe(4)
  })
})
