import { createElement, lazy, type ComponentType } from 'react'
import { CERTIFICATE_PANEL_TEXT } from '#contracts/certificates-panel.ts'
import { CERTIFICATE_IMPORT_SEGMENT, PANEL_PAGES } from '#contracts/panel-pages.ts'
import { STAFF_QUEUE_KEYS } from '#contracts/queues.ts'
import { STAFF_QUEUES, STAFF_ROLES, type StaffQueue, type StaffRole } from '#contracts/staff.ts'

/** A screen of the signed-in panel: where it lives, its name in the menu, who may open it, and its code (own chunk). */
export interface PanelSection {
  readonly path: string
  readonly label: string
  readonly roles: readonly StaffRole[]
  readonly Screen: ComponentType
  /** The page of one of the section's items, at `<path>/<folio>` (a queue's item), behind the same roles. */
  readonly ItemScreen?: ComponentType
  /** Other pages of the section, at `<path>/<segment>`, behind the same roles and not in the menu. */
  readonly subPages?: readonly { readonly segment: string; readonly Screen: ComponentType }[]
}

/** The route parameter of an item's page (PANEL_PAGES.queueItem). */
export const ITEM_PARAM = 'folio'

const QueueScreen = lazy(() => import('./queue-screen.tsx'))
const QueueItemScreen = lazy(() => import('./queue-item-screen.tsx'))

/** A queue's list and item pages: the same two screens for every queue, told which one. */
function queueSection(queue: StaffQueue): PanelSection {
  return {
    path: PANEL_PAGES.queue(queue),
    label: STAFF_QUEUES[queue].label,
    roles: [STAFF_QUEUES[queue].role],
    Screen: () => createElement(QueueScreen, { queue }),
    ItemScreen: () => createElement(QueueItemScreen, { queue }),
  }
}

/** The signed-in panel's screens, in menu order: the routes and the menu are drawn from this list. */
export const PANEL_SECTIONS: readonly PanelSection[] = [
  { path: PANEL_PAGES.home, label: 'Inicio', roles: STAFF_ROLES, Screen: lazy(() => import('./home-screen.tsx')) },
  ...STAFF_QUEUE_KEYS.map(queueSection),
  {
    path: PANEL_PAGES.certificates,
    label: CERTIFICATE_PANEL_TEXT.section,
    roles: ['servicios-escolares'],
    Screen: lazy(() => import('./certificates-screen.tsx')),
    ItemScreen: lazy(() => import('./certificate-screen.tsx')),
    subPages: [{ segment: CERTIFICATE_IMPORT_SEGMENT, Screen: lazy(() => import('./certificate-import-screen.tsx')) }],
  },
  { path: PANEL_PAGES.account, label: 'Mi cuenta', roles: STAFF_ROLES, Screen: lazy(() => import('./account-screen.tsx')) },
  { path: PANEL_PAGES.staff, label: 'Personal', roles: ['admin'], Screen: lazy(() => import('./staff-screen.tsx')) },
  { path: PANEL_PAGES.audit, label: 'Auditoría', roles: ['admin'], Screen: lazy(() => import('./audit-screen.tsx')) },
]
