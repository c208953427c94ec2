import { CAMPUS_LABELS, CARRERA_LABELS, NIVEL_ESTUDIO_LABELS } from '#contracts/admission-options.ts'
import type { EventKind } from '#contracts/content/events.ts'
import type { FaqTopic } from '#contracts/content/faq.ts'
import type { CAMPUS_PAGE_SLUGS } from '#contracts/site-paths.ts'
import type { EducationLevel, ModalityKey } from '#contracts/study-plans.ts'

/*
 * Issue 37: the Spanish label of every field of the content kinds, beside their schemas. The
 * panel's content forms are drawn from each kind's schema and name each field with its label here;
 * a field of a schema without a label fails contracts/content/content-labels.test.ts. A name means
 * the same in every kind (`mensualidad` is always the monthly fee), so one list serves them all.
 */

/** The Spanish name of each price and fact of a cost record: the cost selector's columns (content/admission.ts) and the panel's fields. */
export const COST_FIELD_LABELS = {
  ficha: 'Ficha',
  inscripcion: 'Inscripción',
  mensualidad: 'Mensualidad',
  duracion: 'Duración',
  horario: 'Horario',
  dias: 'Días',
} as const

/** How an event's kind reads on its page and in the panel. */
export const EVENT_KIND_LABELS: Readonly<Record<EventKind, string>> = {
  'puertas-abiertas': 'Día de puertas abiertas',
  'visita-campus': 'Visita al campus',
  'sesion-informativa': 'Sesión informativa',
}

/** The topics of the questions families ask (issue 39): the FAQ page's headings and jump list, and the panel's choices. */
export const FAQ_TOPIC_LABELS: Readonly<Record<FaqTopic, string>> = {
  admisiones: 'Admisiones',
  costos: 'Costos',
  becas: 'Becas',
  documentos: 'Documentos',
  certificados: 'Certificados',
}

/** The campus pages as the panel's choices name them (an event's place). */
const CAMPUS_PAGE_LABELS: Readonly<Record<(typeof CAMPUS_PAGE_SLUGS)[number], string>> = {
  'torreon-villas': 'Campus Torreón Villas de Zaragoza',
  'torreon-valle': 'Campus Torreón Valle de la Rosita',
  'torreon-braulio': 'Campus Torreón Braulio Fernández',
  'torreon-zaragoza': 'Campus Torreón Zaragoza Sur',
  parras: 'Campus Parras de la Fuente',
  saltillo: 'Campus Saltillo',
  sanpedro: 'Campus San Pedro',
  franciscoimadero: 'Campus Francisco I. Madero',
}

/** The four education levels: the cost table's levels and the levels a beca is for. */
const EDUCATION_LEVEL_LABELS: Readonly<Record<EducationLevel, string>> = {
  bachillerato: 'Bachillerato',
  licenciatura: 'Licenciatura',
  maestria: 'Maestría',
  doctorado: 'Doctorado',
}

/** The four modalities: a cost row's choices and the modality cards' record, one card under each. */
const MODALITY_LABELS: Readonly<Record<ModalityKey, string>> = {
  escolarizada: 'Escolarizada',
  sabatina: 'Sabatina',
  'en-linea': 'En línea',
  nocturna: 'Nocturna',
}

