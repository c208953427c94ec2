import { type RouteConfig, index, route } from '@react-router/dev/routes'

// spec §2.1. A route is registered here only once its screen is built.
export default [
  index('routes/root-redirect.tsx'),
  route('inicio', 'routes/inicio-layout.tsx', [
    route('mantenimiento', 'routes/mantenimiento.tsx'),
    route('verificacion', 'routes/verificacion.tsx'),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
