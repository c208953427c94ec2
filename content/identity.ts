/**
 * The institute's identity: name, contact data, social accounts, messaging links and external systems.
 *
 * THE INSTITUTE REPLACES THESE VALUES HERE. The spec withholds the real ones, so every value below is a
 * clearly fictional placeholder (example domains, 000-0000 numbers). This is the one file to edit: the
 * navigation bar, footer, floating chat, contact blocks and page metadata all read from it.
 */

/** A phone number as shown to people and as dialled by a `tel:` link. */
export interface PhoneNumber {
  /** What the number is for, e.g. 'Oficina principal'. */
  label: string
  /** As shown on screen. */
  display: string
  /** E.164 form, used in `tel:` links. */
  e164: string
}

/** A link to a site or service outside this website (opens in a new tab). */
export interface ExternalService {
  label: string
  url: string
}

export interface Identity {
  /** Full name, used in page titles, Open Graph and the footer. */
  name: string
  acronym: string
  /** Open Graph image used when a page has none of its own (path under /public). */
  defaultShareImage: string
  /** The placeholder logo (mark + acronym) shown in the navigation bar and footer. */
  logo: { src: string; width: number; height: number }
  /** Main phone lines; the first is the main office. */
  phones: readonly [PhoneNumber, ...PhoneNumber[]]
  email: string
  /** The main office. */
  address: { street: string; neighbourhood: string; city: string; state: string; postalCode: string }
  /** Office hours (spec §2.8). */
  hours: string
  whatsapp: { display: string; url: string }
  social: { facebook: string; tiktok: string; instagram: string; youtube: string }
  /** Messaging chats of the floating chat menu (spec §2.5). */
  messaging: {
    general: string
    online: string
    titulacion: string
    broadcastChannel: string
  }
  /** External systems (spec §1): the four of INICIAR SESIÓN plus the blog. */
  systems: {
    learningPlatform: ExternalService
    schoolAdministration: ExternalService
    studentZone: ExternalService
    mail: ExternalService
    blog: ExternalService
  }
}

export const identity = {
  name: 'Instituto Universitario del Norte de Coahuila (nombre de ejemplo)',
  acronym: 'IUNC',
  defaultShareImage: '/media/og-default.png',
  logo: { src: '/media/logo-placeholder.svg', width: 132, height: 40 },
  phones: [
    { label: 'Oficina principal', display: '871 000 0000', e164: '+528710000000' },
    { label: 'Control escolar', display: '871 000 0001', e164: '+528710000001' },
  ],
  email: 'contacto@instituto-ejemplo.edu.mx',
  address: {
    street: 'Av. Ejemplo 123',
    neighbourhood: 'Col. Centro',
    city: 'Torreón',
    state: 'Coahuila',
    postalCode: '27000',
  },
  hours: 'Lunes a Viernes 8:00 a.m. - 4:10 p.m.',
  whatsapp: { display: '871 000 0000', url: 'https://wa.me/528710000000' },
  social: {
    facebook: 'https://facebook.example.com/instituto-ejemplo',
    tiktok: 'https://tiktok.example.com/@instituto-ejemplo',
    instagram: 'https://instagram.example.com/instituto-ejemplo',
    youtube: 'https://youtube.example.com/@instituto-ejemplo',
  },
  messaging: {
    general: 'https://wa.me/528710000000',
    online: 'https://wa.me/528710000002',
    titulacion: 'https://wa.me/528710000003',
    broadcastChannel: 'https://whatsapp.example.com/channel/instituto-ejemplo',
  },
  systems: {
    learningPlatform: { label: 'Plataforma de aprendizaje', url: 'https://aula.instituto-ejemplo.edu.mx' },
    schoolAdministration: { label: 'Administración escolar', url: 'https://control-escolar.instituto-ejemplo.edu.mx' },
    studentZone: { label: 'Zona del alumno', url: 'https://zona-alumno.instituto-ejemplo.edu.mx' },
    mail: { label: 'Correo institucional', url: 'https://correo.instituto-ejemplo.edu.mx' },
    blog: { label: 'Blog', url: 'https://blog.instituto-ejemplo.edu.mx' },
  },
} as const satisfies Identity

/** One line for the office address, e.g. in the footer. */
export function formatAddress(address: Identity['address'] = identity.address): string {
  return `${address.street}, ${address.neighbourhood}, ${address.city}, ${address.state}, C.P. ${address.postalCode}`
}
