import { Suspense, lazy, type ReactNode } from 'react'
import { Outlet, type RouteObject } from 'react-router'
import { PANEL_PAGES } from '#contracts/panel-pages.ts'
import { PANEL_SECTIONS, type PanelSection } from './panel-sections.ts'
import { ITEM_PARAM } from './shared/item-page.tsx'
import { PanelLayout } from './shared/panel-layout.tsx'
import { PanelMessage } from './shared/panel-message.tsx'
import { panelText } from './shared/panel-text.ts'
import { RoleGate } from './shared/role-gate.tsx'
import { SignedIn } from './shared/staff-session.tsx'

const SignInScreen = lazy(() => import('./session/sign-in-screen.tsx'))
const SetPasswordScreen = lazy(() => import('./session/set-password-screen.tsx'))

const notFound = (
  <PanelMessage insideLayout heading={panelText.notFound.heading} body={panelText.notFound.body} action={{ to: PANEL_PAGES.home, label: panelText.backHome }} />
)

/** A section's screen behind its roles, and its items' page (a child route) behind the same. */
function sectionRoute({ path, roles, Screen, ItemScreen, subPages = [] }: PanelSection): RouteObject {
  const gated = (screen: ReactNode) => <RoleGate roles={roles}>{screen}</RoleGate>
  if (ItemScreen === undefined && subPages.length === 0) return { path, element: gated(<Screen />) }
  return {
    path,
    children: [
      { index: true, element: gated(<Screen />) },
      ...subPages.map((page) => ({ path: page.segment, element: gated(<page.Screen />) })),
      ...(ItemScreen === undefined ? [] : [{ path: `:${ITEM_PARAM}`, element: gated(<ItemScreen />) }]),
    ],
  }
}

/**
 * The staff area's routes (issue 13), each screen in its own chunk: first the screens without a
 * session, then the signed-in layout with the sections of PANEL_SECTIONS, each behind its roles.
 */
export const panelRoutes: RouteObject[] = [
  {
    element: (
      <Suspense fallback={<PanelMessage busy heading={panelText.loading} />}>
        <Outlet />
      </Suspense>
    ),
    children: [
      { path: PANEL_PAGES.signIn, element: <SignInScreen /> },
      { path: PANEL_PAGES.setPassword, element: <SetPasswordScreen /> },
      {
        element: (
          <SignedIn>
            <PanelLayout sections={PANEL_SECTIONS} />
          </SignedIn>
        ),
        children: [
          ...PANEL_SECTIONS.map(sectionRoute),
          { path: `${PANEL_PAGES.home}/*`, element: notFound },
        ],
      },
    ],
  },
]
