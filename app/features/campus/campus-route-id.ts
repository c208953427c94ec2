import { campuses, type Campus, type CampusSlug } from '#content/campuses.ts'
import { paths } from '#contracts/site-paths.ts'

const PREFIX = 'campus-'

/**
 * The route id of a campus page. app/routes.ts registers the one campus route module once per
 * campus under this id, and the module finds its campus by it.
 */
export function campusRouteId(slug: CampusSlug): string {
  return `${PREFIX}${slug}`
}

/** The campus a route id was registered for, if any. */
export function campusForRouteId(routeId: string | undefined): Campus | undefined {
  return campuses.find((campus) => campusRouteId(campus.slug) === routeId)
}

/** A campus page's path relative to the /inicio layout route it is nested in (spec §2.1). */
export function campusRoutePath(campus: Campus): string {
  const layoutPrefix = `${paths.home}/`
  if (!campus.page.path.startsWith(layoutPrefix)) {
    throw new Error(`La ruta de ${campus.slug} no está bajo ${paths.home}: ${campus.page.path}`)
  }
  return campus.page.path.slice(layoutPrefix.length)
}
