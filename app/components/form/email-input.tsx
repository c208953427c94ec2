import type { UseFormRegisterReturn } from 'react-hook-form'
import { EMAIL_MAX_CHARS } from '#contracts/limits.ts'
import type { FieldControlProps } from './field.tsx'

/**
 * The e-mail control of every form: the phone's e-mail keyboard, the browser's autofill, no
 * spell-check, and the longest address a mail server accepts.
 */
export function EmailInput({ registration, ...control }: FieldControlProps & { registration: UseFormRegisterReturn }) {
  return (
    <input
      {...control}
      type="email"
      inputMode="email"
      autoComplete="email"
      spellCheck={false}
      maxLength={EMAIL_MAX_CHARS}
      {...registration}
    />
  )
}
