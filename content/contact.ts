import { paths } from '#contracts/site-paths.ts'
import type { Campus } from './campuses.ts'
import type { PhoneNumber } from './identity.ts'
import type { PageMetaContent } from './types.ts'

/**
 * The contact page (spec §2.8): its texts, the eight campus cards and the main campus map.
 *
 * The campus phones, WhatsApp links and maps are campus facts: they live in campuses.ts.
 */

export const contactPage = {
  title: 'Contáctanos',
  description:
    'Escríbenos o llámanos: teléfonos y WhatsApp de nuestros ocho campus en Coahuila, horario de atención y formulario de contacto.',
  path: paths.contactanos,
} satisfies PageMetaContent

/** One campus card: its name, its phone lines, its WhatsApp chat and its page. */
export interface CampusContactCard {
  name: string
  /** San Pedro has a second line for its preparatoria (spec §2.8). */
  phones: readonly [PhoneNumber, ...PhoneNumber[]]
  whatsappUrl: string
  /** The campus page 'Mas Info.' leads to (spec §2.8). */
  campusPath: string
}

/** spec §2.8: one card per campus, in the cards' own order, from the campus records. */
export function contactCards(campusRecords: readonly Campus[]): CampusContactCard[] {
  return [...campusRecords]
    .sort((a, b) => a.contactCard.position - b.contactCard.position)
    .map((campus) => ({
      name: campus.contactCard.name,
      phones: campus.phones,
      whatsappUrl: campus.whatsappUrl,
      campusPath: campus.page.path,
    }))
}


export const contactContent = {
  /** spec §2.8: the page header. */
  header: 'CONTACTANOS',
  intro: 'Estamos para ayudarte. Escríbenos o llámanos y te responderemos lo antes posible.',
  form: {
    heading: 'Envíanos un mensaje',
    /** spec §4: the button and its sending state. */
    submit: 'Enviar',
    sending: 'Enviando...',
    /** spec §8: the toasts. */
    success: 'Mensaje enviado correctamente.',
    failure: 'Error al enviar el mensaje.',
    /** Shown while the button is disabled, so people know why. */
    disabledHint: 'Completa tu nombre, tu correo y tu mensaje para poder enviarlo.',
    privacy: { before: 'Usaremos tus datos solo para responderte. Consulta nuestro ', link: 'Aviso de privacidad', after: '.' },
  },
  campuses: {
    heading: 'Nuestros campus',
    /** Visible text of the WhatsApp button; the campus name is added for screen readers. */
    whatsapp: 'WhatsApp',
    /** spec §2.8, as written. */
    moreInfo: 'Mas Info.',
    /** Added for screen readers after a button's visible text, e.g. 'WhatsApp' + ' de Saltillo'. */
    campusSuffix: (campus: string) => ` de ${campus}`,
    phoneLabel: (line: string) => `Teléfono ${line.toLowerCase()}`,
  },
  map: {
    /** spec §2.8: the map's title. */
    heading: 'Campus Principal',
    openInMaps: 'Abrir en el mapa',
  },
  /** The values are the published identity's: its main phone, e-mail, office and hours (spec §2.8). */
  info: {
    heading: 'Información de contacto',
    addressLabel: 'Dirección',
    phoneLabel: 'Teléfono',
    emailLabel: 'Correo electrónico',
    hoursLabel: 'Horario de atención',
  },
} as const
