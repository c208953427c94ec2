import { createElement, lazy, type ComponentType } from 'react'
import { CONTENT_ROLES } from '#contracts/content/content-api.ts'
import { CERTIFICATE_IMPORT_SEGMENT, CONTENT_HISTORY_SEGMENT, PANEL_PAGES } from '#contracts/panel-pages.ts'
import { STAFF_QUEUE_KEYS } from '#contracts/queues.ts'
import { STAFF_QUEUES, STAFF_ROLES, type StaffQueue } from '#contracts/staff.ts'
import { accountText } from './account/account-text.ts'
import { auditText } from './audit/audit-text.ts'
import { certificateText } from './certificates/certificate-text.ts'
import { CONTENT_PARAMS } from './content/content-params.ts'
import { contentText } from './content/content-text.ts'
import { EVENTS_PANEL_PAGE, eventsText } from './events/events-text.ts'
import { EVENT_SIGN_UP_ROLES } from '#contracts/event-sign-ups-panel.ts'
import { homeText } from './home/home-text.ts'
import type { MenuSection } from './shared/panel-layout.tsx'
import { staffText } from './staff/staff-text.ts'
import { PEOPLE_PAGES, PEOPLE_ROLES } from '#contracts/people.ts'
import { peopleText } from './people/people-text.ts'

/** A screen of the signed-in panel: where it lives, its name in the menu, who may open it, and its code (own chunk). */
export interface PanelSection extends MenuSection {
  readonly Screen: ComponentType
  /** The page of one of the section's items, at `<path>/<folio>` (a queue's item), behind the same roles. */
  readonly ItemScreen?: ComponentType
  /** Other pages of the section, at `<path>/<segment>` (a route path: it may hold parameters), behind the same roles and not in the menu. */
  readonly subPages?: readonly { readonly segment: string; readonly Screen: ComponentType }[]
}

const QueueScreen = lazy(() => import('./queues/queue-screen.tsx'))
const QueueItemScreen = lazy(() => import('./queues/queue-item-screen.tsx'))

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

const contentRecordSegment = `:${CONTENT_PARAMS.kind}/:${CONTENT_PARAMS.key}`

/** The signed-in panel's screens, in menu order: the routes and the menu are drawn from this list. */
export const PANEL_SECTIONS: readonly PanelSection[] = [
  { path: PANEL_PAGES.home, label: homeText.title, roles: STAFF_ROLES, Screen: lazy(() => import('./home/home-screen.tsx')) },
  ...STAFF_QUEUE_KEYS.map(queueSection),
  {
    path: PANEL_PAGES.certificates,
    label: certificateText.section,
    roles: ['servicios-escolares'],
    Screen: lazy(() => import('./certificates/certificates-screen.tsx')),
    ItemScreen: lazy(() => import('./certificates/certificate-screen.tsx')),
    subPages: [{ segment: CERTIFICATE_IMPORT_SEGMENT, Screen: lazy(() => import('./certificates/certificate-import-screen.tsx')) }],
  },
  {
    path: PANEL_PAGES.content,
    label: contentText.section,
    roles: CONTENT_ROLES,
    Screen: lazy(() => import('./content/content-screen.tsx')),
    subPages: [
      { segment: contentRecordSegment, Screen: lazy(() => import('./content/content-record-screen.tsx')) },
      { segment: `${contentRecordSegment}/${CONTENT_HISTORY_SEGMENT}`, Screen: lazy(() => import('./content/content-history-screen.tsx')) },
    ],
  },
  {
    path: EVENTS_PANEL_PAGE,
    label: eventsText.title,
    roles: EVENT_SIGN_UP_ROLES,
    Screen: lazy(() => import('./events/events-screen.tsx')),
    ItemScreen: lazy(() => import('./events/event-sign-ups-screen.tsx')),
  },
  {
    path: PEOPLE_PAGES.search,
    label: peopleText.section,
    roles: PEOPLE_ROLES,
    Screen: lazy(() => import('./people/people-screen.tsx')),
    ItemScreen: lazy(() => import('./people/person-screen.tsx')),
  },
  { path: PANEL_PAGES.account, label: accountText.title, roles: STAFF_ROLES, Screen: lazy(() => import('./account/account-screen.tsx')) },
  { path: PANEL_PAGES.staff, label: staffText.title, roles: ['admin'], Screen: lazy(() => import('./staff/staff-screen.tsx')) },
  { path: PANEL_PAGES.audit, label: auditText.title, roles: ['admin'], Screen: lazy(() => import('./audit/audit-screen.tsx')) },
]
