import { CAMPUS_STATE, type Campus } from './campuses.ts'
import { brand } from './identity.ts'

// Apart from the campus records: the menus and the footer every page loads read the records, and
// only the campus pages need these texts.

export interface DirectoryCard {
  title: string
  text: string
}

/** The texts every campus page shares (spec §2.7). */
export const campusPageText = {
  heroLead: (campusEntry: Campus) => `${campusEntry.locality}, ${CAMPUS_STATE}`,
  /** spec §2.7, as written. */
  headline: (name: string) => `En nuestro Campus ${name}, Enciende tu antorcha del saber`,
  location: {
    heading: 'Ubicación',
    mapTitle: (name: string) => `Mapa del Campus ${name}`,
    addressLabel: 'Dirección',
    phoneLabel: (line: string) => `Teléfono ${line.toLowerCase()}`,
  },
  /** spec §2.7: 'Directorio' and the institute's acronym. */
  directoryHeading: `Directorio ${brand.acronym}`,
  directoryCards: [
    { title: 'Inscripciones', text: 'Consulta requisitos y realiza tu preinscripción en línea.' },
    { title: 'Oferta Académica', text: 'Conoce nuestras preparatorias y programas universitarios.' },
    { title: 'Servicios Escolares', text: 'Conoce mas sobre nuestra escuela.' },
    { title: 'Contáctanos', text: 'Estamos para ayudarte. Escríbenos o llámanos.' },
  ] satisfies readonly DirectoryCard[],
  contactLink: {
    label: 'Contacto',
    /** spec §2.1 "Observations on links": a placeholder target, not a route. */
    href: '#',
    /** Added for screen readers after 'Contacto', e.g. ' de Inscripciones'. */
    suffix: (card: string) => ` de ${card}`,
  },
  collageHeading: 'Vida en el campus',
  playback: { pause: 'Pausar video', resume: 'Reanudar video' },
} as const
