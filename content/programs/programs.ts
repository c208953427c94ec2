import { administracion } from './administracion.ts'
import { bachillerato } from './bachillerato.ts'
import { comunicacion } from './comunicacion.ts'
import { contador } from './contador.ts'
import { derecho } from './derecho.ts'
import { educacion } from './educacion.ts'
import { expresion } from './expresion.ts'
import { gestion } from './gestion.ts'
import { juiciosOrales } from './juicios-orales.ts'
import { lenguaInglesa } from './lengua-inglesa.ts'
import { pedagogia } from './pedagogia.ts'
import type { Program } from './types.ts'

/**
 * The eleven programme records, in the order of spec §2.1. The route table, the prerender list, the
 * sitemap, the EDUCACIÓN menus and the home slider are built from this list, so adding a programme
 * means adding its module (content and hero photo) and a line here.
 */
export const programs: readonly Program[] = [
  bachillerato,
  educacion,
  lenguaInglesa,
  derecho,
  comunicacion,
  administracion,
  expresion,
  contador,
  pedagogia,
  juiciosOrales,
  gestion,
]
