/** Content with a page of its own under /inicio (a programme, a campus). */
export interface RoutedContent {
  readonly slug: string
}

/** The route id under which app/routes.ts registers the page of one item of a kind. */
export function dataRouteId(kind: string, slug: string): string {
  return `${kind}-${slug}`
}

/**
 * One route module serving many pages of one kind (the eleven programmes, the eight campuses).
 * app/routes.ts registers the module once per item, each under its own route id and static path
 * rather than as a param route: every page is prerendered, the paths may differ in shape, and an
 * unknown path never reaches the module but falls through to the not-found route. The module
 * finds its item by the route id of the leaf match.
 */
export function routesFromData<Item extends RoutedContent>(kind: string, items: readonly Item[]) {
  const forRouteId = (id: string | undefined): Item | undefined => items.find((item) => dataRouteId(kind, item.slug) === id)

  return {
    forRouteId,
    /** The item of the route being rendered (the leaf match); throws if the module was registered wrongly. */
    current(matches: readonly { id: string }[]): Item {
      const id = matches.at(-1)?.id
      const item = forRouteId(id)
      if (!item) throw new Error(`Ninguna página de tipo ${kind} tiene la ruta ${id ?? '(ninguna)'}`)
      return item
    },
  }
}
