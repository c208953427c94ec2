import { programEntry } from './define-program.ts'

/**
 * The eleven programme records (spec §2.1, §3.1), in the spec's order: what names a programme and
 * where its page is. The route table, the prerender list, the sitemap, the EDUCACIÓN menus, the
 * home slider and the RVOE lookups read these; each programme's page content lives in its own
 * module (`<slug>.ts`), so the menus every page loads never carry the curricula.
 */
export const programCatalog = {
  bachillerato: programEntry({
    slug: 'bachillerato',
    carrera: 'Preparatoria Bachillerato General',
    level: 'bachillerato',
    name: 'Bachillerato General',
    shortName: 'Bachillerato General',
    credential: 'Certificado de Bachillerato General',
  }),
  educacion: programEntry({
    slug: 'educacion',
    carrera: 'Ciencias de la Educacion',
    level: 'licenciatura',
    name: 'Licenciatura en Ciencias de la Educación',
    shortName: 'Ciencias de la Educación',
    credential: 'Título de Licenciatura en Ciencias de la Educación',
  }),
  lenguaInglesa: programEntry({
    slug: 'lengua-inglesa',
    carrera: 'Ensenanza en Lengua Inglesa',
    level: 'licenciatura',
    name: 'Licenciatura en Enseñanza en Lengua Inglesa',
    shortName: 'Enseñanza en Lengua Inglesa',
    credential: 'Título de Licenciatura en Enseñanza en Lengua Inglesa',
  }),
  derecho: programEntry({
    slug: 'derecho',
    carrera: 'Derecho',
    level: 'licenciatura',
    name: 'Licenciatura en Derecho',
    shortName: 'Derecho',
    credential: 'Título de Licenciatura en Derecho',
  }),
  comunicacion: programEntry({
    slug: 'comunicacion',
    carrera: 'Comunicacion Social',
    level: 'licenciatura',
    name: 'Licenciatura en Comunicación Social',
    shortName: 'Comunicación Social',
    credential: 'Título de Licenciatura en Comunicación Social',
  }),
  administracion: programEntry({
    slug: 'administracion',
    carrera: 'Administracion de Empresas',
    level: 'licenciatura',
    name: 'Licenciatura en Administración de Empresas',
    shortName: 'Administración de Empresas',
    credential: 'Título de Licenciatura en Administración de Empresas',
  }),
  expresion: programEntry({
    slug: 'expresion',
    carrera: 'Expresion Artistica',
    level: 'licenciatura',
    name: 'Licenciatura en Expresión Artística',
    shortName: 'Expresión Artística',
    credential: 'Título de Licenciatura en Expresión Artística',
  }),
  contador: programEntry({
    slug: 'contador',
    carrera: 'Contador Auditor',
    level: 'licenciatura',
    name: 'Licenciatura en Contador Auditor',
    shortName: 'Contador Auditor',
    credential: 'Título de Licenciatura en Contador Auditor',
  }),
  pedagogia: programEntry({
    slug: 'pedagogia',
    carrera: 'Pedagogia',
    level: 'maestria',
    name: 'Maestría en Pedagogía',
    shortName: 'Pedagogía',
    credential: 'Grado de Maestría en Pedagogía',
  }),
  juiciosOrales: programEntry({
    slug: 'juicios-orales',
    carrera: 'Juicios Orales',
    level: 'maestria',
    name: 'Maestría en Juicios Orales',
    shortName: 'Juicios Orales',
    credential: 'Grado de Maestría en Juicios Orales',
  }),
  gestion: programEntry({
    slug: 'gestion',
    carrera: 'Doctorado Gestion Educativa',
    level: 'doctorado',
    name: 'Doctorado en Gestión Educativa',
    shortName: 'Gestión Educativa',
    credential: 'Grado de Doctorado en Gestión Educativa',
  }),
}

/** The records in the spec's order. */
export const programEntries = Object.values(programCatalog)
