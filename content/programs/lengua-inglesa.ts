import { programHeroPhoto } from '../media.ts'
import { curriculum } from './periods.ts'
import type { ProgramFacts } from './types.ts'

/**
 * spec §2.13, §3.3, §9: Licenciatura en Enseñanza en Lengua Inglesa, 9 periods of 4 subjects,
 * with Fundamentos del Idioma Inglés I to VIII and Traducción I to III. The spec calls them
 * "terms"; like every licenciatura of the institute they are cuatrimestres.
 */
export const lenguaInglesa: ProgramFacts = {
  page: {
    title: 'Licenciatura en Enseñanza en Lengua Inglesa',
    description:
      'Licenciatura en Enseñanza en Lengua Inglesa en 9 cuatrimestres: dominio del idioma, metodología de la enseñanza, traducción y práctica docente.',
  },
  tagline: 'Domina el inglés y aprende a enseñarlo a niños, jóvenes y adultos.',
  heroImage: programHeroPhoto('lengua-inglesa', 'la Licenciatura en Enseñanza en Lengua Inglesa'),
  blurb: [
    'La Licenciatura en Enseñanza en Lengua Inglesa combina el estudio del idioma con la formación docente: durante ocho cuatrimestres cursas Fundamentos del Idioma Inglés y, a la par, lingüística, didáctica y metodología de la enseñanza de lenguas.',
    'El plan incluye tres cursos de traducción, evaluación del aprendizaje de lenguas, enseñanza a niños y con fines específicos, y dos periodos de práctica docente.',
    'Al egresar puedes dar clases de inglés en escuelas de todos los niveles y en centros de idiomas, diseñar cursos y materiales, o trabajar en traducción.',
  ],
  periodUnit: 'cuatrimestre',
  periods: curriculum('cuatrimestre', [
    [
      'Fundamentos del Idioma Inglés I',
      'Fonética y Fonología del Inglés',
      'Introducción a la Lingüística',
      'Comunicación Oral y Escrita en Español',
    ],
    [
      'Fundamentos del Idioma Inglés II',
      'Teorías del Aprendizaje',
      'Psicología del Desarrollo',
      'Cultura de los Países de Habla Inglesa',
    ],
    [
      'Fundamentos del Idioma Inglés III',
      'Gramática Inglesa',
      'Adquisición de Segundas Lenguas',
      'Didáctica General',
    ],
    [
      'Fundamentos del Idioma Inglés IV',
      'Metodología de la Enseñanza del Inglés I',
      'Literatura en Lengua Inglesa',
      'Tecnologías Aplicadas a la Enseñanza de Idiomas',
    ],
    [
      'Fundamentos del Idioma Inglés V',
      'Metodología de la Enseñanza del Inglés II',
      'Traducción I',
      'Diseño de Materiales Didácticos',
    ],
    [
      'Fundamentos del Idioma Inglés VI',
      'Traducción II',
      'Evaluación del Aprendizaje de Lenguas',
      'Enseñanza del Inglés a Niños',
    ],
    ['Fundamentos del Idioma Inglés VII', 'Traducción III', 'Diseño de Cursos de Inglés', 'Investigación Educativa'],
    [
      'Fundamentos del Idioma Inglés VIII',
      'Enseñanza del Inglés con Fines Específicos',
      'Práctica Docente I',
      'Seminario de Investigación',
    ],
    ['Práctica Docente II', 'Administración de Programas de Idiomas', 'Ética Profesional Docente', 'Seminario de Titulación'],
  ]),
  profiles: {
    ingreso: {
      summary: 'Para ingresar necesitas el certificado de bachillerato. Te ayudará llegar con estos conocimientos y habilidades:',
      knowledge: [
        'Gramática y vocabulario básicos del inglés.',
        'Comprensión de lectura y redacción correcta en español.',
        'Cultura general en humanidades y ciencias sociales.',
      ],
      skills: [
        'Comprender textos y conversaciones sencillas en inglés.',
        'Expresarte con claridad frente a un grupo.',
        'Estudiar de forma constante y autónoma, también con recursos en línea.',
      ],
    },
    egreso: {
      summary: 'Al egresar podrás enseñar inglés y usarlo en tu trabajo con seguridad:',
      knowledge: [
        'Gramática, fonética y uso del inglés en contextos académicos y profesionales.',
        'Teorías de adquisición de segundas lenguas y métodos de enseñanza de idiomas.',
        'Evaluación del aprendizaje de una lengua.',
        'Técnicas de traducción entre inglés y español.',
        'Cultura y literatura de los países de habla inglesa.',
      ],
      skills: [
        'Comunicarte en inglés de forma oral y escrita.',
        'Planear e impartir clases de inglés para niños, jóvenes y adultos.',
        'Diseñar cursos, materiales y exámenes de idioma.',
        'Traducir textos generales y técnicos entre inglés y español.',
      ],
    },
  },
  studyPlan: {
    downloadUrl: 'https://drive.example.com/uc?export=download&id=plan-de-estudios-lengua-inglesa',
    previewUrl: 'https://drive.example.com/file/d/plan-de-estudios-lengua-inglesa/view',
  },
}
