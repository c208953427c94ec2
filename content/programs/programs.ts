import type { ProgramSlug } from '#contracts/site-paths.ts'
import { administracion } from './administracion.ts'
import { bachillerato } from './bachillerato.ts'
import { programEntries } from './catalog.ts'
import { comunicacion } from './comunicacion.ts'
import { contador } from './contador.ts'
import { defineProgram } from './define-program.ts'
import { derecho } from './derecho.ts'
import { educacion } from './educacion.ts'
import { expresion } from './expresion.ts'
import { gestion } from './gestion.ts'
import { juiciosOrales } from './juicios-orales.ts'
import { lenguaInglesa } from './lengua-inglesa.ts'
import { pedagogia } from './pedagogia.ts'
import type { Program, ProgramFacts } from './types.ts'

/**
 * The seed of each programme's `programa` record, by slug (issue 37): what a fresh database
 * publishes (content/content-seed.ts). Adding a programme means its slug in
 * contracts/site-paths.ts, its entry in catalog.ts, its module (content and hero photo) and a line
 * here; the types keep them in step.
 */
export const programRecords: Readonly<Record<ProgramSlug, ProgramFacts>> = {
  bachillerato,
  educacion,
  'lengua-inglesa': lenguaInglesa,
  derecho,
  comunicacion,
  administracion,
  expresion,
  contador,
  pedagogia,
  'juicios-orales': juiciosOrales,
  gestion,
}

/**
 * The eleven programme pages as the seed shows them, in the catalogue's order: the prerender list
 * (app/config/prerender.ts), the media manifest's checks and the tests read them. The pages
 * themselves read their published record (app/routes/program.tsx).
 */
export const programs: readonly Program[] = programEntries.map((entry) => defineProgram(entry, programRecords[entry.slug]))

/** The seed's page of the programme with this slug. */
export function programBySlug(slug: ProgramSlug): Program {
  const found = programs.find((program) => program.slug === slug)
  if (!found) throw new Error(`No hay programa ${slug}`)
  return found
}
