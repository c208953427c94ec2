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
 * The eleven programme pages, in the order of their records (catalog.ts). The route table and the
 * prerender list are built from this list, so adding a programme means its record in catalog.ts,
 * its page module (content and hero photo) and a line here; a test keeps both lists in step.
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
