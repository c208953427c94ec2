/**
 * spec §7: the endpoints of the form calls, relative to the versioned base path `/api/v1`
 * (the browser's API client and the server's route prefix both add it).
 */
export const API_PATHS = {
  /** `POST`: a contact message (spec §2.8). */
  contactMessage: '/enviar-mensaje',
  /** `POST`: an admission pre-registration, the ficha (spec §2.12). */
  admissionForm: '/generar-ficha',
} as const
