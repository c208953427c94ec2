import { programHeroPhoto } from '../media.ts'
import { bachillerato } from './bachillerato.ts'
import { curriculum } from './periods.ts'
import type { ProgramFacts } from './types.ts'

/**
 * spec §2.13, §3.3, §9: Licenciatura en Contador Auditor, 9 cuatrimestres of 4 subjects.
 * spec §2.13 records that its study-plan links open the bachillerato document: the seed starts
 * from the bachillerato's links; once published, each programme's links are edited on their own.
 */
export const contador: ProgramFacts = {
  page: {
    title: 'Licenciatura en Contador Auditor',
    description:
      'Licenciatura en Contador Auditor en 9 cuatrimestres: contabilidad, costos, impuestos, auditoría financiera y fiscal, y finanzas.',
  },
  tagline: 'Registra, analiza y audita la información financiera de las organizaciones.',
  heroImage: programHeroPhoto('contador', 'la Licenciatura de Contador Auditor'),
  blurb: [
    'La Licenciatura en Contador Auditor te forma para llevar la contabilidad de personas y empresas, calcular y cumplir sus obligaciones fiscales y revisar su información financiera.',
    'En nueve cuatrimestres estudias contabilidad básica a avanzada, costos, Normas de Información Financiera, impuestos de personas físicas y morales, control interno, auditoría financiera, fiscal e integral, contabilidad gubernamental y finanzas.',
    'Al egresar puedes trabajar en un despacho contable, en el área de finanzas de una empresa o institución pública, o ejercer de forma independiente.',
  ],
  periodUnit: 'cuatrimestre',
  periods: curriculum('cuatrimestre', [
    ['Fundamentos de Contabilidad', 'Matemáticas Aplicadas a los Negocios', 'Administración General', 'Introducción al Derecho'],
    ['Contabilidad Intermedia', 'Estadística para los Negocios', 'Microeconomía', 'Derecho Mercantil'],
    ['Contabilidad Avanzada', 'Contabilidad de Costos I', 'Macroeconomía', 'Derecho Laboral y Seguridad Social'],
    ['Contabilidad de Costos II', 'Normas de Información Financiera', 'Matemáticas Financieras', 'Derecho Fiscal'],
    [
      'Impuestos de Personas Morales',
      'Auditoría I',
      'Análisis e Interpretación de Estados Financieros',
      'Sistemas de Información Contable',
    ],
    ['Impuestos de Personas Físicas', 'Auditoría II', 'Control Interno', 'Finanzas Corporativas'],
    ['Impuesto al Valor Agregado y Otras Contribuciones', 'Auditoría Fiscal', 'Contabilidad Gubernamental', 'Presupuestos'],
    [
      'Dictamen de Estados Financieros',
      'Planeación Fiscal',
      'Evaluación de Proyectos de Inversión',
      'Ética Profesional del Contador',
    ],
    ['Auditoría Integral', 'Normas Internacionales de Información Financiera', 'Práctica Profesional', 'Seminario de Titulación'],
  ]),
  profiles: {
    ingreso: {
      summary: 'Para ingresar necesitas el certificado de bachillerato. Te ayudará llegar con estos conocimientos y habilidades:',
      knowledge: [
        'Aritmética, álgebra y porcentajes.',
        'Comprensión de lectura y redacción correcta en español.',
        'Uso básico de hojas de cálculo.',
      ],
      skills: [
        'Trabajar con números de forma ordenada y precisa.',
        'Revisar tu propio trabajo y detectar errores.',
        'Cumplir con fechas límite.',
      ],
    },
    egreso: {
      summary: 'Al egresar podrás llevar, analizar y revisar la información financiera y fiscal de una organización:',
      knowledge: [
        'Normas de Información Financiera mexicanas e internacionales.',
        'Contabilidad financiera, de costos y gubernamental.',
        'Impuestos de personas físicas y morales, y sus obligaciones ante la autoridad fiscal.',
        'Normas y procedimientos de auditoría y de control interno.',
      ],
      skills: [
        'Preparar, analizar e interpretar estados financieros.',
        'Calcular impuestos y presentar declaraciones.',
        'Planear y ejecutar auditorías, y redactar sus informes.',
        'Elaborar presupuestos y evaluar proyectos de inversión.',
      ],
    },
  },
  studyPlan: bachillerato.studyPlan,
}
