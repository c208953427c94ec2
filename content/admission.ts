import { REQUIRED_DOCUMENTS, REQUIRED_DOCUMENTS_FORM } from '#contracts/admission-options.ts'
import { COST_FIELD_LABELS } from '#contracts/content/content-labels.ts'
import { paths } from '#contracts/site-paths.ts'
import { brand } from './identity.ts'
import { costWords } from './cost-words.ts'
import type { CostTable } from './prices.ts'
import type { PageMetaContent } from './types.ts'

/** The ficha page (spec §2.12): cost selector, required documents, notes and the registration form. */

export const admissionPage = {
  title: 'Genera tu ficha de inscripción',
  description:
    'Consulta los costos por nivel y modalidad, los documentos que necesitas y genera tu ficha de inscripción en línea.',
  path: paths.genera,
} satisfies PageMetaContent

export type CostLevel = keyof CostTable

/** A section of the costs carousel and the levels it shows (spec §4: licenciaturas first). */
export interface CostSection {
  key: string
  title: string
  levels: readonly CostLevel[]
}

export const costSelectorText = {
  heading: 'Costos',
  intro: 'Elige el nivel y la modalidad para ver sus costos.',
  levelLabel: 'Nivel',
  levelPlaceholder: 'Selecciona un nivel',
  modalityLabel: 'Modalidad',
  modalityPlaceholder: 'Selecciona una modalidad',
  modalityHintBeforeLevel: 'Primero elige el nivel.',
  levels: {
    bachillerato: 'Bachillerato',
    licenciatura: 'Licenciatura',
    maestria: 'Maestría',
    doctorado: 'Doctorado',
  } satisfies Record<CostLevel, string>,
  /** spec §4, §9: licenciatura prices depend on the entry type; egresado is the default. */
  entryType: {
    legend: 'Tipo de ingreso',
    egresado: 'Egresado',
    nuevoIngreso: 'Nuevo Ingreso',
    /** The headings the toggle switches between. */
    egresadoHeading: costWords.entryTypeHeadings.egresado,
    nuevoIngresoHeading: costWords.entryTypeHeadings.nuevoIngreso,
  },
  fields: COST_FIELD_LABELS,
  noCost: costWords.noCost,
  /** Caption of the cost table of one level and modality. */
  tableCaption: (level: string, modality: string) => `Costos de ${level}, modalidad ${modality}`,
  /** spec §9: the note on differentiated costs. */
  differentiatedNote: `Los costos de licenciatura son diferenciados según el tipo de ingreso: egresados ${brand.acronym} o nuevo ingreso.`,
  currencyNote: costWords.currencyNote,
  sections: {
    label: 'Costos por nivel',
    previous: 'Sección anterior',
    next: 'Sección siguiente',
    modalityColumn: 'Modalidad',
    /** Column headings of the licenciatura overview, which shows both entry types. */
    egresadoColumn: (field: string) => `${field} egresado`,
    nuevoIngresoColumn: (field: string) => `${field} nuevo ingreso`,
    /** Accessible name of a table that may scroll sideways on a phone. */
    scrollLabel: (title: string) => `Tabla de costos de ${title}; desliza para ver todas las columnas`,
    items: [
      { key: 'licenciaturas', title: 'Licenciaturas', levels: ['licenciatura'] },
      { key: 'posgrados', title: 'Maestrías y doctorados', levels: ['maestria', 'doctorado'] },
      { key: 'preparatoria', title: 'Preparatoria', levels: ['bachillerato'] },
    ] satisfies CostSection[],
  },
} as const

export const requiredDocumentsText = {
  heading: 'Documentos requeridos',
  intro: `Entrega cada documento en ${REQUIRED_DOCUMENTS_FORM.toLowerCase()}:`,
  items: REQUIRED_DOCUMENTS,
} as const

export const admissionNotesText = {
  heading: 'Notas',
  items: [
    'Al generar tu ficha recibirás un correo con tu folio, el programa elegido y la lista de documentos.',
    'Presenta tu folio y tus documentos en el campus que elegiste para completar tu inscripción.',
    'Si eres menor de edad, acude con tu madre, padre o tutor.',
    'Los costos pueden cambiar; confírmalos en tu campus al inscribirte.',
  ],
} as const

export const admissionFormText = {
  /** spec §2.12, as written. */
  heading: 'Genera tu ficha de inscripcion',
  /** Issue 15: to the tracking page. */
  tracking: { before: '¿Ya enviaste tu ficha? ', link: 'Consulta su estado con tu folio', after: '.' },
  formHeading: 'Tus datos',
  intro: 'Todos los campos son obligatorios.',
  placeholders: {
    nivel_estudio: 'Selecciona el nivel de estudio',
    campus: 'Selecciona el campus',
    campusBeforeLevel: 'Primero elige el nivel de estudio',
    carrera: 'Selecciona la carrera',
    carreraBeforeCampus: 'Primero elige el campus',
  },
  submit: 'Registrar',
  /** spec §4 */
  sending: 'Registrando...',
  /** spec §8 */
  validationToast: { title: 'Error de validacion', message: 'Revisa los campos marcados en rojo.' },
  errorTitle: 'Error',
  success: {
    title: 'Ficha generada con exito',
    body: 'Gracias por registrarte. Recibimos tus datos y pronto nos pondremos en contacto contigo.',
    confirm: 'Entendido',
  },
  privacy: { before: 'Usaremos tus datos solo para tu proceso de admisión. Consulta nuestro ', link: 'Aviso de privacidad', after: '.' },
} as const
