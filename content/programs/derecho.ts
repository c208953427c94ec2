import { programHeroPhoto } from '../media.ts'
import { curriculum } from './periods.ts'
import type { ProgramFacts } from './types.ts'

/** spec §2.13, §3.3, §9: Licenciatura en Derecho, 9 cuatrimestres with 5,5,5,4,5,5,5,5,4 subjects. */
export const derecho: ProgramFacts = {
  page: {
    title: 'Licenciatura en Derecho',
    description:
      'Licenciatura en Derecho en 9 cuatrimestres: derecho civil, penal, constitucional, laboral, fiscal y mercantil, amparo y litigio oral.',
  },
  tagline: 'Conoce la ley, argumenta con solidez y defiende los derechos de las personas.',
  heroImage: programHeroPhoto('derecho', 'la Licenciatura en Derecho'),
  blurb: [
    'La Licenciatura en Derecho te forma para asesorar, representar y defender a personas, empresas e instituciones conforme al orden jurídico mexicano.',
    'En nueve cuatrimestres estudias derecho civil, penal, constitucional, administrativo, mercantil, laboral y fiscal, juicio de amparo y derecho internacional, y practicas la litigación en el sistema penal acusatorio y los medios alternativos de solución de controversias.',
    'Al egresar puedes ejercer en un despacho, en el área jurídica de una empresa, en el servicio público o en el poder judicial.',
  ],
  periodUnit: 'cuatrimestre',
  periods: curriculum('cuatrimestre', [
    [
      'Introducción al Estudio del Derecho',
      'Derecho Romano',
      'Historia del Derecho Mexicano',
      'Teoría General del Estado',
      'Metodología Jurídica',
    ],
    [
      'Derecho Civil I: Personas y Familia',
      'Derecho Constitucional',
      'Teoría General del Proceso',
      'Economía Política',
      'Lógica Jurídica',
    ],
    [
      'Derecho Civil II: Bienes y Sucesiones',
      'Derechos Humanos y sus Garantías',
      'Derecho Penal I: Parte General',
      'Derecho Administrativo I',
      'Derecho Mercantil I: Sociedades',
    ],
    [
      'Derecho Civil III: Obligaciones',
      'Derecho Penal II: Delitos en Particular',
      'Derecho Administrativo II',
      'Derecho Mercantil II: Títulos y Operaciones de Crédito',
    ],
    [
      'Derecho Civil IV: Contratos',
      'Derecho Procesal Civil',
      'Sistema Penal Acusatorio',
      'Derecho del Trabajo',
      'Derecho Fiscal',
    ],
    [
      'Derecho Procesal Penal',
      'Derecho Procesal del Trabajo',
      'Derecho Procesal Fiscal',
      'Derecho Internacional Público',
      'Derecho Agrario',
    ],
    [
      'Juicio de Amparo I',
      'Derecho Internacional Privado',
      'Derecho de la Seguridad Social',
      'Medios Alternativos de Solución de Controversias',
      'Argumentación Jurídica',
    ],
    [
      'Juicio de Amparo II',
      'Derecho Notarial y Registral',
      'Derecho Ambiental',
      'Derecho Electoral',
      'Ética y Responsabilidad Profesional',
    ],
    ['Clínica de Litigación Oral', 'Filosofía del Derecho', 'Práctica Jurídica', 'Seminario de Titulación'],
  ]),
  profiles: {
    ingreso: {
      summary: 'Para ingresar necesitas el certificado de bachillerato. Te ayudará llegar con estos conocimientos y habilidades:',
      knowledge: [
        'Historia de México y nociones de civismo y organización del Estado.',
        'Comprensión de lectura de textos extensos y redacción correcta en español.',
        'Cultura general en ciencias sociales y humanidades.',
      ],
      skills: [
        'Leer con atención y analizar argumentos.',
        'Expresar y defender tus ideas de forma oral y escrita.',
        'Organizar información y trabajar con plazos.',
      ],
    },
    egreso: {
      summary: 'Al egresar podrás asesorar y representar a tus clientes en las principales ramas del derecho:',
      knowledge: [
        'Derecho constitucional, derechos humanos y juicio de amparo.',
        'Derecho civil, familiar, mercantil, laboral, administrativo y fiscal.',
        'Derecho penal y el procedimiento penal acusatorio.',
        'Medios alternativos de solución de controversias.',
        'Ética y responsabilidad profesional del abogado.',
      ],
      skills: [
        'Interpretar leyes, jurisprudencia y contratos, y aplicarlos a un caso concreto.',
        'Redactar demandas, contestaciones, contratos y otros escritos jurídicos.',
        'Argumentar y litigar en audiencias orales.',
        'Negociar y conducir procesos de mediación y conciliación.',
      ],
    },
  },
  studyPlan: {
    downloadUrl: 'https://drive.example.com/uc?export=download&id=plan-de-estudios-derecho',
    previewUrl: 'https://drive.example.com/file/d/plan-de-estudios-derecho/view',
  },
}
