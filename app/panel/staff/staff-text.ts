import { SET_PASSWORD_LINK_SECONDS } from '#contracts/limits.ts'
import type { StaffRole } from '#contracts/staff.ts'

const LINK_HOURS = SET_PASSWORD_LINK_SECONDS / 3600

/** «Personal»: inviting people and keeping their accounts and roles (administrators). */
export const staffText = {
  title: 'Personal',
  inviteTitle: 'Invitar a una persona',
  inviteIntro: `Le enviaremos por correo un enlace para elegir su contraseña; vale ${LINK_HOURS} horas y sirve una sola vez.`,
  inviteSubmit: 'Enviar invitación',
  invited: (email: string) => `Invitación enviada a ${email}. El enlace para elegir su contraseña vale ${LINK_HOURS} horas.`,
  /** What each role opens, under its name in the role checkboxes. */
  roleHints: {
    admin: 'Cuentas del personal, auditoría y todo el panel.',
    admisiones: 'Fichas de inscripción.',
    contacto: 'Mensajes de contacto.',
    'servicios-escolares': 'Solicitudes de documentos y certificados.',
    contenido: 'Precios, promociones, campus y demás contenido del sitio.',
  } satisfies Record<StaffRole, string>,
  ownAdminHint: 'No puedes quitarte este rol.',
  listTitle: 'Cuentas del personal',
  empty: 'Todavía no hay cuentas.',
  you: 'Tu cuenta',
  roles: 'Roles',
  noRoles: 'Ninguno',
  state: 'Estado',
  active: 'Activa',
  disabled: 'Desactivada',
  twoFactor: 'Verificación en dos pasos',
  twoFactorOn: 'Activada',
  twoFactorOff: 'Sin activar',
  pending: 'Invitación pendiente',
  editRoles: 'Editar roles',
  saveRoles: 'Guardar roles',
  cancel: 'Cancelar',
  rolesSaved: 'Roles guardados.',
  disable: 'Desactivar',
  enable: 'Reactivar',
  confirmDisable: (nombre: string) => `¿Desactivar la cuenta de ${nombre}?`,
  confirmDisableBody: 'Sus sesiones terminan de inmediato y no podrá entrar hasta que alguien reactive la cuenta.',
  confirmDisableSubmit: 'Sí, desactivar',
  disabledDone: 'Cuenta desactivada: sus sesiones terminaron.',
  enabledDone: 'Cuenta reactivada: ya puede volver a entrar.',
  resend: 'Reenviar invitación',
} as const
