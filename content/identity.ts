import type { Identity } from '#contracts/content/identity.ts'

/*
 * THE INSTITUTE REPLACES THESE VALUES HERE. The spec withholds the real ones, so every value below is a
 * clearly fictional placeholder (example domains, 000-0000 numbers).
 */

export type { ExternalService, Identity, PhoneNumber } from '#contracts/content/identity.ts'

/**
 * The brand: the name and acronym woven into the texts of every page, the logo and the default
 * share image. A change here is a new build (docs/decisions/060).
 */
export const brand = {
  name: 'Instituto Universitario del Norte de Coahuila (nombre de ejemplo)',
  acronym: 'IUNC',
  /** Open Graph image used when a page has none of its own. */
  defaultShareImage: '/media/og-default.png',
  /** The placeholder logo (mark + acronym) shown in the navigation bar and footer. */
  logo: { src: '/media/logo-placeholder.svg', width: 132, height: 40 },
} as const

/**
 * The institute's contact data, social accounts, messaging links and external systems: the seed of
 * the `identidad` record staff publish (issue 37; its schema is contracts/content/identity.ts). The
 * pages read the published record (app/components/layout/identity-context.tsx), never this.
 */
export const identitySeed: Identity = {
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
}

/** One line for the office address, e.g. on the contact page. */
export function formatAddress(address: Identity['address']): string {
  return `${address.street}, ${address.neighbourhood}, ${address.city}, ${address.state}, C.P. ${address.postalCode}`
}
