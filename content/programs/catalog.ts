import { programEntry } from './define-program.ts'

/**
 * The eleven programme records (spec §2.1, §3.1), in the spec's order: what names a programme and
 * where its page is (its slug's level, contracts/site-paths.ts). The route table, the prerender
 * list, the sitemap, the EDUCACIÓN menus, the home slider and the RVOE lookups read these; each
 * programme's page content is a `programa` record staff publish, keyed by the slug (issue 37), whose
 * seed is the module `<slug>.ts`: the menus every page loads never carry the curricula.
 */
export const programCatalog = {
  bachillerato: programEntry({
    slug: 'bachillerato',
    carrera: 'Preparatoria Bachillerato General',
    name: 'Bachillerato General',
    shortName: 'Bachillerato General',
    credential: 'Certificado de Bachillerato General',
  }),
  educacion: programEntry({
    slug: 'educacion',
    carrera: 'Ciencias de la Educacion',
    name: 'Licenciatura en Ciencias de la Educación',
    shortName: 'Ciencias de la Educación',
    credential: 'Título de Licenciatura en Ciencias de la Educación',
  }),
  lenguaInglesa: programEntry({
    slug: 'lengua-inglesa',
    carrera: 'Ensenanza en Lengua Inglesa',
    name: 'Licenciatura en Enseñanza en Lengua Inglesa',
    shortName: 'Enseñanza en Lengua Inglesa',
    credential: 'Título de Licenciatura en Enseñanza en Lengua Inglesa',
  }),
  derecho: programEntry({
    slug: 'derecho',
    carrera: 'Derecho',
    name: 'Licenciatura en Derecho',
    shortName: 'Derecho',
    credential: 'Título de Licenciatura en Derecho',
  }),
  comunicacion: programEntry({
    slug: 'comunicacion',
    carrera: 'Comunicacion Social',
    name: 'Licenciatura en Comunicación Social',
    shortName: 'Comunicación Social',
    credential: 'Título de Licenciatura en Comunicación Social',
  }),
  administracion: programEntry({
    slug: 'administracion',
    carrera: 'Administracion de Empresas',
    name: 'Licenciatura en Administración de Empresas',
    shortName: 'Administración de Empresas',
    credential: 'Título de Licenciatura en Administración de Empresas',
  }),
  expresion: programEntry({
    slug: 'expresion',
    carrera: 'Expresion Artistica',
    name: 'Licenciatura en Expresión Artística',
    shortName: 'Expresión Artística',
    credential: 'Título de Licenciatura en Expresión Artística',
  }),
  contador: programEntry({
    slug: 'contador',
    carrera: 'Contador Auditor',
    name: 'Licenciatura en Contador Auditor',
    shortName: 'Contador Auditor',
    credential: 'Título de Licenciatura en Contador Auditor',
  }),
  pedagogia: programEntry({
    slug: 'pedagogia',
    carrera: 'Pedagogia',
    name: 'Maestría en Pedagogía',
    shortName: 'Pedagogía',
    credential: 'Grado de Maestría en Pedagogía',
  }),
  juiciosOrales: programEntry({
    slug: 'juicios-orales',
    carrera: 'Juicios Orales',
    name: 'Maestría en Juicios Orales',
    shortName: 'Juicios Orales',
    credential: 'Grado de Maestría en Juicios Orales',
  }),
  gestion: programEntry({
    slug: 'gestion',
    carrera: 'Doctorado Gestion Educativa',
    name: 'Doctorado en Gestión Educativa',
    shortName: 'Gestión Educativa',
    credential: 'Grado de Doctorado en Gestión Educativa',
  }),
}

/** The records in the spec's order. */
export const programEntries = Object.values(programCatalog)
