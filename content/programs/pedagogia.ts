import { programHeroPhoto } from '../media.ts'
import { POSGRADO_PERIOD_UNIT, curriculum } from './periods.ts'
import type { ProgramFacts } from './types.ts'

/** spec §2.13, §3.3, §9: Maestría en Pedagogía, 4 periods of 4 subjects (periods.ts says why cuatrimestres). */
export const pedagogia: ProgramFacts = {
  page: {
    title: 'Maestría en Pedagogía',
    description:
      'Maestría en Pedagogía en 4 cuatrimestres: teorías del aprendizaje, diseño curricular, evaluación, tecnología educativa y gestión escolar.',
  },
  tagline: 'Mejora tu práctica docente y encabeza proyectos educativos con fundamento.',
  heroImage: programHeroPhoto('pedagogia', 'la Maestría en Pedagogía'),
  blurb: [
    'La Maestría en Pedagogía está dirigida a docentes, directivos y profesionales de la educación que quieren fundamentar, renovar y evaluar su práctica.',
    'En cuatro cuatrimestres estudias fundamentos filosóficos de la pedagogía, teorías contemporáneas del aprendizaje, diseño curricular, didáctica, evaluación, tecnología educativa, educación inclusiva y liderazgo escolar, y desarrollas tu tesis en seminarios a lo largo del programa.',
    'Se ofrece en horario nocturno y en formato semipresencial, en línea o sabatino, para que la curses mientras trabajas.',
  ],
  periodUnit: POSGRADO_PERIOD_UNIT,
  periods: curriculum(POSGRADO_PERIOD_UNIT, [
    [
      'Fundamentos Filosóficos de la Pedagogía',
      'Teorías Contemporáneas del Aprendizaje',
      'Políticas Educativas en México',
      'Metodología de la Investigación Educativa',
    ],
    ['Diseño y Desarrollo Curricular', 'Didáctica y Estrategias de Enseñanza', 'Evaluación Educativa', 'Seminario de Investigación I'],
    [
      'Tecnología Educativa',
      'Ambientes de Aprendizaje',
      'Educación Inclusiva y Atención a la Diversidad',
      'Seminario de Investigación II',
    ],
    ['Formación y Desarrollo Docente', 'Innovación Pedagógica', 'Liderazgo y Gestión Escolar', 'Seminario de Tesis'],
  ]),
  profiles: {
    ingreso: {
      summary: 'Para ingresar necesitas título de licenciatura, preferentemente en educación o en un área afín. Te ayudará llegar con:',
      knowledge: [
        'Experiencia docente o en otras funciones educativas.',
        'Nociones de planeación didáctica y de evaluación del aprendizaje.',
        'Metodología de la investigación a nivel licenciatura.',
      ],
      skills: [
        'Leer y analizar textos académicos.',
        'Redactar trabajos escritos con argumentos y fuentes.',
        'Usar herramientas digitales para el trabajo académico y en línea.',
      ],
    },
    egreso: {
      summary: 'Al egresar podrás diseñar, evaluar y dirigir propuestas educativas con fundamento teórico y metodológico:',
      knowledge: [
        'Corrientes filosóficas y teorías contemporáneas del aprendizaje.',
        'Diseño curricular, didáctica y evaluación educativa.',
        'Política educativa en México.',
        'Tecnología educativa y educación inclusiva.',
        'Métodos de investigación educativa cualitativa y cuantitativa.',
      ],
      skills: [
        'Diseñar y evaluar programas de estudio y proyectos de intervención educativa.',
        'Crear ambientes de aprendizaje presenciales y en línea.',
        'Coordinar la formación de docentes y el trabajo de equipos escolares.',
        'Realizar una investigación educativa y presentarla en una tesis.',
      ],
    },
  },
  studyPlan: {
    downloadUrl: 'https://drive.example.com/uc?export=download&id=plan-de-estudios-maestria-pedagogia',
    previewUrl: 'https://drive.example.com/file/d/plan-de-estudios-maestria-pedagogia/view',
  },
}
