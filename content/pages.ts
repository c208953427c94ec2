import type { PageMetaContent } from './types.ts'

export const notFoundPage = {
  title: 'Página no encontrada',
  description: 'La página que buscas no existe o cambió de dirección.',
  path: '/404',
} satisfies PageMetaContent
