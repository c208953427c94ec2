import { programHeroPhoto } from '../media.ts'
import { curriculum } from './periods.ts'
import type { ProgramFacts } from './types.ts'

/** spec §2.13, §3.3, §9: Licenciatura en Administración de Empresas, 9 cuatrimestres with 5,5,5,5,5,5,6,5,5 subjects. */
export const administracion: ProgramFacts = {
  page: {
    title: 'Licenciatura en Administración de Empresas',
    description:
      'Licenciatura en Administración de Empresas en 9 cuatrimestres: finanzas, mercadotecnia, recursos humanos, producción y planeación estratégica.',
  },
  tagline: 'Planea, organiza y dirige empresas y proyectos propios.',
  heroImage: programHeroPhoto('administracion', 'la Licenciatura en Administración de Empresas'),
  blurb: [
    'La Licenciatura en Administración de Empresas te prepara para dirigir las áreas de una organización y para emprender tu propio negocio.',
    'En nueve cuatrimestres estudias contabilidad, economía, derecho mercantil, laboral y fiscal, estadística, recursos humanos, mercadotecnia, finanzas, producción y logística, y cierras con planeación estratégica, evaluación de proyectos y consultoría.',
    'Al egresar puedes trabajar en la administración de empresas privadas, instituciones públicas y organizaciones sociales, o iniciar tu propia empresa.',
  ],
  periodUnit: 'cuatrimestre',
  periods: curriculum('cuatrimestre', [
    [
      'Fundamentos de Administración',
      'Contabilidad Básica',
      'Matemáticas para los Negocios',
      'Introducción a la Economía',
      'Comunicación Oral y Escrita',
    ],
    ['Proceso Administrativo', 'Contabilidad Intermedia', 'Microeconomía', 'Derecho Mercantil', 'Estadística Descriptiva'],
    [
      'Comportamiento Organizacional',
      'Contabilidad de Costos',
      'Macroeconomía',
      'Derecho Laboral',
      'Estadística Inferencial',
    ],
    [
      'Administración de Recursos Humanos',
      'Fundamentos de Mercadotecnia',
      'Matemáticas Financieras',
      'Derecho Fiscal',
      'Sistemas de Información Administrativa',
    ],
    [
      'Administración Financiera',
      'Investigación de Mercados',
      'Administración de la Producción',
      'Desarrollo Organizacional',
      'Metodología de la Investigación',
    ],
    [
      'Finanzas Corporativas',
      'Mercadotecnia Estratégica',
      'Logística y Cadena de Suministro',
      'Gestión de la Calidad',
      'Auditoría Administrativa',
    ],
    [
      'Planeación Estratégica',
      'Presupuestos',
      'Evaluación de Proyectos de Inversión',
      'Comercio Internacional',
      'Administración de Ventas',
      'Negociación',
    ],
    [
      'Dirección de Empresas',
      'Emprendimiento y Plan de Negocios',
      'Administración de Pequeñas y Medianas Empresas',
      'Ética Empresarial',
      'Seminario de Investigación',
    ],
    [
      'Consultoría Empresarial',
      'Simulación de Negocios',
      'Responsabilidad Social Empresarial',
      'Práctica Profesional',
      'Seminario de Titulación',
    ],
  ]),
  profiles: {
    ingreso: {
      summary: 'Para ingresar necesitas el certificado de bachillerato. Te ayudará llegar con estos conocimientos y habilidades:',
      knowledge: [
        'Aritmética, álgebra y nociones de estadística.',
        'Comprensión de lectura y redacción correcta en español.',
        'Nociones de economía y del funcionamiento de una empresa.',
      ],
      skills: [
        'Resolver problemas con números y datos.',
        'Organizar tu tiempo y tus actividades.',
        'Comunicarte con claridad y trabajar en equipo.',
      ],
    },
    egreso: {
      summary: 'Al egresar podrás administrar los recursos de una organización y tomar decisiones con información:',
      knowledge: [
        'Proceso administrativo y teoría de las organizaciones.',
        'Contabilidad, costos, finanzas y presupuestos.',
        'Mercadotecnia, ventas e investigación de mercados.',
        'Gestión del personal, de la producción y de la cadena de suministro.',
        'Marco legal mercantil, laboral y fiscal de la empresa en México.',
      ],
      skills: [
        'Elaborar planes estratégicos, presupuestos y planes de negocio.',
        'Interpretar estados financieros y evaluar proyectos de inversión.',
        'Dirigir equipos de trabajo y negociar con clientes y proveedores.',
        'Diagnosticar una organización y proponer mejoras.',
      ],
    },
  },
  studyPlan: {
    downloadUrl: 'https://drive.example.com/uc?export=download&id=plan-de-estudios-administracion-de-empresas',
    previewUrl: 'https://drive.example.com/file/d/plan-de-estudios-administracion-de-empresas/view',
  },
}
