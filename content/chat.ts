import type { Identity } from './identity.ts'

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

/** The four messaging links, in the order the spec lists them, to the published identity's chats. */
export function chatLinks({ messaging }: Identity): readonly ChatLink[] {
  return [
    { label: 'Contacto general', description: 'Informes e inscripciones', url: messaging.general },
    { label: 'Modalidad en línea', description: 'Estudia desde cualquier lugar', url: messaging.online },
    { label: 'Titulación', description: 'Departamento de titulación', url: messaging.titulacion },
    { label: 'Canal de difusión', description: 'Avisos y novedades', url: messaging.broadcastChannel },
  ]
}
