import { programHeroPhoto } from '../media.ts'
import { POSGRADO_PERIOD_UNIT, curriculum } from './periods.ts'
import type { ProgramFacts } from './types.ts'

/** spec §2.13, §3.3, §9: Maestría en Juicios Orales, 4 periods of 4 subjects (periods.ts says why cuatrimestres). */
export const juiciosOrales: ProgramFacts = {
  page: {
    title: 'Maestría en Juicios Orales',
    description:
      'Maestría en Juicios Orales en 4 cuatrimestres: sistema penal acusatorio, teoría de la prueba, litigación oral y juicios orales en otras materias.',
  },
  tagline: 'Litiga con eficacia en las audiencias del sistema de justicia oral.',
  heroImage: programHeroPhoto('juicios-orales', 'la Maestría en Juicios Orales'),
  blurb: [
    'La Maestría en Juicios Orales está dirigida a abogados que litigan o quieren litigar en el sistema penal acusatorio y en los juicios orales de otras materias.',
    'En cuatro cuatrimestres recorres cada etapa del procedimiento penal acusatorio, desde la investigación hasta la audiencia de juicio y los recursos, estudias teoría del delito y de la prueba, practicas técnicas de litigación oral y revisas los juicios orales en materia civil, familiar y laboral.',
    'Se ofrece en horario nocturno y en formato semipresencial, en línea o sabatino, para que la curses mientras ejerces.',
  ],
  periodUnit: POSGRADO_PERIOD_UNIT,
  periods: curriculum(POSGRADO_PERIOD_UNIT, [
    [
      'Fundamentos del Sistema Penal Acusatorio',
      'Derechos Humanos en el Proceso Penal',
      'Teoría del Delito',
      'Argumentación Jurídica',
    ],
    [
      'Etapa de Investigación y Audiencia Inicial',
      'Teoría de la Prueba',
      'Técnicas de Litigación Oral I',
      'Mecanismos Alternativos de Solución de Controversias en Materia Penal',
    ],
    [
      'Etapa Intermedia',
      'Técnicas de Litigación Oral II',
      'Juicio Oral en Materia Civil y Mercantil',
      'Juicio Oral en Materia Familiar',
    ],
    ['Audiencia de Juicio Oral', 'Recursos en el Sistema Acusatorio', 'Juicio Oral en Materia Laboral', 'Seminario de Tesis'],
  ]),
  profiles: {
    ingreso: {
      summary: 'Para ingresar necesitas título de licenciatura; el programa está pensado para licenciados en Derecho. Te ayudará llegar con:',
      knowledge: [
        'Derecho penal, constitucional y procesal.',
        'Nociones del Código Nacional de Procedimientos Penales.',
        'Experiencia en la práctica jurídica, en litigio o en el servicio público.',
      ],
      skills: [
        'Analizar expedientes y casos.',
        'Redactar escritos jurídicos.',
        'Expresarte con claridad frente a otras personas.',
      ],
    },
    egreso: {
      summary: 'Al egresar podrás preparar y conducir un caso en cada audiencia del sistema oral:',
      knowledge: [
        'Principios y etapas del procedimiento penal acusatorio.',
        'Teoría del delito y teoría de la prueba.',
        'Derechos humanos y debido proceso.',
        'Juicios orales en materia civil, mercantil, familiar y laboral.',
      ],
      skills: [
        'Construir la teoría del caso y la estrategia de litigio.',
        'Conducir interrogatorios y contrainterrogatorios, y presentar alegatos de apertura y clausura.',
        'Plantear objeciones y argumentar ante el juez.',
        'Proponer y negociar mecanismos alternativos de solución de controversias.',
      ],
    },
  },
  studyPlan: {
    downloadUrl: 'https://drive.example.com/uc?export=download&id=plan-de-estudios-maestria-juicios-orales',
    previewUrl: 'https://drive.example.com/file/d/plan-de-estudios-maestria-juicios-orales/view',
  },
}
