import {
  EMAIL_MAX_CHARS,
  NAME_MAX_CHARS,
  SIGN_IN_WINDOW_MINUTES,
  STAFF_PASSWORD_MAX_CHARS,
  STAFF_PASSWORD_MIN_CHARS,
} from '#contracts/limits.ts'
import { requiredText, type FieldText } from '#contracts/form-fields.ts'
import { z } from '#contracts/zod.ts'
import { plainText } from '#contracts/text-rules.ts'

/**
 * The staff area's roles (issue 13), each with its Spanish name. A staff member has one or more;
 * `admin` may do everything.
 */
export const STAFF_ROLE_LABELS = {
  admin: 'Administración',
  admisiones: 'Admisiones',
  contacto: 'Contacto',
  'servicios-escolares': 'Servicios escolares',
  /** Issue 37: publishes the site's content (prices, promotions, campuses…). */
  contenido: 'Contenido',
} as const

export type StaffRole = keyof typeof STAFF_ROLE_LABELS
export const STAFF_ROLES = Object.keys(STAFF_ROLE_LABELS) as [StaffRole, ...StaffRole[]]

/** What the staff area answers in `{ mensaje }`, besides spec §8's 401 and 403 texts. */
export const STAFF_MESSAGES = {
  wrongCredentials: 'Correo o contraseña incorrectos.',
  tooManyAttempts: `Demasiados intentos fallidos. Espera ${SIGN_IN_WINDOW_MINUTES} minutos e intenta de nuevo.`,
  wrongRole: 'Tu cuenta no tiene permiso para esta sección del panel.',
  crossSite: 'Solicitud rechazada: debe hacerse desde el panel del instituto.',
  accountDisabled: 'Esta cuenta está desactivada. Pide ayuda a un administrador.',
  passwordTooShort: `La contraseña debe tener al menos ${STAFF_PASSWORD_MIN_CHARS} caracteres.`,
  passwordTooLong: `La contraseña debe tener como máximo ${STAFF_PASSWORD_MAX_CHARS} caracteres.`,
  commonPassword: 'Esa contraseña es demasiado común: elige otra.',
  invalidLink: 'El enlace ya no es válido o ya se usó. Pide uno nuevo.',
  resetRequested: 'Si el correo pertenece a una cuenta del panel, te enviamos un enlace para elegir tu contraseña.',
  ownAccount: 'No puedes desactivar tu propia cuenta ni quitarte el rol de administración.',
  staffNotFound: 'No existe esa cuenta del personal.',
  wrongCode: 'Código incorrecto. Escribe el código de 6 dígitos de tu aplicación o uno de tus códigos de respaldo.',
  codeExpired: 'El paso del código venció o tuvo demasiados intentos. Inicia sesión de nuevo.',
  codeUsed: 'Ese código ya se usó para entrar. Inicia sesión de nuevo y escribe el siguiente código de tu aplicación.',
  wrongCurrentPassword: 'La contraseña actual no es correcta.',
} as const

const emailField = z.pipe(
  plainText(
    z
      .string({ error: 'Escribe tu correo.' })
      .check(z.trim(), z.toLowerCase(), z.minLength(1, 'Escribe tu correo.'), z.maxLength(EMAIL_MAX_CHARS, 'El correo es demasiado largo.')),
  ),
  z.email('Escribe un correo válido.'),
)

/** A new password's length; the server also refuses common ones. */
export const staffPasswordSchema = z
  .string({ error: 'Escribe una contraseña.' })
  .check(z.minLength(STAFF_PASSWORD_MIN_CHARS, STAFF_MESSAGES.passwordTooShort), z.maxLength(STAFF_PASSWORD_MAX_CHARS, STAFF_MESSAGES.passwordTooLong))

/** `POST` sign-in: e-mail and password as typed (a wrong one is never told apart from an unknown e-mail). */
export const signInSchema = z.strictObject({
  email: emailField,
  contrasena: z
    .string({ error: 'Escribe tu contraseña.' })
    .check(z.minLength(1, 'Escribe tu contraseña.'), z.maxLength(STAFF_PASSWORD_MAX_CHARS, STAFF_MESSAGES.wrongCredentials)),
})
export type SignIn = z.infer<typeof signInSchema>

/**
 * Who is signed in: the panel and monitoring read it from `GET /panel/me`. `dosPasos`: whether
 * the person signs in with a code from an authenticator app too (their account page shows it).
 */
export const staffMemberSchema = z.object({
  email: z.string(),
  nombre: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  dosPasos: z.boolean(),
})
export type StaffMember = z.infer<typeof staffMemberSchema>

/** What a sign-in with the right password answers: the person, or (two-factor on) that a code is needed. */
export const signInAnswerSchema = z.union([z.object({ requiereCodigo: z.literal(true) }), staffMemberSchema])

/** A new staff account, as the command line (and later the panel's invitation) gives it. */
export const newStaffSchema = z.strictObject({
  email: emailField,
  nombre: requiredText(NAME_MAX_CHARS, { required: 'Escribe el nombre.', tooLong: 'El nombre es demasiado largo.' }),
  roles: z
    .array(z.enum(STAFF_ROLES, `El rol debe ser uno de: ${STAFF_ROLES.join(', ')}.`), 'Elige al menos un rol.')
    .check(z.minLength(1, 'Elige al menos un rol.')),
})
export type NewStaff = z.infer<typeof newStaffSchema>

