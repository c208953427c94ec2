import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useImmediateReducer } from './immediate-reducer.ts'

const count = (state: number, action: 'add' | 'keep') => (action === 'add' ? state + 1 : state)

describe('useImmediateReducer', () => {
  it('gives each rule the state the previous one left, before React renders, and renders the last', () => {
    const { result } = renderHook(() => useImmediateReducer(count, () => 0))
    const results: number[] = []
    act(() => {
      const [, apply, current] = result.current
      results.push(apply('add'), apply('add'), apply('keep'), current())
    })
    expect(results).toEqual([1, 2, 2, 2])
    expect(result.current[0]).toBe(2)
  })
})
