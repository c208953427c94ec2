import { describe, expect, it } from 'vitest'
import { MODALITY_KEYS } from '#contracts/study-plans.ts'
import { modalities, modalityTitle } from './modalities.ts'

describe('modalities', () => {
  it('are the four of spec §3, in its order', () => {
    expect(modalities.map((modality) => modality.titulo)).toEqual(['Escolarizada', 'Sabatina', 'En línea', 'Nocturna'])
    for (const modality of modalities) expect(modality.descripcion.trim()).not.toBe('')
    expect(new Set(modalities.map((modality) => modality.icono)).size).toBe(4)
  })

  it('name every modality key of the study plans, in the same order', () => {
    expect(modalities.map((modality) => modality.key)).toEqual(MODALITY_KEYS)
    expect(MODALITY_KEYS.map(modalityTitle)).toEqual(['Escolarizada', 'Sabatina', 'En línea', 'Nocturna'])
  })
})
