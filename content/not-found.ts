/** The not-found screen (spec §2.1, §8 "Unknown routes"). */
export const notFoundContent = {
  heading: 'Página no encontrada',
  body: 'La página que buscas no existe o cambió de dirección.',
  homeLinkLabel: 'Volver al inicio',
  image: {
    src: '/media/no-encontrado.svg',
    alt: 'Ilustración de un mapa con un camino punteado que termina en un signo de interrogación, junto a una brújula.',
    width: 240,
    height: 180,
  },
} as const
