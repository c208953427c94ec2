/*
 * spec §3.1: the ficha's option lists. ONE table (ADMISSION_OPTIONS) drives the browser's cascading
 * selects and the server's check, so they cannot disagree. The values are the wire values, written
 * exactly as the spec lists them; the labels are how the page shows them. No zod here: programme
 * and cost pages read these lists and must not load the validation library for them.
 */

/** spec §3.1 "nivel_estudio options", in the spec's order. */
export const NIVELES_ESTUDIO = [
  'preparatoria',
  'preparatoria en linea',
  'preparatoria nocturna',
  'licenciatura',
  'licenciatura en linea',
  'licenciatura nocturna',
  'licenciatura en sabatino',
  'maestria',
  'maestria en linea',
  'maestria nocturna',
  'doctorado en linea',
  'doctorado nocturno',
] as const
export type NivelEstudio = (typeof NIVELES_ESTUDIO)[number]

/** Every campus value that appears in spec §3.1. */
export const CAMPUSES = [
  'Torreon Braulio Fernandez Aguirre',
  'Torreon Zaragoza Sur',
  'Torreon Villas Zaragoza',
  'Torreon Valle la Rosita',
  'Internet',
  'Torreon',
  'Saltillo',
  'Francisco I. Madero',
  'San Pedro',
  'Parras',
  'Matamoros',
] as const
export type Campus = (typeof CAMPUSES)[number]

/** Every carrera value that appears in spec §3.1. */
export const CARRERAS = [
  'Preparatoria Bachillerato General',
  'Ciencias de la Educacion',
  'Comunicacion Social',
  'Derecho',
  'Administracion de Empresas',
  'Expresion Artistica',
  'Contador Auditor',
  'Ensenanza en Lengua Inglesa',
  'Pedagogia',
  'Educacion en Competencias',
  'Juicios Orales',
  'Doctorado Gestion Educativa',
] as const
export type Carrera = (typeof CARRERAS)[number]

export function isCarrera(value: string): value is Carrera {
  return (CARRERAS as readonly string[]).includes(value)
}

/** How the page shows each level. */
export const NIVEL_ESTUDIO_LABELS: Readonly<Record<NivelEstudio, string>> = {
  preparatoria: 'Preparatoria',
  'preparatoria en linea': 'Preparatoria en línea',
  'preparatoria nocturna': 'Preparatoria nocturna',
  licenciatura: 'Licenciatura',
  'licenciatura en linea': 'Licenciatura en línea',
  'licenciatura nocturna': 'Licenciatura nocturna',
  'licenciatura en sabatino': 'Licenciatura en sabatino',
  maestria: 'Maestría',
  'maestria en linea': 'Maestría en línea',
  'maestria nocturna': 'Maestría nocturna',
  'doctorado en linea': 'Doctorado en línea',
  'doctorado nocturno': 'Doctorado nocturno',
}

/** How the page shows each campus. */
export const CAMPUS_LABELS: Readonly<Record<Campus, string>> = {
  'Torreon Braulio Fernandez Aguirre': 'Torreón Braulio Fernández Aguirre',
  'Torreon Zaragoza Sur': 'Torreón Zaragoza Sur',
  'Torreon Villas Zaragoza': 'Torreón Villas Zaragoza',
  'Torreon Valle la Rosita': 'Torreón Valle la Rosita',
  Internet: 'Internet (en línea)',
  Torreon: 'Torreón',
  Saltillo: 'Saltillo',
  'Francisco I. Madero': 'Francisco I. Madero',
  'San Pedro': 'San Pedro',
  Parras: 'Parras',
  Matamoros: 'Matamoros',
}

/** How the page shows each carrera. */
export const CARRERA_LABELS: Readonly<Record<Carrera, string>> = {
  'Preparatoria Bachillerato General': 'Preparatoria Bachillerato General',
  'Ciencias de la Educacion': 'Ciencias de la Educación',
  'Comunicacion Social': 'Comunicación Social',
  Derecho: 'Derecho',
  'Administracion de Empresas': 'Administración de Empresas',
  'Expresion Artistica': 'Expresión Artística',
  'Contador Auditor': 'Contador Auditor',
  'Ensenanza en Lengua Inglesa': 'Enseñanza en Lengua Inglesa',
  Pedagogia: 'Pedagogía',
  'Educacion en Competencias': 'Educación en Competencias',
  'Juicios Orales': 'Juicios Orales',
  'Doctorado Gestion Educativa': 'Doctorado Gestión Educativa',
}

/** An option's label in one of the lists above (level, campus, carrera), or the value itself when the list has none. */
export function optionLabel(labels: Readonly<Record<string, string>>, value: string): string {
  return Object.hasOwn(labels, value) ? (labels[value] as string) : value
}

