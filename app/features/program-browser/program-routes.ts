import { routesFromData } from '#app/lib/routes-from-data.ts'
import { programs } from '#content/programs/programs.ts'

/** The eleven programme pages: one route module registered per programme (spec §2.1, §2.13). */
export const programRoutes = routesFromData('program', programs)
