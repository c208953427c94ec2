import { CURRENCY } from '#content/prices.ts'

const wholePesos = new Intl.NumberFormat('es-MX', {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
})

const pesosAndCents = new Intl.NumberFormat('es-MX', { style: 'currency', currency: CURRENCY })

/**
 * An amount in pesos as the site shows it: `$1,550` in the cost table; `$150.00` with
 * `cents`, as spec §9 writes the document prices.
 */
export function formatPesos(amount: number, { cents = false }: { cents?: boolean } = {}): string {
  return (cents ? pesosAndCents : wholePesos).format(amount)
}
