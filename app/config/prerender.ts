import { paths } from '#contracts/site-paths.ts'
import { campuses } from '#content/campuses.ts'
import { programs } from '#content/programs/programs.ts'

/**
 * The routes whose screens are built, each prerendered to its own HTML file.
 * A path joins this list in the same change that registers its route in `app/routes.ts`.
 */
export const PRERENDERED_PATHS = [
  paths.home,
  paths.mantenimiento,
  paths.verificacion,
  paths.contactanos,
  paths.genera,
  paths.avisoPrivacidad,
  paths.documentos,
  // The certificate page only without a folio: a folio is known only when the page is asked for.
  paths.certificateWithoutFolio,
  ...programs.map((program) => program.page.path),
  ...campuses.map((campus) => campus.page.path),
  paths.conocenos,
  paths.deportes,
  paths.cultura,
] as const
