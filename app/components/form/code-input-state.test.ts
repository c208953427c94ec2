import { describe, expect, it } from 'vitest'
import {
  applyBackspace,
  applyDelete,
  applyDigit,
  applyText,
  clampIndex,
  emptyCode,
  firstEmptyIndex,
  insertedText,
  isComplete,
  joinCode,
  onlyDigits,
} from '#app/components/form/code-input-state.ts'
import { VERIFICATION_CODE_LENGTH } from '#contracts/limits.ts'

const code = (text: string) => [...text].map((char) => (char === '_' ? '' : char))
const LAST = VERIFICATION_CODE_LENGTH - 1

describe('code-input-state', () => {
  it('starts with one empty box per digit', () => {
    expect(emptyCode(VERIFICATION_CODE_LENGTH)).toEqual(['', '', '', '', '', ''])
  })

  it('clamps an index to the boxes', () => {
    expect(clampIndex(-1, VERIFICATION_CODE_LENGTH)).toBe(0)
    expect(clampIndex(VERIFICATION_CODE_LENGTH, VERIFICATION_CODE_LENGTH)).toBe(LAST)
    expect(clampIndex(3, VERIFICATION_CODE_LENGTH)).toBe(3)
  })

  describe('applyDigit', () => {
    it('puts the digit in the box and moves focus to the next one', () => {
      expect(applyDigit(code('______'), 0, '7')).toEqual({ digits: code('7_____'), focusIndex: 1 })
    })

    it('replaces a digit already there', () => {
      expect(applyDigit(code('12____'), 1, '9')).toEqual({ digits: code('19____'), focusIndex: 2 })
    })

    it('keeps focus on the last box after filling it', () => {
      expect(applyDigit(code('12345_'), LAST, '6')).toEqual({ digits: code('123456'), focusIndex: LAST })
    })

    it.each(['a', ' ', '-', '٣', 'Enter', '12'])('ignores %j', (key) => {
      expect(applyDigit(code('1_____'), 1, key)).toEqual({ digits: code('1_____'), focusIndex: 1 })
    })
  })

  describe('applyText (paste)', () => {
    it('fills every box from the first', () => {
      expect(applyText(code('______'), 0, '123456')).toEqual({ digits: code('123456'), focusIndex: LAST })
    })

    it('drops non-digits', () => {
      expect(onlyDigits('12ab3')).toBe('123')
      expect(applyText(code('______'), 0, '12ab3')).toEqual({ digits: code('123___'), focusIndex: 3 })
      expect(applyText(code('______'), 0, ' 123 456\n')).toEqual({ digits: code('123456'), focusIndex: LAST })
    })

    it('fills from the box it lands in, and stops at the last box', () => {
      expect(applyText(code('98____'), 3, '123456')).toEqual({ digits: code('98_123'), focusIndex: LAST })
    })

    it('changes nothing when the text has no digits', () => {
      expect(applyText(code('1_____'), 1, 'abc')).toEqual({ digits: code('1_____'), focusIndex: 1 })
    })
  })

  it('insertedText keeps only what was added to a full box', () => {
    expect(insertedText('', '5')).toBe('5')
    expect(insertedText('5', '57')).toBe('7')
    expect(insertedText('5', '75')).toBe('7')
    expect(insertedText('5', '8')).toBe('8')
    expect(insertedText('5', '')).toBe('')
  })

  describe('applyBackspace', () => {
    it('clears a filled box and stays', () => {
      expect(applyBackspace(code('123___'), 2)).toEqual({ digits: code('12____'), focusIndex: 2 })
    })

    it('in an empty box, clears the previous box and moves there', () => {
      expect(applyBackspace(code('123___'), 3)).toEqual({ digits: code('12____'), focusIndex: 2 })
    })

    it('in the first empty box, stays there', () => {
      expect(applyBackspace(code('______'), 0)).toEqual({ digits: code('______'), focusIndex: 0 })
    })
  })

  it('applyDelete clears the box and stays', () => {
    expect(applyDelete(code('123___'), 1)).toEqual({ digits: code('1_3___'), focusIndex: 1 })
  })

  it('knows when the code is complete and joins it', () => {
    expect(firstEmptyIndex(code('12_4__'))).toBe(2)
    expect(isComplete(code('12_4__'))).toBe(false)
    expect(firstEmptyIndex(code('123456'))).toBe(-1)
    expect(isComplete(code('123456'))).toBe(true)
    expect(joinCode(code('123456'))).toBe('123456')
  })
})
