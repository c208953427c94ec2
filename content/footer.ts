import { paths } from '#contracts/site-paths.ts'
import { brand, type Identity } from './identity.ts'

/** The footer of every page under /inicio except the culture page (spec §2.4). */

export type SocialNetwork = 'whatsapp' | 'facebook' | 'tiktok' | 'instagram' | 'youtube'

export interface SocialLink {
  network: SocialNetwork
  /** Accessible name of the icon-only link. */
  label: string
  url: string
}

/** The footer's social links, from the published identity. */
export function socialLinks({ whatsapp, social }: Identity): readonly SocialLink[] {
  return [
    { network: 'whatsapp', label: 'WhatsApp', url: whatsapp.url },
    { network: 'facebook', label: 'Facebook', url: social.facebook },
    { network: 'tiktok', label: 'TikTok', url: social.tiktok },
    { network: 'instagram', label: 'Instagram', url: social.instagram },
    { network: 'youtube', label: 'YouTube', url: social.youtube },
  ]
}

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
    /** To the published identity's general chat. */
    messageLabel: 'Envía un mensaje a la oficina principal',
    /** To the published main campus (content/campuses.ts: MAIN_CAMPUS_SLUG). */
    mapLabel: 'Cómo llegar al campus principal',
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
  copyright: (year: number) => `© ${year} ${brand.name}. Todos los derechos reservados.`,
} as const
