import type { ChangeEvent, FocusEventHandler, Ref } from 'react'
import type { FieldControlProps } from './field.tsx'

export interface FileInputProps extends FieldControlProps {
  name: string
  /** Extensions offered by the phone's or computer's file picker, with their dot ('.pdf'). */
  accept: readonly string[]
  /** Called with the file just chosen (`null` when the choice was emptied) and the input holding it. */
  onFileChange: (file: File | null, input: HTMLInputElement) => void
  onBlur?: FocusEventHandler<HTMLInputElement>
  ref?: Ref<HTMLInputElement>
}

/**
 * A single-file picker wired like every other control (label, hint and message through
 * {@link Field}). It is the native input, so the chosen file's name is shown and announced by
 * the browser itself, and it works with the keyboard and on phones (camera or files). Which
 * files are acceptable is for the caller to decide; to refuse one it empties the input.
 */
export function FileInput({ accept, onFileChange, ...props }: FileInputProps) {
  return (
    <input
      {...props}
      type="file"
      accept={accept.join(',')}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onFileChange(event.currentTarget.files?.[0] ?? null, event.currentTarget)}
    />
  )
}

