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
