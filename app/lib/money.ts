import type { Fee } from '#contracts/content/cost-table.ts'
import { groupThousands } from '#contracts/digits.ts'

/**
 * An amount in Mexican pesos (`CURRENCY` in content/prices.ts) as the site shows it, the way es-MX
 * writes it: `$1,550` in the cost table; `$150.00` with `cents`, as spec §9 writes the document
 * prices. Written out rather than with Intl.NumberFormat, whose creation loads the language's number
 * data: about 12 ms of a phone's main thread while the cost pages start (docs/start-up.md#modules).
 */
export function formatPesos(amount: number, { cents = false }: { cents?: boolean } = {}): string {
  const [whole = '', fraction] = Math.abs(amount)
    .toFixed(cents ? 2 : 0)
    .split('.')
  return `${amount < 0 ? '-' : ''}$${groupThousands(whole)}${fraction === undefined ? '' : `.${fraction}`}`
}

/** A published fee as the pages show it: its amount, or `noCost`'s words for a fee of kind 'no-cost' (spec §9). */
export function formatFee(fee: Fee, noCost: string): string {
  return fee.kind === 'no-cost' ? noCost : formatPesos(fee.mxn)
}
