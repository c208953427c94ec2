import { useEffect, useEffectEvent, useRef, type ChangeEvent, type FocusEventHandler, type Ref } from 'react'
import type { FieldControlProps } from './field.tsx'

export interface FileInputProps extends FieldControlProps {
  name: string
  /** Extensions offered by the phone's or computer's file picker, with their dot ('.pdf'). */
  accept: readonly string[]
  /** Called with the file just chosen (`null` when the choice was emptied) and the input holding it. */
  onFileChange: (file: File | null, input: HTMLInputElement) => void
  onBlur?: FocusEventHandler<HTMLInputElement>
  /** A callback ref (React Hook Form's `field.ref`, to focus the control). */
  ref?: (input: HTMLInputElement | null) => void
}

/**
 * A single-file picker wired like every other control (label, hint and message through
 * {@link Field}). It is the native input, so the chosen file's name is shown and announced by
 * the browser itself, and it works with the keyboard and on phones (camera or files). Which
 * files are acceptable is for the caller to decide; to refuse one it empties the input.
 *
 * The page is prerendered: a file chosen before React hydrated the form is handed over once
 * mounted, as if it had just been chosen (see typed-before-hydration.ts for the text fields).
 */
export function FileInput({ accept, onFileChange, ref, ...props }: FileInputProps) {
  const inputRef = useRef<HTMLInputElement | null>(null)
  const adoptEarlyChoice = useEffectEvent((input: HTMLInputElement) => {
    const file = input.files?.[0]
    if (file) onFileChange(file, input)
  })
  useEffect(() => {
    if (inputRef.current) adoptEarlyChoice(inputRef.current)
  }, [])

  const setRefs: Ref<HTMLInputElement> = (input) => {
    inputRef.current = input
    ref?.(input)
  }
  return (
    <input
      {...props}
      ref={setRefs}
      type="file"
      accept={accept.join(',')}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onFileChange(event.currentTarget.files?.[0] ?? null, event.currentTarget)}
    />
  )
}
