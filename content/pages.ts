import { paths } from '#contracts/site-paths.ts'
import type { PageMetaContent } from './types.ts'

export const notFoundPage = {
  title: 'Página no encontrada',
  description: 'La página que buscas no existe o cambió de dirección.',
} satisfies PageMetaContent

/** spec §2.17 */
export const maintenancePage = {
  title: 'Sección en mantenimiento',
  description: 'Esta sección no está disponible por el momento. Estamos trabajando en ella; vuelve más tarde.',
  path: paths.mantenimiento,
  noindex: true,
} satisfies PageMetaContent

/** spec §2.16 */
export const verificationPage = {
  title: 'Código de verificación',
  description: 'Ingresa tu código de verificación de seis dígitos.',
  path: paths.verificacion,
  noindex: true,
} satisfies PageMetaContent
