import type { StaffQueue } from '#contracts/staff.ts'

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
  /** `POST` multipart (issue 39): a beca application with its supporting documents (contracts/beca-application.ts); answers `201 { ok, folio }`. */
  becaApplication: '/solicitar-beca',
  /** `GET` (issue 39): the site search's documents for the published content (contracts/search.ts), with an ETag per content revision. */
  searchDocuments: '/buscar',
  /** `GET`: one certificate by its folio (spec §2.15). */
  certificate: (folio: string) => `/certificates/${encodeURIComponent(folio)}`,
  /** `POST` (issue 15): ask for a tracking code (`{ folio, correo }`); the same `202` whatever matches. */
  trackingCode: '/seguimiento/codigo',
  /** `POST` (issue 15): the code (`{ folio, correo, codigo }`) answers the item's status and steps. */
  tracking: '/seguimiento',
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
  /** `GET` (the queue's role): who may follow up a ficha. */
  fichaAssignees: '/panel/colas/fichas/responsables',
  /** `GET` (admin): the e-mails the outbox gave up on (contracts/failed-mails.ts). */
  failedMails: '/panel/correos/fallidos',
  /** `GET` (admisiones): the funnel dashboard for a period (contracts/dashboard.ts). */
  funnel: '/panel/embudo',
  /** `GET` (admisiones): one section of the funnel dashboard as CSV (`?seccion=`; the export is audited). */
  funnelCsv: '/panel/embudo.csv',
  /** `GET` (contact and admissions staff, issue 38): the published WhatsApp templates. */
  whatsappTemplates: '/panel/plantillas-whatsapp',
} as const

/**
 * Issue 14: a queue's endpoints (contracts/queues.ts), registered once per queue and open to its
 * role and to admin. With `folio` (and `file`) left out they give the route patterns.
 */
export const QUEUE_API_PATHS = {
  /** `GET`: a page of the filtered list. */
  list: (queue: StaffQueue) => `/panel/colas/${queue}`,
  /** `GET`: every item the filter matches, as CSV (the export is audited). */
  csv: (queue: StaffQueue) => `/panel/colas/${queue}.csv`,
  /** `GET`: one item with its fields, e-mails and history. */
  item: (queue: StaffQueue, folio = ':folio') => `/panel/colas/${queue}/${encodeSegment(folio)}`,
  /** `POST`: move the item to another status (`{ estado, nota?, cita?, version }`). */
  status: (queue: StaffQueue, folio = ':folio') => `${QUEUE_API_PATHS.item(queue, folio)}/estado`,
  /** `POST`: a note in the item's history (`{ nota, version }`). */
  notes: (queue: StaffQueue, folio = ':folio') => `${QUEUE_API_PATHS.item(queue, folio)}/notas`,
  /** `POST` (contact messages): e-mail a reply to the person (`{ respuesta, nota?, version }`). */
  reply: (folio = ':folio') => `${QUEUE_API_PATHS.item('contacto', folio)}/respuesta`,
  /** `PUT` (fichas): who follows the ficha up (`{ responsable, version }`). */
  assignee: (folio = ':folio') => `${QUEUE_API_PATHS.item('fichas', folio)}/responsable`,
  /** `GET` (document requests): the payment receipt, as a download (viewing it is audited). */
  receipt: (folio = ':folio') => `${QUEUE_API_PATHS.item('documentos', folio)}/comprobante`,
  /** `POST` multipart (document requests): the finished document(s), e-mailed to the requester; closes the request. */
  delivery: (folio = ':folio') => `${QUEUE_API_PATHS.item('documentos', folio)}/entrega`,
  /** `POST`: send a failed e-mail of the item again (`{}`); it waits for an immediate attempt. */
  mailRetry: (queue: StaffQueue, folio = ':folio', mail = ':correo') => `${QUEUE_API_PATHS.item(queue, folio)}/correos/${encodeSegment(mail)}/reintento`,
  /** `GET` (document requests): one delivered document, as a download. */
  deliveredFile: (folio = ':folio', file = ':file') => `${QUEUE_API_PATHS.item('documentos', folio)}/entregados/${encodeSegment(file)}`,
  /** `GET` (beca applications, issue 39): one supporting document, as a download (viewing it is audited). */
  becaDocument: (folio = ':folio', file = ':file') => `${QUEUE_API_PATHS.item('becas', folio)}/documentos/${encodeSegment(file)}`,
  /** `POST` (contact messages and fichas, issue 38): record a call, WhatsApp, e-mail, visit or note (`{ tipo, resultado, nota? }`). */
  activities: (queue: StaffQueue, folio = ':folio') => `${QUEUE_API_PATHS.item(queue, folio)}/actividades`,
} as const

/**
 * Issue 15: the certificate registry's endpoints, for `servicios-escolares` and admin. With `folio`
 * left out they give the route patterns.
 */
