/**
 * Spanish text of the generic UI pieces (toasts, dialogs). The components in
 * `app/components/ui/` take their visible copy as props; these are the defaults they fall back to.
 */
export const uiText = {
  /** Accessible name of the notification region; Alt+T moves focus to the newest toast. */
  toastRegionLabel: 'Notificaciones (Alt+T)',
  toastCloseLabel: 'Cerrar notificación',
  dialogCloseLabel: 'Cerrar',
} as const
