import { STAFF_AREA_NAME } from '#contracts/staff.ts'
import { renderMail, type MailContent } from '#server/mail/templates/layout.ts'

export interface SetPasswordMail {
  readonly nombre: string
  readonly link: string
  /** How long the link works, in hours. */
  readonly validHours: number
  /** An invitation to a new account, or a reset of an existing password. */
  readonly invitation: boolean
}

/** The e-mail with the one-time link that sets a staff member's password. */
export function setPasswordMail({ nombre, link, validHours, invitation }: SetPasswordMail): MailContent {
  const subject = invitation ? `Invitación al ${STAFF_AREA_NAME}` : `Restablece tu contraseña del ${STAFF_AREA_NAME}`
  return renderMail(subject, invitation ? `Hola, ${nombre}: te damos acceso al ${STAFF_AREA_NAME}` : `Hola, ${nombre}`, [
    {
      type: 'paragraph',
      text: invitation
        ? 'Para entrar, elige tu contraseña con el botón de abajo. Después podrás iniciar sesión con tu correo.'
        : 'Pediste restablecer tu contraseña. Elige una nueva con el botón de abajo; tus sesiones abiertas se cerrarán.',
    },
    { type: 'link', text: 'Elegir mi contraseña', url: link },
    {
      type: 'paragraph',
      text: `El enlace sirve una sola vez durante ${validHours} horas. Si no esperabas este correo, ignóralo: nadie tendrá acceso sin elegir la contraseña.`,
    },
  ])
}
