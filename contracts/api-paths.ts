/**
 * spec §7: the endpoints of the form calls, relative to the versioned base path `/api/v1`
 * (the browser's API client and the server's route prefix both add it).
 */
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
