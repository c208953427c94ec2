import { absoluteUrl } from '#contracts/public-base-url.ts'

declare global {
  interface ImportMetaEnv {
    /** Compiled in by the build (vite.config.ts, PUBLIC_ENV_DEFINE). */
    readonly PUBLIC_BASE_URL: string
  }
}

/** The site's public origin, from the build's PUBLIC_BASE_URL (docs/decisions/016). */
export const PUBLIC_BASE_URL = import.meta.env.PUBLIC_BASE_URL

/** The absolute URL of a path of this site, as its canonical tag, Open Graph and structured data name it. */
export function siteUrl(path: string): string {
  return absoluteUrl(PUBLIC_BASE_URL, path)
}
