import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { PANEL_PAGES } from '#contracts/panel-pages.ts'
import { STAFF_ROLES, type StaffRole } from '#contracts/staff.ts'

/** A screen of the signed-in panel: where it lives, its name in the menu, who may open it, and its code (own chunk). */
export interface PanelSection {
  readonly path: string
  readonly label: string
  readonly roles: readonly StaffRole[]
  readonly Screen: LazyExoticComponent<ComponentType>
}

/** The signed-in panel's screens, in menu order: the routes and the menu are drawn from this list. */
export const PANEL_SECTIONS: readonly PanelSection[] = [
  { path: PANEL_PAGES.home, label: 'Inicio', roles: STAFF_ROLES, Screen: lazy(() => import('./home-screen.tsx')) },
  { path: PANEL_PAGES.account, label: 'Mi cuenta', roles: STAFF_ROLES, Screen: lazy(() => import('./account-screen.tsx')) },
  { path: PANEL_PAGES.staff, label: 'Personal', roles: ['admin'], Screen: lazy(() => import('./staff-screen.tsx')) },
  { path: PANEL_PAGES.audit, label: 'Auditoría', roles: ['admin'], Screen: lazy(() => import('./audit-screen.tsx')) },
]
