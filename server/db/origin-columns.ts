import { touchSource, type Origin } from '#contracts/attribution.ts'

/**
 * The origin columns of a submission's row (issue 38): the whole origin as JSON, and its last
 * touch's source and campaign in lower case, so «Google» and «google» are one filter value.
 */
export function originColumns(origin: Origin | undefined) {
  if (origin === undefined) return { origen: null, origen_fuente: null, origen_campana: null }
  return {
    origen: JSON.stringify(origin),
    origen_fuente: touchSource(origin.ultima)?.toLowerCase() ?? null,
    origen_campana: origin.ultima.utm_campaign?.toLowerCase() || null,
  }
}
