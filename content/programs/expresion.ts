import { programHeroPhoto } from '../media.ts'
import { educacion } from './educacion.ts'
import type { ProgramFacts } from './types.ts'

/** How many cuatrimestres Expresión Artística takes from Ciencias de la Educación (spec §3.3, §9). */
const EXPRESION_PERIOD_COUNT = 8

/**
 * spec §2.13, §3.3, §9: Licenciatura en Expresión Artística. Its 8 cuatrimestres are the first
 * eight of Ciencias de la Educación, so the seed takes them from that plan; once published, each
 * programme's curriculum is edited on its own (issue 37). The texts describe only what that
 * shared plan covers.
 */
export const expresion: ProgramFacts = {
  page: {
    title: 'Licenciatura en Expresión Artística',
    description:
      'Licenciatura en Expresión Artística en 8 cuatrimestres, con formación pedagógica para planear, enseñar y evaluar actividades artísticas.',
  },
  tagline: 'Lleva las artes al aula con una sólida formación pedagógica.',
  heroImage: programHeroPhoto('expresion', 'la Licenciatura en Expresión Artística'),
  blurb: [
    'La Licenciatura en Expresión Artística está pensada para quienes quieren enseñar y promover las artes en escuelas, casas de cultura y otros espacios educativos.',
    'Se cursa en ocho cuatrimestres que comparten el plan de la Licenciatura en Ciencias de la Educación: teorías del aprendizaje, psicología del desarrollo, didáctica, planeación, diseño curricular, evaluación, educación inclusiva y diseño de materiales didácticos, con investigación educativa en cada etapa.',
    'Al egresar puedes impartir talleres y clases de arte y coordinar actividades culturales en instituciones educativas.',
  ],
  periodUnit: 'cuatrimestre',
  periods: educacion.periods.slice(0, EXPRESION_PERIOD_COUNT),
  profiles: {
    ingreso: {
      summary: 'Para ingresar necesitas el certificado de bachillerato. Te ayudará llegar con estos conocimientos y habilidades:',
      knowledge: [
        'Cultura general en artes y humanidades.',
        'Comprensión de lectura y redacción correcta en español.',
        'Experiencia previa en alguna disciplina artística: música, danza, teatro o artes visuales.',
      ],
      skills: [
        'Expresarte frente a un grupo.',
        'Trabajar en equipo y coordinar actividades con otras personas.',
        'Organizar tu tiempo y estudiar de forma autónoma.',
      ],
    },
    egreso: {
      summary: 'Al egresar podrás llevar actividades artísticas a espacios educativos con método pedagógico:',
      knowledge: [
        'Teorías del aprendizaje y del desarrollo humano.',
        'Didáctica, planeación y diseño curricular.',
        'Evaluación del aprendizaje y educación inclusiva.',
        'Metodología de la investigación educativa.',
      ],
      skills: [
        'Planear talleres y cursos de arte con objetivos, actividades y evaluación congruentes.',
        'Diseñar materiales didácticos para grupos de distintas edades.',
        'Adaptar las actividades a estudiantes con necesidades diversas.',
        'Organizar proyectos educativos y culturales en una institución.',
      ],
    },
  },
  studyPlan: {
    downloadUrl: 'https://drive.example.com/uc?export=download&id=plan-de-estudios-expresion-artistica',
    previewUrl: 'https://drive.example.com/file/d/plan-de-estudios-expresion-artistica/view',
  },
}
