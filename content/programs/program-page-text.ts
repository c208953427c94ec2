import type { EducationLevel } from '#contracts/study-plans.ts'
import type { PeriodUnit, ProfileKey } from './types.ts'
import type { EntryType } from '../prices.ts'
import { periodUnitLabels } from './periods.ts'

/** The fixed texts of every programme page (spec §2.13); the programme's own texts are its published record (contracts/content/program.ts). */
export const programPageText = {
  levelLabels: {
    bachillerato: 'Bachillerato',
    licenciatura: 'Licenciatura',
    maestria: 'Maestría',
    doctorado: 'Doctorado',
  } satisfies Record<EducationLevel, string>,
  /** Under the heading in the hero, e.g. '9 cuatrimestres'. */
  duration: (periods: number, unit: PeriodUnit) =>
    `${periods} ${periods === 1 ? periodUnitLabels[unit].singular : periodUnitLabels[unit].plural}`,
  /** The 'Validez oficial' block (the published RVOE); its field names are in contracts/rvoe.ts, shared with the e-mail. */
  validity: {
    intro: 'Número y fecha del Reconocimiento de Validez Oficial de Estudios (RVOE) de este programa en cada modalidad, y la autoridad que lo otorgó.',
    lookupIntro: 'Comprueba estos datos en la consulta pública de la autoridad:',
  },
  aboutHeading: 'Acerca del programa',
  modalitiesHeading: 'Modalidades',
  profile: {
    heading: 'Perfil del estudiante',
    /** Accessible name of the group of the two toggle buttons. */
    groupLabel: 'Elige el perfil',
    /** The spec's button texts, as written (spec §2.13). */
    buttons: { ingreso: 'Perfil de Ingreso', egreso: 'Perfil de Egreso' } satisfies Record<ProfileKey, string>,
    knowledgeHeading: 'Conocimientos',
    skillsHeading: 'Habilidades',
  },
  curriculum: {
    heading: 'Plan de estudios',
    /** Accessible name of the group of period buttons, e.g. 'Cuatrimestres'. */
    groupLabel: (unit: PeriodUnit) => {
      const plural = periodUnitLabels[unit].plural
      return plural.charAt(0).toUpperCase() + plural.slice(1)
    },
    /** The spec's link texts, as written (spec §2.13). */
    downloadPlan: 'Descargar Plan de Estudio',
    previewPlan: 'Previsualizar Plan de Estudio',
  },
  /** What one credential of the page's structured data covers: 'Modalidad Escolarizada, campus Parras'. */
  credentialScope: (modality: string, campus?: string) => `Modalidad ${modality}${campus ? `, campus ${campus}` : ''}`,
  /** Names of the prices quoted in the page's structured data (schema.org `Offer`). */
  offers: {
    inscripcion: 'Inscripción',
    mensualidad: 'Mensualidad',
    modality: (label: string) => `modalidad ${label}`,
    entryTypes: { egresado: 'egresados del instituto', nuevoIngreso: 'nuevo ingreso' } satisfies Record<EntryType, string>,
  },
} as const
