import { programHeroPhoto } from '../media.ts'
import { POSGRADO_PERIOD_UNIT, curriculum } from './periods.ts'
import type { ProgramFacts } from './types.ts'

/** spec §2.13, §3.3, §9: Doctorado en Gestión Educativa, 6 periods of 3 subjects (periods.ts says why cuatrimestres). */
export const gestion: ProgramFacts = {
  page: {
    title: 'Doctorado en Gestión Educativa',
    description:
      'Doctorado en Gestión Educativa en 6 cuatrimestres: políticas educativas, liderazgo, planeación y evaluación institucional, e investigación doctoral.',
  },
  tagline: 'Investiga y dirige la transformación de las instituciones educativas.',
  heroImage: programHeroPhoto('gestion', 'el Doctorado en Gestión Educativa'),
  blurb: [
    'El Doctorado en Gestión Educativa está dirigido a directivos, supervisores, docentes e investigadores que quieren generar conocimiento sobre la gestión de la educación y aplicarlo en sus instituciones.',
    'En seis cuatrimestres estudias teorías de la gestión y la organización, políticas públicas, liderazgo, planeación estratégica, evaluación y calidad institucional, gestión del conocimiento y financiamiento de la educación, mientras desarrollas tu tesis doctoral en un seminario de investigación cada cuatrimestre.',
    'Puedes cursarlo en línea o en horario nocturno.',
  ],
  periodUnit: POSGRADO_PERIOD_UNIT,
  periods: curriculum(POSGRADO_PERIOD_UNIT, [
    [
      'Epistemología de la Investigación Educativa',
      'Teorías de la Gestión y la Organización Educativa',
      'Seminario de Investigación Doctoral I',
    ],
    [
      'Políticas Públicas y Sistemas Educativos',
      'Metodología de la Investigación Cuantitativa',
      'Seminario de Investigación Doctoral II',
    ],
    [
      'Liderazgo y Cambio en las Instituciones Educativas',
      'Metodología de la Investigación Cualitativa',
      'Seminario de Investigación Doctoral III',
    ],
    [
      'Planeación Estratégica y Evaluación Institucional',
      'Calidad y Mejora Continua en la Educación',
      'Seminario de Investigación Doctoral IV',
    ],
    [
      'Gestión del Conocimiento y la Innovación Educativa',
      'Financiamiento y Administración de Recursos Educativos',
      'Seminario de Investigación Doctoral V',
    ],
    [
      'Ética y Responsabilidad Social en la Gestión Educativa',
      'Difusión y Publicación Científica',
      'Seminario de Tesis Doctoral',
    ],
  ]),
  profiles: {
    ingreso: {
      summary: 'Para ingresar necesitas grado de maestría, preferentemente en educación o en un área afín. Te ayudará llegar con:',
      knowledge: [
        'Experiencia profesional en instituciones o sistemas educativos.',
        'Metodología de la investigación a nivel maestría.',
        'Conocimiento del sistema educativo mexicano.',
      ],
      skills: [
        'Leer textos académicos, también en inglés.',
        'Redactar textos académicos con argumentos y fuentes.',
        'Plantear un problema de investigación sobre la gestión educativa.',
      ],
    },
    egreso: {
      summary: 'Al egresar podrás investigar problemas de gestión educativa y dirigir cambios en las instituciones con base en evidencia:',
      knowledge: [
        'Teorías de la gestión, la organización y el liderazgo educativo.',
        'Políticas públicas y funcionamiento de los sistemas educativos.',
        'Planeación estratégica, evaluación y calidad institucional.',
        'Métodos de investigación cuantitativa y cualitativa.',
      ],
      skills: [
        'Diseñar y llevar a cabo investigaciones originales sobre gestión educativa.',
        'Diagnosticar una institución y dirigir su plan de mejora.',
        'Evaluar programas, políticas y procesos institucionales.',
        'Publicar y presentar resultados de investigación.',
      ],
    },
  },
  studyPlan: {
    downloadUrl: 'https://drive.example.com/uc?export=download&id=plan-de-estudios-doctorado-gestion-educativa',
    previewUrl: 'https://drive.example.com/file/d/plan-de-estudios-doctorado-gestion-educativa/view',
  },
}
