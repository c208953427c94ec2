import { paths } from '#contracts/site-paths.ts'
import type { EducationLevel } from '#contracts/study-plans.ts'
import { brand } from './identity.ts'
import { programPageText } from './programs/program-page-text.ts'
import type { PageMetaContent } from './types.ts'

/*
 * Issue 39: the words of the becas page around what staff publish (the 'becas' record, seeded by
 * content/becas.ts). The application's field labels, hints and messages are in
 * contracts/beca-application.ts.
 */

export const becasPage = {
  title: 'Becas',
  description: `Las becas de ${brand.acronym}: cuánto cubren, qué piden y hasta cuándo puedes solicitarlas. Solicita la tuya en línea y sigue tu solicitud con tu folio.`,
  path: paths.becas,
} satisfies PageMetaContent

/** How a beca's percentage range reads: '10 % a 50 %', or one figure when both are the same. */
export function becaPercentRange(minimum: number, maximum: number): string {
  return minimum === maximum ? `${minimum} %` : `${minimum} % a ${maximum} %`
}

export const becasPageText = {
  heading: 'Becas',
  /** Issue 15: to the tracking page. */
  tracking: {
    before: '¿Ya enviaste tu solicitud? ',
    link: 'Consulta su estado con tu folio',
    after: '.',
  },
  list: {
    heading: 'Tipos de beca',
    percentLabel: 'Porcentaje de la colegiatura',
    levelsLabel: 'Para',
    /** 'Licenciatura, maestría y doctorado': one sentence, so only the first name keeps its capital. */
    levels: (levels: readonly EducationLevel[]) =>
      new Intl.ListFormat('es', { type: 'conjunction' }).format(
        levels.map((level, index) => (index === 0 ? programPageText.levelLabels[level] : programPageText.levelLabels[level].toLowerCase())),
      ),
    allLevels: 'Todos los niveles',
    deadlineLabel: 'Fecha límite',
    allYear: 'Todo el año',
    /** After the deadline: the beca stays listed, marked closed. */
    closed: (day: string) => `Cerrada: la fecha límite fue el ${day}`,
    closedBadge: 'Convocatoria cerrada',
    requirementsLabel: 'Requisitos',
  },
  form: {
    heading: 'Solicita tu beca',
    intro: 'Llena tus datos, elige la carrera, el campus y la beca, y adjunta los documentos que la respaldan. Te enviaremos tu folio por correo.',
    placeholders: {
      carrera: 'Elige una carrera',
      campus: 'Elige un campus',
      campusBeforeCarrera: 'Elige primero la carrera',
      tipo_beca: 'Elige un tipo de beca',
    },
    /** When every beca's deadline has passed: the form is not shown. */
    noneOpen: 'Por ahora ninguna beca recibe solicitudes. Vuelve a consultar esta página o escríbenos para saber cuándo abre la próxima convocatoria.',
    documents: {
      chosenHeading: 'Documentos elegidos',
      remove: (name: string) => `Quitar ${name}`,
      removeLabel: 'Quitar',
      /** Once the most documents are chosen, the picker is disabled: this says why. */
      full: (max: number) => `Ya elegiste ${max} documentos: quita uno para cambiarlo.`,
      count: (chosen: number, max: number) => `${chosen} de ${max} documentos elegidos.`,
    },
    errorSummary: 'Revisa lo siguiente',
    submit: 'Enviar solicitud',
    sending: 'Enviando…',
    progressLabel: 'Avance del envío',
    privacy: {
      before: 'Usaremos tus datos y tus documentos solo para evaluar tu solicitud de beca. Consulta nuestro ',
      link: 'Aviso de privacidad',
      after: '.',
    },
    success: {
      folio: 'Tu folio',
      tracking: {
        before: 'Guárdalo: con él y tu correo puedes ',
        link: 'consultar el estado de tu solicitud',
        after: ' cuando quieras.',
      },
      another: 'Enviar otra solicitud',
    },
  },
} as const

export type BecasPageText = typeof becasPageText
export type BecaFormText = BecasPageText['form']
