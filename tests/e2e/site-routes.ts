import { PRERENDERED_PATHS } from '../../app/config/prerender.ts'

/** A path no route answers: the server sends the not-found page. */
export const NOT_FOUND_PATH = '/ruta/que/no/existe'

/** Every page a visitor can land on: each prerendered route (a new one joins by itself) and the not-found page. */
export const SITE_ROUTES: readonly string[] = [...PRERENDERED_PATHS, NOT_FOUND_PATH]

/** Phone widths the site must fit without scrolling sideways: the narrowest phones in use, and a common one. */
export const PHONE_WIDTHS_PX = [320, 360, 390] as const
export const PHONE_HEIGHT_PX = 800
/** A common phone's viewport, 390 × 844 (the widest of the phone widths), where the journeys are walked. */
export const PHONE = { width: Math.max(...PHONE_WIDTHS_PX), height: 844 }
/** A phone's screen density, so images and text render as on a real device. */
export const PHONE_DEVICE_SCALE_FACTOR = 3

/** The browser as a phone: touch, a mobile viewport (which zooms out to fit a page wider than the screen). */
export const PHONE_CONTEXT = {
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: PHONE_DEVICE_SCALE_FACTOR,
} as const