// The carrera lists of spec §3.1 "Carrera options by level and campus".
const PREPARATORIA: readonly Carrera[] = ['Preparatoria Bachillerato General']
const LICENCIATURA_TORREON: readonly Carrera[] = [
  'Ciencias de la Educacion',
  'Comunicacion Social',
  'Derecho',
  'Administracion de Empresas',
  'Expresion Artistica',
  'Contador Auditor',
  'Ensenanza en Lengua Inglesa',
]
const LICENCIATURA_OTHER_CAMPUSES: readonly Carrera[] = ['Ciencias de la Educacion', 'Derecho', 'Administracion de Empresas']
const LICENCIATURA_EN_LINEA: readonly Carrera[] = [
  'Ciencias de la Educacion',
  'Comunicacion Social',
  'Derecho',
  'Administracion de Empresas',
  'Ensenanza en Lengua Inglesa',
]
const MAESTRIA_ALL: readonly Carrera[] = ['Pedagogia', 'Educacion en Competencias', 'Juicios Orales']
const DOCTORADO: readonly Carrera[] = ['Doctorado Gestion Educativa']

/** A campus that offers a level, with its carreras. */
export interface CampusOffer {
  readonly campus: Campus
  readonly carreras: readonly Carrera[]
}

/**
 * The ficha's options: level → the campuses offering it (in the list's order), each with its
 * carreras. Published by staff as content (issue 37, contracts/content/admission-choices.ts);
 * {@link ADMISSION_OPTIONS} is spec §3.1's table, the first version a fresh database publishes.
 */
export type AdmissionChoices = Readonly<Record<NivelEstudio, readonly CampusOffer[]>>

const offer = (campus: Campus, carreras: readonly Carrera[]): CampusOffer => ({ campus, carreras })

/** spec §3.1: level → campus → carreras, campuses in the spec's order for their level. */
export const ADMISSION_OPTIONS: AdmissionChoices = {
  preparatoria: [
    offer('Torreon Braulio Fernandez Aguirre', PREPARATORIA),
    offer('Torreon Zaragoza Sur', PREPARATORIA),
    offer('Torreon Villas Zaragoza', PREPARATORIA),
    offer('Torreon Valle la Rosita', PREPARATORIA),
  ],
  'preparatoria en linea': [offer('Internet', PREPARATORIA)],
  'preparatoria nocturna': [offer('Torreon Villas Zaragoza', PREPARATORIA)],
  licenciatura: [
    offer('Torreon', LICENCIATURA_TORREON),
    offer('Saltillo', LICENCIATURA_OTHER_CAMPUSES),
    offer('Francisco I. Madero', LICENCIATURA_OTHER_CAMPUSES),
    offer('San Pedro', LICENCIATURA_OTHER_CAMPUSES),
    offer('Parras', LICENCIATURA_OTHER_CAMPUSES),
  ],
  'licenciatura en linea': [offer('Internet', LICENCIATURA_EN_LINEA)],
  'licenciatura nocturna': [offer('Torreon', ['Ciencias de la Educacion', 'Derecho', 'Administracion de Empresas'])],
  // spec §3.1: "the same five plus Matamoros", with the carreras of licenciatura.
  'licenciatura en sabatino': [
    offer('Torreon', LICENCIATURA_TORREON),
    offer('Saltillo', LICENCIATURA_OTHER_CAMPUSES),
    offer('Francisco I. Madero', LICENCIATURA_OTHER_CAMPUSES),
    offer('San Pedro', LICENCIATURA_OTHER_CAMPUSES),
    offer('Parras', LICENCIATURA_OTHER_CAMPUSES),
    offer('Matamoros', LICENCIATURA_OTHER_CAMPUSES),
  ],
  maestria: [offer('Torreon', MAESTRIA_ALL), offer('San Pedro', ['Pedagogia'])],
  'maestria en linea': [offer('Internet', MAESTRIA_ALL)],
  'maestria nocturna': [offer('Torreon', ['Pedagogia', 'Juicios Orales'])],
  'doctorado en linea': [offer('Internet', DOCTORADO)],
  'doctorado nocturno': [offer('Torreon', DOCTORADO)],
}

/** True when `value` is one of the spec's levels. */
export function isNivelEstudio(value: unknown): value is NivelEstudio {
  return typeof value === 'string' && (NIVELES_ESTUDIO as readonly string[]).includes(value)
}

/** The campuses offering a level, in the list's order; none for anything that is not a level. */
export function campusesForLevel(choices: AdmissionChoices, level: string): readonly Campus[] {
  if (!isNivelEstudio(level)) return []
  return choices[level].map((offered) => offered.campus)
}

/** The carreras offered for a level at a campus; none when the pair is not in the options. */
export function careersFor(choices: AdmissionChoices, level: string, campus: string): readonly Carrera[] {
  if (!isNivelEstudio(level)) return []
  return choices[level].find((offered) => offered.campus === campus)?.carreras ?? []
}

/** True when level, campus and carrera form one of the options' combinations. */
export function isAdmissionChoice(choices: AdmissionChoices, level: string, campus: string, carrera: string): boolean {
  return (careersFor(choices, level, campus) as readonly string[]).includes(carrera)
}

/**
 * spec §2.12, §9: the documents an applicant brings, each in original and copy. Listed here
 * because the ficha page and the applicant's e-mail (sent by the server) show the same list.
 */
export const REQUIRED_DOCUMENTS = [
  'Acta de nacimiento',
  'CURP',
  'Comprobante de domicilio reciente',
  'Identificación oficial (INE) propia, o la de tu madre, padre o tutor si eres menor de edad',
] as const

/** spec §9: how each required document is delivered. */
export const REQUIRED_DOCUMENTS_FORM = 'Original y copia'
