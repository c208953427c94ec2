import { absoluteUrl } from '#contracts/public-base-url.ts'

declare global {
  interface ImportMetaEnv {
    /** Compiled in by the build (vite.config.ts, PUBLIC_ENV_DEFINE). */
    readonly PUBLIC_BASE_URL: string
    /** Compiled in by the build: the months the privacy notice states (docs/decisions/024). */
    readonly RETENTION_MONTHS: number
  }
}

/** The site's public origin, from the build's PUBLIC_BASE_URL (docs/decisions/016). */
export const PUBLIC_BASE_URL = import.meta.env.PUBLIC_BASE_URL

/** How long closed submissions are kept, in months: the build's RETENTION_MONTHS, recorded for the server (docs/decisions/024). */
export const RETENTION_MONTHS = import.meta.env.RETENTION_MONTHS

/** The absolute URL of a path of this site, as its canonical tag, Open Graph and structured data name it. */
export function siteUrl(path: string): string {
  return absoluteUrl(PUBLIC_BASE_URL, path)
}
