import { programHeroPhoto } from '../media.ts'
import { curriculum } from './periods.ts'
import type { ProgramFacts } from './types.ts'

/** spec §2.13, §3.3, §9: Licenciatura en Comunicación Social, 9 cuatrimestres with 5,5,5,5,5,5,6,5,5 subjects. */
export const comunicacion: ProgramFacts = {
  page: {
    title: 'Licenciatura en Comunicación Social',
    description:
      'Licenciatura en Comunicación Social en 9 cuatrimestres: periodismo, radio, televisión, medios digitales, publicidad y comunicación organizacional.',
  },
  tagline: 'Informa, produce y comunica con responsabilidad en medios tradicionales y digitales.',
  heroImage: programHeroPhoto('comunicacion', 'la Licenciatura en Comunicación Social'),
  blurb: [
    'La Licenciatura en Comunicación Social te prepara para investigar, producir y difundir mensajes en prensa, radio, televisión y medios digitales, y para gestionar la comunicación de empresas e instituciones.',
    'En nueve cuatrimestres estudias teoría de la comunicación, géneros periodísticos, producción radiofónica y audiovisual, fotografía, diseño, publicidad, relaciones públicas, comunicación política y derecho de la información.',
    'Al egresar puedes trabajar como periodista, productor de contenidos, responsable de comunicación institucional o estratega en publicidad y redes sociales.',
  ],
  periodUnit: 'cuatrimestre',
  periods: curriculum('cuatrimestre', [
    [
      'Teoría de la Comunicación',
      'Redacción y Estilo',
      'Historia de los Medios de Comunicación',
      'Sociología',
      'Fotografía Básica',
    ],
    ['Semiótica', 'Géneros Periodísticos Informativos', 'Psicología Social', 'Comunicación Visual', 'Expresión Oral'],
    [
      'Géneros Periodísticos de Opinión',
      'Producción Radiofónica',
      'Diseño Gráfico',
      'Opinión Pública',
      'Metodología de la Investigación',
    ],
    [
      'Producción Audiovisual',
      'Periodismo Digital',
      'Publicidad',
      'Comunicación Organizacional',
      'Investigación de la Comunicación',
    ],
    ['Guionismo', 'Fotoperiodismo', 'Relaciones Públicas', 'Mercadotecnia', 'Análisis del Discurso'],
    [
      'Producción de Televisión',
      'Edición Digital de Audio y Video',
      'Comunicación Política',
      'Comunicación Estratégica en Redes Sociales',
      'Derecho de la Información',
    ],
    [
      'Periodismo de Investigación',
      'Campañas Publicitarias',
      'Comunicación Institucional',
      'Producción Multimedia',
      'Locución y Conducción',
      'Ética Periodística',
    ],
    [
      'Documental',
      'Comunicación en Situaciones de Crisis',
      'Comunicación para el Desarrollo Social',
      'Emprendimiento en Medios',
      'Seminario de Investigación',
    ],
    [
      'Dirección de Proyectos de Comunicación',
      'Estudios de Audiencias',
      'Comunicación Intercultural',
      'Práctica Profesional',
      'Seminario de Titulación',
    ],
  ]),
  profiles: {
    ingreso: {
      summary: 'Para ingresar necesitas el certificado de bachillerato. Te ayudará llegar con estos conocimientos y habilidades:',
      knowledge: [
        'Redacción y ortografía correctas en español.',
        'Cultura general y seguimiento de la actualidad local, nacional e internacional.',
        'Uso básico de computadora, internet y redes sociales.',
      ],
      skills: [
        'Expresarte con claridad por escrito y frente a otras personas.',
        'Observar tu entorno y hacer preguntas.',
        'Trabajar en equipo y cumplir con fechas de entrega.',
      ],
    },
    egreso: {
      summary: 'Al egresar podrás crear y dirigir la comunicación en medios, empresas e instituciones:',
      knowledge: [
        'Teorías de la comunicación y de la opinión pública.',
        'Géneros periodísticos y lenguajes de la radio, la televisión y los medios digitales.',
        'Publicidad, mercadotecnia y relaciones públicas.',
        'Marco legal y ética de la información en México.',
      ],
      skills: [
        'Investigar, verificar y redactar noticias, reportajes y artículos de opinión.',
        'Producir contenidos de audio, video, fotografía y multimedia.',
        'Diseñar campañas y planes de comunicación para una organización.',
        'Analizar audiencias y medir el resultado de una estrategia de comunicación.',
      ],
    },
  },
  studyPlan: {
    downloadUrl: 'https://drive.example.com/uc?export=download&id=plan-de-estudios-comunicacion-social',
    previewUrl: 'https://drive.example.com/file/d/plan-de-estudios-comunicacion-social/view',
  },
}
