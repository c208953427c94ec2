import { VERIFICATION_CODE_LENGTH } from '#contracts/limits.ts'

/** The text of the verification-code screen (spec §2.16). */
export interface VerificationCodeText {
  /** The screen's title, as the spec gives it. */
  title: string
  hint: string
  /** Accessible name of each box, for example 'Dígito 1 de 6'. */
  digitLabel: (position: number, total: number) => string
  submitLabel: string
  /** Shown under the boxes when Verificar is pressed before every box has a digit. */
  incompleteError: string
  /** Read out (and shown) once a complete code is submitted; no server check exists (spec §7). */
  enteredCode: (code: string) => string
  /** Read before an error message by screen readers. */
  errorPrefix: string
}

export const verificationContent = {
  title: 'Ingresa el código de verificación',
  hint: 'Escribe un dígito en cada casilla. También puedes pegar el código completo.',
  digitLabel: (position, total) => `Dígito ${position} de ${total}`,
  submitLabel: 'Verificar',
  incompleteError: `Ingresa los ${VERIFICATION_CODE_LENGTH} dígitos del código.`,
  enteredCode: (code) => `Código ingresado: ${code}`,
  errorPrefix: 'Error:',
} satisfies VerificationCodeText
