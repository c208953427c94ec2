/**
 * The institute's identity. The spec withholds the real values: every value here is a clearly
 * fictional placeholder, and this is the one file the institute edits to put in its own.
 */
export const identity = {
  name: 'Instituto Universitario del Norte de Coahuila (nombre de ejemplo)',
  acronym: 'IUNC',
  siteUrl: 'https://www.instituto-ejemplo.edu.mx',
  defaultShareImage: '/media/og-default.png',
} as const
