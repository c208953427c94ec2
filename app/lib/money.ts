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
