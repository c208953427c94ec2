/* A document request's price and file sizes for people. */

const priceFormat = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' })
const BYTES_PER_KB = 1024

/** `150` → `$150.00`. */
export function formatPrice(mxn: number): string {
  return priceFormat.format(mxn)
}

/** A file's size in KB, or in MB from 1 MB. */
export function formatBytes(bytes: number): string {
  const kb = bytes / BYTES_PER_KB
  if (kb < BYTES_PER_KB) return `${Math.max(1, Math.round(kb))} KB`
  return `${(kb / BYTES_PER_KB).toLocaleString('es-MX', { maximumFractionDigits: 1 })} MB`
}
