import { routesFromData } from '#app/lib/routes-from-data.ts'
import { campuses } from '#content/campuses.ts'

/** The eight campus pages: one route module registered per campus (spec §2.1, §2.7). */
export const campusRoutes = routesFromData('campus', campuses)
