import { programHeroPhoto } from '../media.ts'
import { curriculum } from './periods.ts'
import type { ProgramFacts } from './types.ts'

/** spec §2.13, §3.3, §9: Licenciatura en Ciencias de la Educación, 9 cuatrimestres of 4 subjects. */
export const educacion: ProgramFacts = {
  page: {
    title: 'Licenciatura en Ciencias de la Educación',
    description:
      'Licenciatura en Ciencias de la Educación en 9 cuatrimestres: didáctica, diseño curricular, evaluación, orientación y gestión educativa.',
  },
  tagline: 'Forma, orienta y gestiona procesos educativos en escuelas y organizaciones.',
  heroImage: programHeroPhoto('educacion', 'la Licenciatura en Ciencias de la Educación'),
  blurb: [
    'La Licenciatura en Ciencias de la Educación estudia cómo se aprende y cómo se enseña, y te prepara para planear, impartir y evaluar procesos educativos.',
    'A lo largo de nueve cuatrimestres cursas psicología y sociología de la educación, didáctica, diseño curricular, evaluación del aprendizaje, orientación educativa, educación inclusiva y administración de instituciones educativas, con investigación educativa en cada etapa.',
    'Al egresar puedes trabajar en la docencia, la orientación, la capacitación de personal o la gestión de centros escolares.',
  ],
  periodUnit: 'cuatrimestre',
  periods: curriculum('cuatrimestre', [
    [
      'Introducción a las Ciencias de la Educación',
      'Filosofía de la Educación',
      'Teorías del Aprendizaje',
      'Comunicación Oral y Escrita',
    ],
    [
      'Psicología del Desarrollo',
      'Historia de la Educación en México',
      'Sociología de la Educación',
      'Metodología de la Investigación',
    ],
    [
      'Didáctica General',
      'Psicología Educativa',
      'Estadística Aplicada a la Educación',
      'Tecnologías de la Información en la Educación',
    ],
    ['Planeación Didáctica', 'Teoría Curricular', 'Política y Legislación Educativa', 'Investigación Educativa I'],
    ['Diseño Curricular', 'Evaluación del Aprendizaje', 'Educación Inclusiva', 'Investigación Educativa II'],
    [
      'Orientación Educativa y Vocacional',
      'Diseño de Materiales Didácticos',
      'Educación de Adultos',
      'Administración de Instituciones Educativas',
    ],
    ['Educación a Distancia', 'Supervisión Escolar', 'Evaluación Institucional', 'Seminario de Investigación I'],
    [
      'Formación y Actualización Docente',
      'Desarrollo de Proyectos Educativos',
      'Ética Profesional Docente',
      'Seminario de Investigación II',
    ],
    ['Innovación Educativa', 'Liderazgo Educativo', 'Práctica Profesional', 'Seminario de Titulación'],
  ]),
  profiles: {
    ingreso: {
      summary: 'Para ingresar necesitas el certificado de bachillerato. Te ayudará llegar con estos conocimientos y habilidades:',
      knowledge: [
        'Cultura general en ciencias sociales y humanidades.',
        'Comprensión de lectura y redacción correcta en español.',
        'Nociones básicas de estadística y manejo de datos.',
      ],
      skills: [
        'Expresarte con claridad de forma oral y escrita.',
        'Escuchar a otras personas y trabajar en equipo.',
        'Usar herramientas digitales para buscar y organizar información.',
        'Organizar tu tiempo y estudiar de forma autónoma.',
      ],
    },
    egreso: {
      summary: 'Al egresar podrás diseñar, impartir, evaluar y dirigir procesos educativos:',
      knowledge: [
        'Teorías del aprendizaje y del desarrollo humano, y sus implicaciones para la enseñanza.',
        'Didáctica, planeación y diseño curricular.',
        'Métodos de evaluación del aprendizaje y de instituciones educativas.',
        'Legislación y política educativa en México.',
        'Metodología de la investigación educativa.',
      ],
      skills: [
        'Planear clases y programas de estudio con objetivos, actividades y evaluación congruentes.',
        'Elaborar materiales didácticos, presenciales y en línea.',
        'Orientar a estudiantes en su trayectoria escolar y vocacional.',
        'Coordinar proyectos y equipos en una institución educativa.',
        'Diseñar y llevar a cabo una investigación sobre un problema educativo.',
      ],
    },
  },
  studyPlan: {
    downloadUrl: 'https://drive.example.com/uc?export=download&id=plan-de-estudios-ciencias-de-la-educacion',
    previewUrl: 'https://drive.example.com/file/d/plan-de-estudios-ciencias-de-la-educacion/view',
  },
}