export const CONTENT_FIELD_LABELS: Readonly<Record<string, string>> = {
  // The ficha's options: each level of study (the cost table's levels below share two of its names)
  ...NIVEL_ESTUDIO_LABELS,
  // The cost table
  ...EDUCATION_LEVEL_LABELS,
  key: 'Clave',
  label: 'Nombre visible',
  modalities: 'Modalidades',
  cost: 'Costos',
  ...COST_FIELD_LABELS,
  kind: 'Tipo',
  mxn: 'Precio en pesos',
  egresado: 'Egresado',
  nuevoIngreso: 'Nuevo ingreso',
  // The institute's identity
  phones: 'Teléfonos',
  email: 'Correo electrónico',
  address: 'Dirección',
  hours: 'Horario de atención',
  whatsapp: 'WhatsApp',
  social: 'Redes sociales',
  messaging: 'Chats del menú flotante',
  systems: 'Sistemas externos',
  src: 'Archivo',
  width: 'Ancho (px)',
  height: 'Alto (px)',
  display: 'Como se muestra',
  e164: 'Número para marcar',
  street: 'Calle y número',
  neighbourhood: 'Colonia',
  city: 'Ciudad',
  state: 'Estado',
  postalCode: 'Código postal',
  url: 'Dirección web',
  facebook: 'Facebook',
  tiktok: 'TikTok',
  instagram: 'Instagram',
  youtube: 'YouTube',
  general: 'Chat general',
  online: 'Chat de educación en línea',
  titulacion: 'Chat de titulación',
  broadcastChannel: 'Canal de difusión',
  learningPlatform: 'Plataforma de aprendizaje',
  schoolAdministration: 'Control escolar',
  studentZone: 'Zona de alumnos',
  mail: 'Correo institucional',
  blog: 'Blog',
  // The privacy notice
  updatedOn: 'Fecha de la última actualización',
  dataEmail: 'Correo para asuntos de datos personales',
  // A campus
  name: 'Nombre',
  slug: 'Dirección de la página',
  locality: 'Localidad',
  streetAddress: 'Calle y número',
  whatsappUrl: 'Enlace de WhatsApp',
  heroVideo: 'Video principal',
  collage: 'Collage de actividades',
  navLabel: 'Nombre en el menú',
  contactCard: 'Tarjeta de contacto',
  // Media
  type: 'Tipo de archivo',
  alt: 'Texto alternativo',
  poster: 'Imagen de portada',
  base: 'Ruta de la imagen',
  widths: 'Anchos disponibles (px)',
  formats: 'Formatos',
  image: 'Imagen',
  caption: 'Pie de foto',
  position: 'Lugar en la lista',
  // Slides and promotions
  id: 'Número',
  title: 'Título',
  description: 'Descripción',
  desde: 'Se muestra desde',
  hasta: 'Se muestra hasta',
  // News and events
  date: 'Fecha',
  summary: 'Resumen',
  body: 'Texto',
  venue: 'Dónde',
  place: 'Lugar',
  start: 'Empieza',
  end: 'Termina',
  // An event's sign-up (issue 38)
  registro: 'Inscripción en línea',
  cupo: 'Cupo (lugares; cada acompañante ocupa uno)',
  // The ficha's options: its campuses and their carreras (each level is named above)
  campus: 'Campus',
  carreras: 'Carreras',
  // The document request's options: its levels (a value and a label) and its documents with their prices
  levels: 'Niveles de estudio',
  value: 'Clave (la guarda cada solicitud)',
  documents: 'Documentos',
  priceLabel: 'Nombre en la lista de precios',
  priceMxn: 'Precio en pesos',
  // The RVOE of the programmes: the authorities with their public lookups, then each plan's agreement
  authorities: 'Autoridades que otorgan el RVOE',
  SEP: 'SEP',
  SEDU: 'SEDU',
  abbreviation: 'Siglas',
  lookup: 'Consulta pública de RVOE',
  plans: 'RVOE por carrera y modalidad',
  carrera: 'Carrera',
  modality: 'Modalidad',
  grant: 'RVOE',
  number: 'Número de RVOE',
  authority: 'Otorgado por',
  campuses: 'RVOE de cada campus',
  // A programme's page, and the modality cards every programme page shows
  page: 'Título y descripción para buscadores',
  tagline: 'Frase bajo el nombre',
  heroImage: 'Foto principal',
  blurb: 'Acerca del programa (un párrafo por elemento)',
  periodUnit: 'Se cursa en',
  periods: 'Plan de estudios',
  nombre: 'Nombre del periodo',
  materias: 'Materias',
  profiles: 'Perfil del estudiante',
  ingreso: 'Perfil de ingreso',
  egreso: 'Perfil de egreso',
  knowledge: 'Conocimientos',
  skills: 'Habilidades',
  studyPlan: 'Documento del plan de estudios',
  downloadUrl: 'Enlace para descargarlo',
  previewUrl: 'Enlace para previsualizarlo',
  ...MODALITY_LABELS,
  titulo: 'Título',
  descripcion: 'Descripción',
  // The questions families ask (issue 39)
  tema: 'Tema',
  pregunta: 'Pregunta',
  respuesta: 'Respuesta',
  // The becas (issue 39)
  introduccion: 'Introducción',
  tipos: 'Tipos de beca',
  porcentajeMinimo: 'Porcentaje mínimo (%)',
  porcentajeMaximo: 'Porcentaje máximo (%)',
  requisitos: 'Requisitos',
  fechaLimite: 'Fecha límite para solicitarla',
  niveles: 'Solo para los niveles',
}

/** The Spanish name of each fixed value a content field offers (a choice, a kind of media). */
export const CONTENT_VALUE_LABELS: Readonly<Record<string, string>> = {
  amount: 'Con precio',
  'no-cost': 'Sin costo',
  ...MODALITY_LABELS,
  avif: 'AVIF',
  webp: 'WebP',
  video: 'Video',
  'video/mp4': 'MP4',
  image: 'Imagen',
  ...CAMPUS_LABELS,
  ...CARRERA_LABELS,
  ...CAMPUS_PAGE_LABELS,
  ...EVENT_KIND_LABELS,
  unico: 'Uno para todos los campus',
  'por-campus': 'Uno por campus',
  SEP: 'SEP',
  SEDU: 'SEDU',
  semestre: 'Semestres',
  cuatrimestre: 'Cuatrimestres',
  ...EDUCATION_LEVEL_LABELS,
  ...FAQ_TOPIC_LABELS,
}
