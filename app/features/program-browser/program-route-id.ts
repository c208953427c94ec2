import { programs } from '#content/programs/programs.ts'
import type { Program, ProgramSlug } from '#content/programs/types.ts'
import { paths } from '#contracts/site-paths.ts'

const PREFIX = 'program-'

/**
 * The route id of a programme page. app/routes.ts registers the one programme route module once
 * per programme under this id, and the module finds its programme by it.
 */
export function programRouteId(slug: ProgramSlug): string {
  return `${PREFIX}${slug}`
}

/** The programme a route id was registered for, if any. */
export function programForRouteId(routeId: string | undefined): Program | undefined {
  return programs.find((program) => programRouteId(program.slug) === routeId)
}

/** A programme's path relative to the /inicio layout route it is nested in (spec §2.1). */
export function programRoutePath(program: Program): string {
  const layoutPrefix = `${paths.home}/`
  if (!program.page.path.startsWith(layoutPrefix)) {
    throw new Error(`La ruta de ${program.slug} no está bajo ${paths.home}: ${program.page.path}`)
  }
  return program.page.path.slice(layoutPrefix.length)
}
