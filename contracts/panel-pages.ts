import type { StaffQueue } from '#contracts/staff.ts'

/**
 * The staff area's screens (issue 13). The server answers every URL under {@link PANEL_BASE_PATH}
 * with the panel's own client document (no-store, noindex), whose router draws the screen
 * (docs/decisions/022-staff-area-as-its-own-client-build.md). The e-mailed set-password link
 * points at {@link PANEL_PAGES}.setPassword.
 */
export const PANEL_BASE_PATH = '/panel'

/** The import's page under the certificates (a static segment: it wins over a folio's page). */
export const CERTIFICATE_IMPORT_SEGMENT = 'importar'

/** A content record's history, under its editor. */
export const CONTENT_HISTORY_SEGMENT = 'historial'

const contentRecordPage = (kind: string, key: string) => `${PANEL_BASE_PATH}/contenido/${encodeURIComponent(kind)}/${encodeURIComponent(key)}`

export const PANEL_PAGES = {
  home: PANEL_BASE_PATH,
  signIn: `${PANEL_BASE_PATH}/entrar`,
  setPassword: `${PANEL_BASE_PATH}/contrasena`,
  account: `${PANEL_BASE_PATH}/cuenta`,
  staff: `${PANEL_BASE_PATH}/personal`,
  audit: `${PANEL_BASE_PATH}/auditoria`,
  /** Issue 14: a queue's list, and one item's page (`/panel/colas/fichas/FICHA-2026-000123`). */
  queue: (queue: StaffQueue) => `${PANEL_BASE_PATH}/colas/${queue}`,
  queueItem: (queue: StaffQueue, folio: string) => `${PANEL_BASE_PATH}/colas/${queue}/${encodeURIComponent(folio)}`,
  /** Issue 15: the certificate registry, its import, and one certificate's page. */
  certificates: `${PANEL_BASE_PATH}/certificados`,
  certificateImport: `${PANEL_BASE_PATH}/certificados/${CERTIFICATE_IMPORT_SEGMENT}`,
  certificate: (folio: string) => `${PANEL_BASE_PATH}/certificados/${encodeURIComponent(folio)}`,
  /** Issue 37: the site's content, one record's editor, and its history. */
  content: `${PANEL_BASE_PATH}/contenido`,
  contentRecord: contentRecordPage,
  contentHistory: (kind: string, key: string) => `${contentRecordPage(kind, key)}/${CONTENT_HISTORY_SEGMENT}`,
} as const

/** True for the panel's own URLs (`/panel`, `/panel/…`), never for a public page. */
export function isPanelPath(pathname: string): boolean {
  return pathname === PANEL_BASE_PATH || pathname.startsWith(`${PANEL_BASE_PATH}/`)
}

/** The sign-in screen's query: where to go back to, and why the person was sent there. */
export const SIGN_IN_QUERY = {
  returnTo: 'volver',
  reason: 'sesion',
  expired: 'expirada',
} as const

/** The set-password screen's query: the e-mailed link's one-time token. */
export const SET_PASSWORD_QUERY = { token: 'token' } as const
