import { PERSON_MERGE_UNDO_DAYS } from '#contracts/limits.ts'

/** Issue 38: the people section's words: the search, a person's page, «Fusionar» and its undo. Messages the server answers live in contracts/people.ts. */
export const peopleText = {
  section: 'Personas',
  searchIntro: 'Cada persona reúne sus mensajes, fichas y solicitudes: se reconocen por el mismo correo, teléfono o CURP. Búscala por nombre, correo o teléfono.',
  searchSubmit: 'Buscar',
  results: 'Personas encontradas',
  noResults: 'Ninguna persona coincide con la búsqueda.',
  backToSearch: 'Volver a Personas',
  loading: 'Cargando a la persona…',
  // The person's page
  values: 'Datos de la persona',
  curp: 'CURP',
  firstSeen: 'Primer envío',
  noValue: 'Sin dato',
  submissions: 'Envíos',
  noSubmissions: 'No tiene envíos.',
  mergedInto: (name: string) => `Esta persona se fusionó con ${name}: sus envíos están con ella.`,
  openPerson: (name: string) => `Ver a ${name}`,
  similar: 'Posible duplicado: hay otra persona con el mismo nombre.',
  // The merges
  merges: 'Fusiones',
  noMerges: 'Sin fusiones.',
  mergedHere: (name: string) => `${name} se fusionó con esta persona`,
  mergedAway: (name: string) => `Esta persona se fusionó con ${name}`,
  mergeMeta: (by: string) => `Por ${by}`,
  undoUntil: 'Se puede deshacer hasta',
  undoneAt: 'Deshecha',
  undo: 'Deshacer fusión',
  undoing: 'Deshaciendo…',
  undone: 'Fusión deshecha: las dos personas vuelven a estar separadas, cada una con sus envíos.',
  // The merge form
  merge: {
    title: 'Fusionar con otra persona',
    intro: `Busca a la otra persona. Al fusionar, esta persona conserva todos los envíos de las dos; la fusión queda en la auditoría y se puede deshacer durante ${PERSON_MERGE_UNDO_DAYS} días.`,
    similarTitle: 'Con el mismo nombre',
    choose: (name: string, contact: string | null) => `Elegir a ${name}${contact ? ` (${contact})` : ''}`,
    chosen: (name: string) => `Fusionar a ${name} con esta persona`,
    valuesIntro: 'Elige qué dato se conserva en cada caso.',
    fromThis: 'de esta persona',
    fromOther: 'de la otra persona',
    submit: 'Fusionar',
    cancel: 'Elegir a otra persona',
    errorSummary: 'Hay un problema',
    done: (name: string) => `Personas fusionadas: ${name} ahora está con esta persona, con todos sus envíos.`,
  },
} as const
