import type { KeptPage } from '#server/site/page-renderer.ts'

/** The pages a host keeps for one content revision and one day at the institute (docs/decisions/055). */
export interface RenderedPages {
  /** The page at `path` for the latest revision this host has seen: rendered once, then kept. */
  page(path: string): Promise<KeptPage>
  /**
   * Any other value read from the published content (which slugs have a page), made once per
   * revision and day like a page, kept under `key` (never a path: paths start with `/`).
   */
  kept<Value>(key: string, make: (today: string) => Promise<Value>): Promise<Value>
  /** Stops asking for the revision. */
  close(): void
}

interface RenderedPagesOptions {
  /** Renders a path with the published content, as it shows on the institute's day `today`. */
  render: (path: string, today: string) => Promise<KeptPage>
  /** The institute's day now: a page that depends on it (a promotion's last day) changes at its midnight. */
  today: () => string
  /** The content's revision now (one indexed read). */
  readRevision: () => Promise<number>
  /** How often the revision is asked for: a publish reaches this host's pages within it. */
  pollMs: number
  onPollError: (error: unknown) => void
}

/**
 * Renders each page once per content revision and day and keeps it: requests that arrive while it
 * renders wait for that one render; a failed render is not kept. The revision is asked for every
 * `pollMs` (never per request); a new one, or a new day, drops every kept page.
 */
export function renderedPages({ render, readRevision, today, pollMs, onPollError }: RenderedPagesOptions): RenderedPages {
  let revision: number | undefined
  let day: string | undefined
  let pages = new Map<string, Promise<unknown>>()

  const observe = (latest: number) => {
    if (latest === revision) return
    revision = latest
    pages = new Map()
  }
  const observeDay = (now: string) => {
    if (now === day) return
    day = now
    pages = new Map()
  }
  const poll = () => readRevision().then(observe, onPollError)
  const timer = setInterval(poll, pollMs)
  timer.unref()

  async function kept<Value>(key: string, make: (today: string) => Promise<Value>): Promise<Value> {
    if (revision === undefined) observe(await readRevision())
    const renderDay = today()
    observeDay(renderDay)
    const existing = pages.get(key)
    if (existing) return existing as Promise<Value>
    const keptIn = pages
    const making = make(renderDay)
    keptIn.set(key, making)
    making.catch(() => keptIn.delete(key))
    return making
  }

  return {
    page: (path) => kept(path, (day) => render(path, day)),
    kept,
    close: () => clearInterval(timer),
  }
}
