import { media, programHeroPhoto } from '../media.ts'
import { curriculum } from './periods.ts'
import type { ProgramFacts } from './types.ts'

/** spec §2.13, §3.3, §9: Bachillerato General, 4 semestres (2 años). */
export const bachillerato: ProgramFacts = {
  page: {
    title: 'Bachillerato General',
    description:
      'Bachillerato General en 4 semestres (2 años): matemáticas, ciencias, humanidades y inglés, en modalidad escolarizada, sabatina, en línea o nocturna.',
  },
  tagline: 'Cuatro semestres de formación general para continuar tus estudios en la universidad.',
  heroImage: programHeroPhoto('bachillerato', 'el Bachillerato'),
  blurb: [
    'El Bachillerato General te da la base en matemáticas, ciencias experimentales, ciencias sociales, comunicación e inglés que necesitas para ingresar a cualquier licenciatura.',
    'Se cursa en cuatro semestres (dos años). Además de las materias básicas incluye informática, orientación educativa, actividades artísticas, culturales y deportivas, y capacitación para el trabajo.',
    'Elige la modalidad que se ajuste a tu horario: escolarizada, sabatina, en línea o nocturna.',
  ],
  periodUnit: 'semestre',
  periods: curriculum('semestre', [
    [
      'Matemáticas I',
      'Química I',
      'Ética',
      'Metodología de la Investigación',
      'Taller de Lectura y Redacción I',
      'Inglés I',
      'Informática I',
      'Orientación Educativa',
    ],
    [
      'Matemáticas II',
      'Química II',
      'Biología I',
      'Historia de México I',
      'Introducción a las Ciencias Sociales',
      'Taller de Lectura y Redacción II',
      'Inglés II',
      'Informática II',
      'Actividades Artísticas y Culturales',
    ],
    [
      'Matemáticas III',
      'Física I',
      'Biología II',
      'Historia de México II',
      'Geografía',
      'Estructura Socioeconómica de México',
      'Literatura I',
      'Inglés III',
      'Actividades Físicas y Deportivas',
      'Capacitación para el Trabajo I',
    ],
    [
      'Matemáticas IV',
      'Física II',
      'Ecología y Medio Ambiente',
      'Historia Universal Contemporánea',
      'Filosofía',
      'Probabilidad y Estadística',
      'Literatura II',
      'Inglés IV',
      'Capacitación para el Trabajo II',
    ],
  ]),
  profiles: {
    ingreso: {
      image: media.bachilleratoProfile.ingreso,
      summary: 'Para ingresar necesitas haber concluido la secundaria. Te ayudará llegar con estos conocimientos y habilidades:',
      knowledge: [
        'Aritmética, álgebra y geometría básicas.',
        'Comprensión de lectura y redacción de textos breves en español.',
        'Nociones de ciencias naturales y de historia y geografía de México.',
        'Vocabulario y expresiones básicas del inglés.',
      ],
      skills: [
        'Organizar tu tiempo para cumplir con tareas y entregas.',
        'Usar una computadora para buscar información y elaborar documentos sencillos.',
        'Seguir instrucciones y resolver problemas paso a paso.',
        'Trabajar en equipo y respetar las opiniones de los demás.',
      ],
    },
    egreso: {
      image: media.bachilleratoProfile.egreso,
      summary: 'Al terminar el bachillerato tendrás la formación general para ingresar a la licenciatura que elijas:',
      knowledge: [
        'Álgebra, geometría, trigonometría, funciones y estadística aplicadas a problemas concretos.',
        'Fundamentos de química, física, biología y ecología.',
        'Historia de México y universal, y la estructura social y económica del país.',
        'Literatura y redacción de textos académicos.',
        'Inglés para comunicarte en situaciones cotidianas.',
      ],
      skills: [
        'Investigar un tema con método: plantear preguntas, buscar fuentes confiables y citarlas.',
        'Redactar textos académicos y exponer tus ideas en público.',
        'Usar herramientas de ofimática e internet de forma segura y responsable.',
        'Analizar información y tomar decisiones con criterio ético.',
      ],
    },
  },
  studyPlan: {
    downloadUrl: 'https://drive.example.com/uc?export=download&id=plan-de-estudios-bachillerato',
    previewUrl: 'https://drive.example.com/file/d/plan-de-estudios-bachillerato/view',
  },
}
