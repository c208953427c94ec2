/* File sizes for people (a document request's price comes written by the server). */

const BYTES_PER_KB = 1024

/** A file's size in KB, or in MB from 1 MB. */
export function formatBytes(bytes: number): string {
  const kb = bytes / BYTES_PER_KB
  if (kb < BYTES_PER_KB) return `${Math.max(1, Math.round(kb))} KB`
  return `${(kb / BYTES_PER_KB).toLocaleString('es-MX', { maximumFractionDigits: 1 })} MB`
}
