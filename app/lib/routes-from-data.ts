import { paths } from '#contracts/site-paths.ts'

/** Content with a page of its own under /inicio (a programme, a campus). */
export interface RoutedContent {
  readonly slug: string
  readonly page: { readonly path: string }
}

/** What app/routes.ts needs to register one page: its path relative to /inicio and its route id. */
export interface DataRouteEntry {
  readonly path: string
  readonly id: string
}

/**
 * One route module serving many pages of one kind (the eleven programmes, the eight campuses).
 * app/routes.ts registers the module once per item, each under its own route id and static path
 * rather than as a param route: every page is prerendered, the paths may differ in shape, and an
 * unknown path never reaches the module but falls through to the not-found route. The module
 * finds its item by the route id of the leaf match.
 */
export function routesFromData<Item extends RoutedContent>(kind: string, items: readonly Item[]) {
  const routeId = (item: Item) => `${kind}-${item.slug}`
  const layoutPrefix = `${paths.home}/`

  const relativePath = (item: Item) => {
    if (!item.page.path.startsWith(layoutPrefix)) {
      throw new Error(`La ruta de ${item.slug} no está bajo ${paths.home}: ${item.page.path}`)
    }
    return item.page.path.slice(layoutPrefix.length)
  }

  const forRouteId = (id: string | undefined): Item | undefined => items.find((item) => routeId(item) === id)

  return {
    /** One entry per item, in order, for app/routes.ts. */
    entries: items.map((item): DataRouteEntry => ({ path: relativePath(item), id: routeId(item) })),
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
