/** spec §7: every API call goes under this versioned base path (the client adds it, the server routes under it). */
export const API_BASE_PATH = '/api/v1'

/** spec §7: the endpoints, relative to {@link API_BASE_PATH}. */
export const API_PATHS = {
  /** `POST`: a contact message (spec §2.8). */
  contactMessage: '/enviar-mensaje',
  /** `POST`: an admission pre-registration, the ficha (spec §2.12). */
  admissionForm: '/generar-ficha',
  /** `POST` multipart: an official-document request with its payment receipt (spec §2.14). */
  documentRequest: '/servicios-documentos',
  /** `GET`: one certificate by its folio (spec §2.15). */
  certificate: (folio: string) => `/certificates/${encodeURIComponent(folio)}`,
} as const

/** Issue 13: the staff area's endpoints, relative to {@link API_BASE_PATH}; each checks session and role. */
export const PANEL_API_PATHS = {
  /** Everything of the staff area lives under this prefix (its session cookie is sent only here). */
  prefix: '/panel',
  /** `POST`: sign in with e-mail and password; `DELETE`: sign out of this browser. */
  session: '/panel/sesion',
  /** `DELETE`: sign out of every browser. */
  allSessions: '/panel/sesiones',
  /** `GET`: who is signed in. */
  me: '/panel/me',
  /** `GET` (admin): the audit trail, a page at a time, with filters (contracts/audit.ts). */
  audit: '/panel/auditoria',
  /** `GET` (admin): the same filters, every matching event as CSV (the export is itself audited). */
  auditCsv: '/panel/auditoria.csv',
  /** `GET` (admin): the staff list; `POST`: invite someone (a set-password link by e-mail). */
  staff: '/panel/personal',
  /** `PATCH` (admin): change a staff member's roles, or disable / enable the account (route pattern). */
  staffMember: '/panel/personal/:id',
  /** `POST` (admin): send the invitation (set-password link) again (route pattern). */
  staffInvitation: '/panel/personal/:id/invitacion',
  /** `POST`: a new password from an e-mailed link (`{ token, contrasena }`). */
  setPassword: '/panel/contrasena',
  /** `POST`: ask for a password reset link (`{ email }`); the same answer for any address. */
  passwordReset: '/panel/contrasena/olvido',
  /** `POST`: the second step of a sign-in with two-factor on (`{ codigo }`: the app's 6 digits or a recovery code). */
  signInCode: '/panel/sesion/codigo',
  /** `POST`: change one's own password (`{ actual, nueva }`); other sessions end. */
  ownPassword: '/panel/cuenta/contrasena',
  /** `POST`: start two-factor (`{ contrasena }`): the authenticator's QR and the recovery codes. */
  twoFactor: '/panel/cuenta/dos-pasos',
  /** `POST`: turn two-factor on with a first code from the app (`{ codigo }`). */
  twoFactorConfirm: '/panel/cuenta/dos-pasos/confirmar',
  /** `POST`: turn two-factor off (`{ contrasena }`). */
  twoFactorDisable: '/panel/cuenta/dos-pasos/desactivar',
  /** `GET`: the queues the person's roles open, with how many items each holds. */
  summary: '/panel/resumen',
} as const

/** {@link PANEL_API_PATHS}.staffMember for one staff member. */
export const panelStaffMemberPath = (id: string) => PANEL_API_PATHS.staffMember.replace(':id', encodeURIComponent(id))

/** {@link PANEL_API_PATHS}.staffInvitation for one staff member. */
export const panelStaffInvitationPath = (id: string) => PANEL_API_PATHS.staffInvitation.replace(':id', encodeURIComponent(id))
