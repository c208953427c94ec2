import { identity } from './identity.ts'

/** The floating chat menu and its help bubble (spec §2.5). */
export const chatText = {
  openChat: 'Abrir chat',
  closeChat: 'Cerrar chat',
  menuTitle: 'Escríbenos por mensaje',
  bubble: '¿Tienes dudas? Escríbenos',
  closeBubble: 'Cerrar mensaje de ayuda',
} as const

export interface ChatLink {
  label: string
  /** A short line under the label saying who answers. */
  description: string
  url: string
}

/** The four messaging links, in the order the spec lists them. */
export const chatLinks: readonly ChatLink[] = [
  { label: 'Contacto general', description: 'Informes e inscripciones', url: identity.messaging.general },
  { label: 'Modalidad en línea', description: 'Estudia desde cualquier lugar', url: identity.messaging.online },
  { label: 'Titulación', description: 'Departamento de titulación', url: identity.messaging.titulacion },
  { label: 'Canal de difusión', description: 'Avisos y novedades', url: identity.messaging.broadcastChannel },
]
