/**
 * Spanish text of the generic UI pieces (toasts, dialogs). The components in
 * `app/components/ui/` take their visible copy as props; these are the defaults they fall back to.
 */
export const uiText = {
  /** Accessible name of the notification region; Alt+T moves focus to the newest toast. */
  toastRegionLabel: 'Notificaciones (Alt+T)',
  toastCloseLabel: 'Cerrar notificación',
  dialogCloseLabel: 'Cerrar',
  /** Read before a field's error message (STYLE §4). */
  fieldErrorPrefix: 'Error:',
  /** After the label of a field that may be left empty (GOV.UK: mark the optional ones). */
  optionalFieldSuffix: ' (opcional)',
  /** The label of the anti-spam field people never see. */
  honeypotLabel: 'Deja este campo vacío',
  /** Under every form of a page whose code could not load: nothing can be sent from it. */
  pageCodeFailed: 'La página no terminó de cargar y este formulario no se puede enviar. Revisa tu conexión y recarga la página.',
} as const
