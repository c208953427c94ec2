/**
 * The route id under which app/routes.ts registers the page of one item of a kind (a programme,
 * a campus). One route module serves every page of its kind: app/routes.ts registers it once per
 * item, each under its own route id and static path rather than as a param route: every page is
 * prerendered, the paths may differ in shape, and an unknown path never reaches the module but
 * falls through to the not-found route. The module's loader finds its item's record by the last
 * segment of the path, the record's key.
 */
export function dataRouteId(kind: string, slug: string): string {
  return `${kind}-${slug}`
}
