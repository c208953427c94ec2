import { type RouteConfig, index, route } from '@react-router/dev/routes'
import { campusRoutes } from '#app/features/campus/campus-routes.ts'
import { programRoutes } from '#app/features/program-browser/program-routes.ts'

// spec §2.1. A route is registered here only once its screen is built.
export default [
  index('routes/root-redirect.tsx'),
  route('inicio', 'routes/inicio-layout.tsx', [
    index('routes/home.tsx'),
    // spec §2.1: the home page's misspelled link; redirects to juicios-orales (the server answers 301).
    route('posgrado/maestria/jucios-orales', 'routes/juicios-orales-misspelled.tsx'),
    route('mantenimiento', 'routes/mantenimiento.tsx'),
    route('verificacion', 'routes/verificacion.tsx'),
    route('contactanos', 'routes/contactanos.tsx'),
    route('genera', 'routes/genera.tsx'),
    route('aviso-de-privacidad', 'routes/aviso-de-privacidad.tsx'),
    route('accesibilidad', 'routes/accesibilidad.tsx'),
    route('documentos-se', 'routes/documentos-se.tsx'),
    // The eleven programme pages and the eight campus pages: one module per kind, registered once
    // per page (app/lib/routes-from-data.ts says why).
    ...programRoutes.entries.map(({ path, id }) => route(path, 'routes/program.tsx', { id })),
    ...campusRoutes.entries.map(({ path, id }) => route(path, 'routes/campus.tsx', { id })),
    route('conocenos', 'routes/conocenos.tsx'),
    route('deportes', 'routes/deportes.tsx'),
    route('cultura', 'routes/cultura.tsx'),
  ]),
  // spec §2.1: outside the shared layout. Without a folio it is prerendered ('Folio no
  // proporcionado.'); with one the server answers the SPA fallback (docs/decisions/013).
  route('certificates/verificacion/:folio?', 'routes/certificate.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