/** The label and autofill of every field of the staff area's forms (contracts/form-fields.ts FieldText). */
export const STAFF_FIELD_TEXT = {
  email: { label: 'Correo', autoComplete: 'username' },
  contrasena: { label: 'Contraseña', autoComplete: 'current-password' },
  codigo: { label: 'Código', autoComplete: 'one-time-code' },
  nueva: { label: 'Contraseña nueva', autoComplete: 'new-password' },
  actual: { label: 'Contraseña actual', autoComplete: 'current-password' },
  nombre: { label: 'Nombre completo', autoComplete: 'off' },
  roles: { label: 'Roles' },
  repetida: { label: 'Repite la contraseña', autoComplete: 'new-password' },
} as const satisfies Readonly<Record<string, FieldText>>

/** The staff area's name, as the panel and authenticator apps show it. */
export const STAFF_AREA_NAME = 'Panel del instituto'

/** A new password set from an e-mailed link. */
export const setPasswordSchema = z.strictObject({
  token: plainText(z.string({ error: STAFF_MESSAGES.invalidLink }).check(z.minLength(1, STAFF_MESSAGES.invalidLink), z.maxLength(200, STAFF_MESSAGES.invalidLink))),
  contrasena: staffPasswordSchema,
})

/** The set-password screen: the password typed twice, the copy checked on screen and never sent. */
export const setPasswordScreenSchema = z
  .extend(setPasswordSchema, { repetida: z.string({ error: 'Repite la contraseña.' }).check(z.minLength(1, 'Repite la contraseña.')) })
  .check(z.refine((values) => values.repetida === values.contrasena, { path: ['repetida'], error: 'Las dos contraseñas no coinciden.' }))

/** Asking for a password reset link: the answer is the same whether the account exists or not. */
export const passwordResetRequestSchema = z.strictObject({ email: emailField })

/** An administrator's change to a staff member: new roles, or the account disabled / enabled. */
export const staffChangeSchema = z
  .strictObject({
    roles: z.optional(newStaffSchema.shape.roles),
    activo: z.optional(z.boolean({ error: 'Indica si la cuenta queda activa.' })),
  })
  .check(z.refine((change) => change.roles !== undefined || change.activo !== undefined, { error: 'Indica los roles o si la cuenta queda activa.' }))
export type StaffChange = z.infer<typeof staffChangeSchema>

/** A staff member as the administrators' list shows them. */
export const staffListItemSchema = z.extend(staffMemberSchema, {
  id: z.string(),
  activo: z.boolean(),
  tieneContrasena: z.boolean(),
})
export type StaffListItem = z.infer<typeof staffListItemSchema>

/** `GET /panel/personal`: every staff member, by name. */
export const staffListSchema = z.object({ personas: z.array(staffListItemSchema) })

/** The second step of a sign-in: the authenticator's 6 digits, or one recovery code. */
export const signInCodeSchema = z.strictObject({
  codigo: requiredText(40, { required: 'Escribe el código.', tooLong: STAFF_MESSAGES.wrongCode }),
})

/** A code from the authenticator app, to turn two-factor on. */
export const twoFactorConfirmSchema = z.strictObject({
  codigo: z.string({ error: 'Escribe el código.' }).check(z.trim(), z.regex(/^\d{6}$/, 'Escribe los 6 dígitos que muestra tu aplicación.')),
})

/** Starting or turning off two-factor asks for the password again. */
export const passwordConfirmationSchema = z.strictObject({
  contrasena: z
    .string({ error: 'Escribe tu contraseña.' })
    .check(z.minLength(1, 'Escribe tu contraseña.'), z.maxLength(STAFF_PASSWORD_MAX_CHARS, STAFF_MESSAGES.wrongCurrentPassword)),
})

/**
 * What starting two-factor answers (`POST /panel/cuenta/dos-pasos`): the authenticator's
 * `otpauth://totp/…?secret=…` URI, the same as a QR code in SVG, and the ten one-time recovery
 * codes, shown this once.
 */
export const twoFactorEnrolmentSchema = z.object({
  uri: z.string().check(z.startsWith('otpauth://totp/')),
  qrSvg: z.string().check(z.startsWith('<svg')),
  codigosRespaldo: z.array(z.string()).check(z.minLength(1)),
})
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentSchema>

/** Changing one's own password. */
export const ownPasswordSchema = z.strictObject({
  actual: passwordConfirmationSchema.shape.contrasena,
  nueva: staffPasswordSchema,
})

/**
 * Whether someone with `roles` may use what is meant for `allowed`: administrators may use
 * everything. The server decides with it (every panel route); the panel only hides what the
 * server would refuse.
 */
export function staffMayUse(roles: readonly StaffRole[], allowed: readonly StaffRole[]): boolean {
  return roles.includes('admin') || allowed.some((role) => roles.includes(role))
}

/** The queues of the staff area: which role works each, and its Spanish name. */
export const STAFF_QUEUES = {
  contacto: { role: 'contacto', label: 'Mensajes de contacto' },
  fichas: { role: 'admisiones', label: 'Fichas de inscripción' },
  documentos: { role: 'servicios-escolares', label: 'Solicitudes de documentos' },
  /** Issue 39: beca applications (contracts/beca-application.ts). */
  becas: { role: 'servicios-escolares', label: 'Becas' },
} as const satisfies Record<string, { role: StaffRole; label: string }>
export type StaffQueue = keyof typeof STAFF_QUEUES

/** The panel's home (`GET /panel/resumen`): the queues the person's roles open, with their size. */
export const panelSummarySchema = z.object({
  colas: z.array(
    z.object({
      cola: z.enum(Object.keys(STAFF_QUEUES) as [StaffQueue, ...StaffQueue[]]),
      nombre: z.string(),
      total: z.number(),
      /** Items still waiting for staff (the queue's first status). */
      nuevos: z.number(),
      /** Items past their deadline (server/queues/overdue.ts): a validated document request past its promised day, a message or ficha unanswered past its first-response day. */
      vencidas: z.number(),
    }),
  ),
})
export type PanelSummary = z.infer<typeof panelSummarySchema>
