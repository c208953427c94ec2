// First, so that every component's own rules come after the global ones in the cascade.
import './styles/global.css'
import type { CSSProperties, ReactNode } from 'react'
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router'
import { NotFoundScreen } from '#app/components/ui/not-found-screen.tsx'
import { ToastRegion } from '#app/components/ui/toast-region.tsx'
import { RouteSpinner } from '#app/components/layout/route-spinner.tsx'
import { useHydratedMark } from '#app/lib/use-hydrated-mark.ts'
import { SCROLL_REVEAL_DURATION_MS } from '#app/config/ui-timing.ts'

// In the prerendered HTML: set from a script, a variable every element inherits would restyle the whole page.
const ROOT_STYLE = { '--reveal-duration': `${SCROLL_REVEAL_DURATION_MS}ms` } as CSSProperties

export function Layout({ children }: { children: ReactNode }) {
  useHydratedMark()
  return (
    <html lang="es" style={ROOT_STYLE}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b2a5b" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
      </head>
      <body>
        {children}
        <ToastRegion />
        {/* After the content, where they block nothing above them: the build inlines the rules each
            page uses in its <head> and loads these with the modules (docs/start-up.md#build-step). */}
        <Links />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

/** Shown while the SPA fallback document hydrates a route that was not prerendered. */
export function HydrateFallback() {
  return <RouteSpinner visible />
}

/** Any error that reaches the root shows the not-found screen, with its way home (spec §8). */
export function ErrorBoundary() {
  return <NotFoundScreen />
}