export const CERTIFICATE_API_PATHS = {
  /** `GET`: a page of the search (`?q=&estado=&pagina=`). */
  list: '/panel/certificados',
  /** `POST` (`{ nombre, contenido }`): what importing the file would do, row by row; writes nothing. */
  importPreview: '/panel/certificados/importacion/revision',
  /** `POST` (`{ nombre, contenido }`): the same check, then every accepted row written in one transaction. */
  importConfirm: '/panel/certificados/importacion',
  /** `GET`: one certificate with its 14 fields, status and history. */
  item: (folio = ':folio') => `/panel/certificados/${encodeSegment(folio)}`,
  /** `POST` (`{ motivo }`): annul the certificate. */
  annul: (folio = ':folio') => `${CERTIFICATE_API_PATHS.item(folio)}/anulacion`,
  /** `GET`: the QR code of its public verification page, as a download (`svg` or `png`). */
  qr: (folio = ':folio', format = ':formato') => `${CERTIFICATE_API_PATHS.item(folio)}/qr/${encodeSegment(format)}`,
} as const

/** A path segment: a route pattern's `:name` stays as it is, anything else is encoded. */
export function encodeSegment(value: string): string {
  return value.startsWith(':') ? value : encodeURIComponent(value)
}

/** {@link PANEL_API_PATHS}.staffMember for one staff member. */
export const panelStaffMemberPath = (id: string) => PANEL_API_PATHS.staffMember.replace(':id', encodeURIComponent(id))

/** {@link PANEL_API_PATHS}.staffInvitation for one staff member. */
export const panelStaffInvitationPath = (id: string) => PANEL_API_PATHS.staffInvitation.replace(':id', encodeURIComponent(id))

/**
 * Issue 38: one record per person, for `admisiones`, `contacto`, `servicios-escolares` and admin.
 * With `id` left out they give the route patterns.
 */
export const PEOPLE_API_PATHS = {
  /** `GET`: people by name, e-mail or phone (`?q=`), those merged away left out. */
  search: '/panel/personas',
  /** `GET`: one person with every submission of every kind, their merges and who may repeat them (same name). */
  person: (id = ':id') => `/panel/personas/${encodeSegment(id)}`,
  /** `POST` (`{ otra, nombre, correo, telefono, version, versionOtra }`): merge the other person into this one. */
  merge: (id = ':id') => `${PEOPLE_API_PATHS.person(id)}/fusion`,
  /** `POST` (`{}`): undo a merge, within PERSON_MERGE_UNDO_DAYS. */
  undoMerge: (id = ':id') => `/panel/fusiones/${encodeSegment(id)}/deshacer`,
} as const

/**
 * Issue 38: tasks on a queue's item, open to the queue's role (and admin), and the signed-in
 * person's own open tasks. With `folio` and `id` left out they give the route patterns.
 */
export const TASK_API_PATHS = {
  /** `GET`: the item's tasks and who may be given one; `POST` (`{ titulo, fechaLimite, responsable }`): a new task. */
  itemTasks: (queue: StaffQueue, folio = ':folio') => `${QUEUE_API_PATHS.item(queue, folio)}/tareas`,
  /** `POST` (`{ terminada, version }`): mark the task done, or open it again. */
  done: (queue: StaffQueue, folio = ':folio', id = ':id') => `${TASK_API_PATHS.itemTasks(queue, folio)}/${encodeSegment(id)}/terminada`,
  /** `GET` (any staff member): my open tasks, overdue first. */
  mine: '/panel/tareas',
} as const

/** Issue 38: event sign-up. With `slug` (and `folio`) left out they give the route patterns. */
export const EVENT_SIGN_UP_API_PATHS = {
  /** `POST`: sign up (contracts/event-sign-up.ts); `GET`: whether sign-up is open and full. */
  signUp: (slug = ':slug') => `/eventos/${encodeSegment(slug)}/registro`,
  /** `POST` (`{ folio, clave }`): cancel from the e-mail's link. */
  cancel: '/eventos/registro/cancelar',
  /** `GET` (admisiones): the events that take sign-ups, with their counts. */
  panelEvents: '/panel/eventos',
  /** `GET` (admisiones): an event's sign-ups (`?estado=&q=`). */
  panelSignUps: (slug = ':slug') => `/panel/eventos/${encodeSegment(slug)}/registros`,
  /** `POST` (admisiones, `{ version }`): «Asistió». */
  panelAttended: (folio = ':folio') => `/panel/eventos/registros/${encodeSegment(folio)}/asistencia`,
  /** `POST` (admisiones, `{ version }`): cancel a sign-up; the waiting list moves up. */
  panelCancel: (folio = ':folio') => `/panel/eventos/registros/${encodeSegment(folio)}/cancelacion`,
} as const
