import type { Origin, OriginTouch } from '#contracts/attribution.ts'
import { AD_CLICK_PARAMS, UTM_PARAMS } from '#contracts/attribution-params.ts'
import { ORIGIN_HOST_MAX_CHARS, ORIGIN_PATH_MAX_CHARS, ORIGIN_VALUE_MAX_CHARS } from '#contracts/limits.ts'

/*
 * Issue 38: where this browsing session came from, kept first-party in sessionStorage only (no
 * cookie, nothing sent until a form is): the first page start's touch once, and the latest one
 * that arrived from a campaign link, an ad or another site. The contact form and the ficha send
 * it as `origen` (contracts/attribution.ts). No zod here: this runs on every page's start.
 */

const STORAGE_KEY = 'origen-v1'

// Printable text cut to its limit, so what is noted always passes the contract's schema.
const clean = (value: string, maxChars: number) => value.replace(/\p{C}/gu, '').trim().slice(0, maxChars)

/** The touch of a page start, and whether it arrived from somewhere (UTM, an ad's click id, another site). */
export function touchOf(location: Pick<Location, 'search' | 'pathname' | 'hostname'>, referrer: string): { touch: OriginTouch; arrived: boolean } {
  const query = new URLSearchParams(location.search)
  const touch: OriginTouch = { aterrizaje: clean(location.pathname, ORIGIN_PATH_MAX_CHARS) || '/', anuncio: AD_CLICK_PARAMS.some((param) => query.has(param)) }
  for (const param of UTM_PARAMS) {
    const value = clean(query.get(param) ?? '', ORIGIN_VALUE_MAX_CHARS)
    if (value !== '') touch[param] = value
  }
  const host = referrerHost(referrer)
  if (host !== undefined && host !== location.hostname) touch.referente = host
  return { touch, arrived: touch.anuncio || touch.referente !== undefined || UTM_PARAMS.some((param) => param in touch) }
}

function referrerHost(referrer: string): string | undefined {
  try {
    const url = new URL(referrer)
    return /^https?:$/.test(url.protocol) && url.hostname.length <= ORIGIN_HOST_MAX_CHARS ? url.hostname : undefined
  } catch {
    return undefined
  }
}

function stored(storage: Storage): Origin | undefined {
  try {
    return (JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as Origin | null) ?? undefined
  } catch {
    return undefined
  }
}

/** Notes this page start's touch: the first of the session once, the latest whenever the visit arrived from somewhere. */
export function noteVisit(win: Window = window): void {
  try {
    const storage = win.sessionStorage
    const origin = stored(storage)
    const { touch, arrived } = touchOf(win.location, win.document.referrer)
    if (origin !== undefined && !arrived) return
    storage.setItem(STORAGE_KEY, JSON.stringify({ primera: origin?.primera ?? touch, ultima: touch } satisfies Origin))
  } catch {
    // Storage refused (private mode, quota, disabled): the visit goes unnoted.
  }
}

/** The session's origin to send with a form, or undefined when none was noted. */
export function visitOrigin(win: Window = window): Origin | undefined {
  try {
    return stored(win.sessionStorage)
  } catch {
    return undefined
  }
}
