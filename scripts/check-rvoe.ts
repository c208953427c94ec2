/**
 * Runs before `react-router build` (npm's `prebuild`): names every study plan whose RVOE is not
 * filled in contracts/rvoe.ts, which the site shows as 'Validez oficial en trámite'. A warning,
 * not a failure: a plan may honestly be en trámite.
 */
import { modalityTitle } from '#content/modalities.ts'
import { CAMPUS_LABELS, CARRERAS, CARRERA_LABELS } from '#contracts/admission-options.ts'
import { RVOE_TABLE, carreraRvoe, type RvoeTable } from '#contracts/rvoe.ts'
import { isMainModule } from './run-as-main.ts'

/** 'Derecho (Nocturna)', 'Preparatoria Bachillerato General (Escolarizada, Torreón Zaragoza Sur)'. */
export function plansWithoutRvoe(table: RvoeTable = RVOE_TABLE): string[] {
  return CARRERAS.flatMap((carrera) =>
    carreraRvoe(carrera, table)
      .filter((entry) => entry.grant === undefined)
      .map((entry) => {
        const where = [modalityTitle(entry.modality), ...(entry.campus ? [CAMPUS_LABELS[entry.campus]] : [])]
        return `${CARRERA_LABELS[carrera]} (${where.join(', ')})`
      }),
  )
}

/** The build's warning line, or `null` when every plan has its RVOE. */
export function rvoeWarning(missing: readonly string[]): string | null {
  if (missing.length === 0) return null
  const plans = missing.length === 1 ? '1 plan' : `${missing.length} planes`
  return `Aviso: ${plans} sin RVOE en contracts/rvoe.ts; el sitio dice «Validez oficial en trámite»: ${missing.join('; ')}.`
}

if (isMainModule(import.meta.url)) {
  const warning = rvoeWarning(plansWithoutRvoe())
  if (warning !== null) console.warn(warning)
}
