import { paths } from '#contracts/site-paths.ts'
import { mainCampus } from './campuses.ts'
import { identity } from './identity.ts'

/** The footer of every page under /inicio except the culture page (spec §2.4). */

export type SocialNetwork = 'whatsapp' | 'facebook' | 'tiktok' | 'instagram' | 'youtube'

export interface SocialLink {
  network: SocialNetwork
  /** Accessible name of the icon-only link. */
  label: string
  url: string
}

export const socialLinks: readonly SocialLink[] = [
  { network: 'whatsapp', label: 'WhatsApp', url: identity.whatsapp.url },
  { network: 'facebook', label: 'Facebook', url: identity.social.facebook },
  { network: 'tiktok', label: 'TikTok', url: identity.social.tiktok },
  { network: 'instagram', label: 'Instagram', url: identity.social.instagram },
  { network: 'youtube', label: 'YouTube', url: identity.social.youtube },
]

export const footerText = {
  tagline: 'Enciende tu antorcha del saber.',
  social: { heading: 'Síguenos', landmark: 'Redes sociales' },
  shortcuts: {
    heading: 'Accesos directos',
    links: [
      { label: 'Inicio', to: paths.home },
      { label: 'Contáctanos', to: paths.contactanos },
    ],
  },
  contact: {
    heading: 'Contacto directo',
    message: { label: 'Envía un mensaje a la oficina principal', url: identity.messaging.general },
    map: { label: 'Cómo llegar al campus principal', url: mainCampus.mapSearchUrl },
  },
  community: {
    heading: 'Comunidad',
    link: { label: 'Conócenos', to: paths.conocenos },
  },
  // The labels are written here rather than read from the two documents' modules, so the footer of
  // every page does not carry both texts.
  aboutSite: {
    landmark: 'Sobre este sitio',
    links: [
      { label: 'Aviso de privacidad', to: paths.avisoPrivacidad },
      { label: 'Declaración de accesibilidad', to: paths.accesibilidad },
    ],
  },
  copyright: (year: number) => `© ${year} ${identity.name}. Todos los derechos reservados.`,
} as const
