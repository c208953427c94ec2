import { useEffect, useEffectEvent, useImperativeHandle, useRef, type ChangeEvent, type ClipboardEvent, type CSSProperties, type KeyboardEvent, type Ref } from 'react'
import {
  applyBackspace,
  applyDelete,
  applyDigit,
  applyText,
  clampIndex,
  emptyCode,
  insertedText,
  type CodeDigits,
  type CodeUpdate,
} from '#app/components/form/code-input-state.ts'
import { SPREADS_PASTE_ATTRIBUTE } from '#app/start/early-paste.ts'
import styles from './code-boxes.module.css'

const spreadsPaste = { [SPREADS_PASTE_ATTRIBUTE]: '' }

/** What a screen may ask of the boxes: focus one (the first empty one on a failed submit, say). */
export interface CodeBoxesHandle {
  focusBox: (index: number) => void
}

export interface CodeBoxesProps {
  /** One entry per box: '' or a digit. */
  digits: CodeDigits
  onChange: (digits: string[]) => void
  /** Prefix of the boxes' ids (`<idPrefix>-digit-1`, …). */
  idPrefix: string
  /** Accessible name of each box, for example 'Dígito 1 de 6'. */
  digitLabel: (position: number, total: number) => string
  /** Whether a box is shown as wrong (`aria-invalid`). */
  isInvalid?: (digit: string, index: number) => boolean
  /** The error message's id, while there is one. */
  errorId?: string
  disabled?: boolean
  handleRef?: Ref<CodeBoxesHandle>
}

/**
 * spec §2.16: one-digit boxes. Digits only; typing moves to the next box; Backspace on an empty
 * box and the left arrow move back, the right arrow forward; pasting (or the phone filling in a
 * one-time code) fills the boxes from the one pasted into. The rules are code-input-state.ts.
 *
 * The page is prerendered: digits typed before React hydrated the boxes are handed over once
 * mounted, as if just typed (see typed-before-hydration.ts for the text fields).
 */
export function CodeBoxes({ digits, onChange, idPrefix, digitLabel, isInvalid, errorId, disabled, handleRef }: CodeBoxesProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([])
  const length = digits.length

  function focusBox(index: number) {
    boxes.current[clampIndex(index, length)]?.focus()
  }
  useImperativeHandle(handleRef, () => ({ focusBox }))

  const adoptEarlyDigits = useEffectEvent(() => {
    const typed = boxes.current.map((box) => box?.value ?? '')
    if (typed.join('') === digits.join('')) return
    const { digits: next, focusIndex } = applyText(emptyCode(length), 0, typed.join(''))
    // What was not a digit stays out of the boxes as it would have, had the page answered.
    for (const [index, box] of boxes.current.entries()) if (box) box.value = next[index] ?? ''
    onChange(next)
    if (boxes.current.some((box) => box === document.activeElement)) focusBox(focusIndex)
  })
  useEffect(() => adoptEarlyDigits(), [])

  function update({ digits: next, focusIndex }: CodeUpdate) {
    onChange(next)
    focusBox(focusIndex)
  }

  function handleKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.ctrlKey || event.metaKey || event.altKey) return
    const move = (to: number) => {
      event.preventDefault()
      focusBox(to)
    }
    switch (event.key) {
      case 'Backspace':
        event.preventDefault()
        update(applyBackspace(digits, index))
        return
      case 'Delete':
        event.preventDefault()
        update(applyDelete(digits, index))
        return
      case 'ArrowLeft':
        move(index - 1)
        return
      case 'ArrowRight':
        move(index + 1)
        return
      case 'Home':
        move(0)
        return
      case 'End':
        move(length - 1)
        return
    }
    // A printable key: handled here so that a box already holding a digit takes the new one.
    // Non-digits are dropped. Phone keyboards that send no usable key arrive through onChange.
    if (event.key.length === 1) {
      event.preventDefault()
      const result = applyDigit(digits, index, event.key)
      if (result.digits[index] !== digits[index] || result.focusIndex !== index) update(result)
    }
  }

  function handleChange(index: number, event: ChangeEvent<HTMLInputElement>) {
    const added = insertedText(digits[index] ?? '', event.target.value)
    if (added === '') {
      update(applyDelete(digits, index))
      return
    }
    // One digit, or a whole one-time code filled in by the phone: the same rule as a paste.
    const result = applyText(digits, index, added)
    if (result.digits.join('') !== digits.join('')) update(result)
  }

  // A paste carrying text is spread over the boxes here (the box's maxLength would keep only its
  // first character). One carrying none goes on as the browser's own: a paste that changes nothing
  // is not refused, and checkers that send such an empty paste see that pasting is allowed.
  function handlePaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    const text = event.clipboardData?.getData('text') ?? ''
    if (text === '') return
    event.preventDefault()
    update(applyText(digits, index, text))
  }

  const boxesStyle = { '--code-length': length } as CSSProperties

  return (
    <div className={styles.boxes} style={boxesStyle}>
      {digits.map((digit, index) => {
        const inputId = `${idPrefix}-digit-${index + 1}`
        return (
          <div key={inputId} className={styles.box}>
            <label htmlFor={inputId} className="sr-only">
              {digitLabel(index + 1, length)}
            </label>
            <input
              ref={(element) => {
                boxes.current[index] = element
              }}
              id={inputId}
              className={styles.input}
              type="text"
              inputMode="numeric"
              maxLength={1}
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              value={digit}
              disabled={disabled}
              aria-invalid={isInvalid?.(digit, index) ? true : undefined}
              aria-describedby={errorId}
              onKeyDown={(event) => handleKeyDown(index, event)}
              onChange={(event) => handleChange(index, event)}
              onPaste={(event) => handlePaste(index, event)}
              {...spreadsPaste}
              onFocus={(event) => event.target.select()}
            />
          </div>
        )
      })}
    </div>
  )
}
